// The reward centre's claimable rewards (docs/product.md §2 rewardCenter): each with its amount, turnover and the
// time it can be claimed by; claim one or all. An expired one stays in the list, greyed, marked Expired, with no
// Claim button (the server decides what is expired: its clock, not the browser's).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { claimAllRewards, claimReward, rewardListQuery } from '../../api/rewards/rewards.ts';
import type { RewardView } from '../../../contract/rewards/rewards.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { useApi } from '../app/app-providers.tsx';
import { useSession } from '../app/actors.ts';
import { useMemberTime } from '../kit/use-platform-time.ts';
import { ClaimOutcomeLine } from './claim-outcome.tsx';
import { ListStates } from '../kit/list-states.tsx';
import { useMoney } from '../kit/use-money.ts';
import { useRewardClaim } from './use-reward-claim.ts';
import css from '../kit/centre.module.css';
import rc from './reward-center.module.css';

export function ClaimableRewards() {
  const { t } = useTranslation();
  const api = useApi();
  const token = useSession(selectToken) ?? '';
  const id = useId();
  const list = useQuery(rewardListQuery(api, token));
  const one = useRewardClaim((rewardId: number) => claimReward(api, rewardId));
  const all = useRewardClaim(() => claimAllRewards(api));
  const busy = one.pending || all.pending;
  const available = list.data?.available ?? 0;
  return (
    <section className={css.section} aria-labelledby={id} aria-busy={list.isFetching}>
      <h2 id={id}>{t('rewards.claimable.title')}</h2>
      <ListStates query={list} isEmpty={(d) => d.list.length === 0} empty={t('rewards.claimable.empty')}>
        {(data) => (
          <ul className={rc.rewards}>
            {data.list.map((r) => (
              <RewardItem key={r.rewardId} reward={r} busy={busy} sending={one.pendingFor === r.rewardId} onClaim={() => one.claim(r.rewardId)} />
            ))}
          </ul>
        )}
      </ListStates>
      <ClaimOutcomeLine outcome={one.outcome} />
      <ClaimOutcomeLine outcome={all.outcome} />
      {available > 1 && (
        <div className={css.actions}>
          <button type="button" className="btn btn-primary" disabled={busy} aria-busy={all.pending} onClick={() => all.claim(undefined)}>
            {all.pending && <span className="spinner-small" aria-hidden="true" />}
            {t('rewards.claimable.claimAll', { n: available })}
          </button>
        </div>
      )}
    </section>
  );
}

function RewardItem({ reward: r, busy, sending, onClaim }: { reward: RewardView; busy: boolean; sending: boolean; onClaim(): void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const memberTime = useMemberTime();
  const expired = r.status === 'expired';
  return (
    <li className={rc.reward} data-state={r.status} data-testid="reward">
      <div>
        <div className={rc.rewardTitle}>{r.title}</div>
        <div className={rc.rewardMeta}>
          <span>{t(`rewards.type.${r.promotionType}`, { defaultValue: r.promotionType })}</span>
          <span>
            {r.turnoverMultiple > 0
              ? t('rewards.claimable.turnover', { n: r.turnoverMultiple, amount: money(r.amount * r.turnoverMultiple) })
              : t('rewards.claimable.noTurnover')}
          </span>
          <span>
            {r.expiry
              ? t(expired ? 'rewards.claimable.expiredAt' : 'rewards.claimable.expires', { time: memberTime(r.expiry) })
              : t('rewards.claimable.noExpiry')}
          </span>
        </div>
      </div>
      <span className={rc.amount}>{money(r.amount)}</span>
      {expired ? (
        <span className={rc.tag}>{t('rewards.claimable.expired')}</span>
      ) : (
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          aria-busy={sending}
          onClick={onClaim}
          aria-label={t('rewards.claimable.claimOne', { title: r.title })}
        >
          {sending && <span className="spinner-small" aria-hidden="true" />}
          {t('rewards.claim')}
        </button>
      )}
    </li>
  );
}
