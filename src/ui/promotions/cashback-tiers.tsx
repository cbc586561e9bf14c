// Loss cashback (docs/product.md §2 rewardCenter, issue 13): each running promotion's tiers and maximum, and the
// member's net loss of yesterday with the tier it reached. The reward itself is issued after the day closes and
// is claimed from the claimable rewards.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { saviorPromotionsQuery } from '../../api/rewards/rewards.ts';
import type { SaviorPromotion } from '../../../contract/rewards/rewards.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { useApi } from '../app/app-providers.tsx';
import { useSession } from '../app/actors.ts';
import { ListStates } from '../kit/list-states.tsx';
import { useMoney } from '../kit/use-money.ts';
import css from '../kit/centre.module.css';
import rc from '../rewards/reward-center.module.css';
import { formatDecimal } from '../../i18n/i18n.ts';

export function CashbackTiers() {
  const { t } = useTranslation();
  const api = useApi();
  const token = useSession(selectToken) ?? '';
  const id = useId();
  const list = useQuery(saviorPromotionsQuery(api, token));
  return (
    <section className={css.section} aria-labelledby={id} aria-busy={list.isFetching}>
      <h2 id={id}>{t('rewards.cashback.title')}</h2>
      <ListStates query={list} isEmpty={(d) => d.list.length === 0} empty={t('rewards.cashback.empty')}>
        {(data) => data.list.map((p) => <Cashback key={p.promotionId} promotion={p} />)}
      </ListStates>
    </section>
  );
}

function Cashback({ promotion: p }: { promotion: SaviorPromotion }) {
  const { t } = useTranslation();
  const money = useMoney();
  const reached = p.yesterday.tier;
  return (
    <div className={rc.card}>
      <h3>{p.title}</h3>
      <ul className={rc.tiers}>
        {p.tiers.map((tier) => (
          <li key={tier.netLoss} data-reached={reached?.netLoss === tier.netLoss}>
            {t('rewards.cashback.tier', { amount: money(tier.netLoss), percent: formatDecimal(tier.percent) })}
          </li>
        ))}
      </ul>
      <p className={css.muted}>{t('rewards.cashback.max', { amount: money(p.maxBonus), days: p.claimDays })}</p>
      <p data-testid="cashback-yesterday">
        {t('rewards.cashback.yesterday', { day: p.yesterday.day, amount: money(p.yesterday.netLoss) })}{' '}
        {reached ? t('rewards.cashback.reached', { percent: formatDecimal(reached.percent), bonus: money(p.yesterday.bonus) }) : t('rewards.cashback.none')}
      </p>
    </div>
  );
}
