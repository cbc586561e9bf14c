// Newbie rewards (docs/product.md §2 rewardCenter, issue 13): each with its bonus and turnover and the details it
// asks for, ticked when done; where to complete them (My account, or the withdraw page for a bank account); Claim
// once every one is done.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { claimNewbieReward, registerPromotionsQuery } from '../../api/rewards/rewards.ts';
import type { RegisterPromotion } from '../../../contract/rewards/rewards.ts';
import { paths } from '../../domain/paths.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { useApi } from '../app/app-providers.tsx';
import { useSession } from '../app/actors.ts';
import { ClaimOutcomeLine } from '../rewards/claim-outcome.tsx';
import { ListStates } from '../kit/list-states.tsx';
import { useMoney } from '../kit/use-money.ts';
import { useRewardClaim } from '../rewards/use-reward-claim.ts';
import css from '../kit/centre.module.css';
import rc from '../rewards/reward-center.module.css';

export function NewbieRewards() {
  const { t } = useTranslation();
  const api = useApi();
  const token = useSession(selectToken) ?? '';
  const id = useId();
  const list = useQuery(registerPromotionsQuery(api, token));
  const claim = useRewardClaim((promotionId: number) => claimNewbieReward(api, promotionId));
  return (
    <section className={css.section} aria-labelledby={id} aria-busy={list.isFetching}>
      <h2 id={id}>{t('rewards.newbie.title')}</h2>
      <ListStates query={list} isEmpty={(d) => d.list.length === 0} empty={t('rewards.newbie.empty')}>
        {(data) =>
          data.list.map((p) => (
            <Newbie
              key={p.promotionId}
              promotion={p}
              busy={claim.pending}
              sending={claim.pendingFor === p.promotionId}
              onClaim={() => claim.claim(p.promotionId)}
            />
          ))
        }
      </ListStates>
      <ClaimOutcomeLine outcome={claim.outcome} />
    </section>
  );
}

function Newbie({ promotion: p, busy, sending, onClaim }: { promotion: RegisterPromotion; busy: boolean; sending: boolean; onClaim(): void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const done = new Set(p.accomplishedFields);
  const missing = p.requiredFields.filter((f) => !done.has(f));
  return (
    <article className={rc.card} aria-label={p.title} data-testid="newbie-reward">
      <h3>{p.title}</h3>
      <p className={rc.rewardMeta}>
        <span className={rc.amount}>{money(p.bonus)}</span>
        <span>
          {p.turnover > 0 ? t('rewards.claimable.turnover', { n: p.turnover, amount: money(p.bonus * p.turnover) }) : t('rewards.claimable.noTurnover')}
        </span>
      </p>
      <ul className={rc.fields} aria-label={t('rewards.newbie.required')}>
        {p.requiredFields.map((f) => (
          <li key={f} data-done={done.has(f)}>
            <span aria-hidden="true">{done.has(f) ? '✓' : '○'}</span> {t(`rewards.field.${f}`)}
            <span className="sr-only"> ({t(done.has(f) ? 'rewards.newbie.done' : 'rewards.newbie.todo')})</span>
          </li>
        ))}
      </ul>
      <div className={css.actions}>
        {p.hasClaimed ? (
          <span className={rc.tag}>{t('rewards.signIn.claimed')}</span>
        ) : p.claimable ? (
          <button type="button" className="btn btn-primary" disabled={busy} aria-busy={sending} onClick={onClaim}>
            {sending && <span className="spinner-small" aria-hidden="true" />}
            {t('rewards.newbie.claim', { amount: money(p.bonus) })}
          </button>
        ) : (
          <>
            {missing.some((f) => f !== 'bankAccount') && (
              <Link href={paths.memberPage('securityCenter')} className="btn">
                {t('rewards.newbie.complete')}
              </Link>
            )}
            {missing.includes('bankAccount') && (
              <Link href={paths.memberPage('withdraw')} className="btn">
                {t('rewards.newbie.bindBank')}
              </Link>
            )}
          </>
        )}
      </div>
    </article>
  );
}
