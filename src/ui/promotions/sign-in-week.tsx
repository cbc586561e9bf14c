// Daily sign-in (docs/product.md §2 rewardCenter, issue 13): each running sign-in promotion's week, Sunday to
// Saturday in the members' time zone, today's cell highlighted; only today's can be claimed, once, and only when
// today's valid bets reach what it asks (the server says which cell is claimable).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { claimSignIn, loginPromotionsQuery } from '../../api/rewards/rewards.ts';
import type { LoginPromotion, SignInCell } from '../../../contract/rewards/rewards.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { useApi } from '../app/app-providers.tsx';
import { useSession } from '../app/actors.ts';
import { ClaimOutcomeLine } from '../rewards/claim-outcome.tsx';
import { ListStates } from '../kit/list-states.tsx';
import { useMoney } from '../kit/use-money.ts';
import { useRewardClaim } from '../rewards/use-reward-claim.ts';
import css from '../kit/centre.module.css';
import rc from '../rewards/reward-center.module.css';
import { intlLocale } from '../../i18n/i18n.ts';

export function SignInWeek() {
  const { t } = useTranslation();
  const api = useApi();
  const token = useSession(selectToken) ?? '';
  const id = useId();
  const list = useQuery(loginPromotionsQuery(api, token));
  const claim = useRewardClaim((promotionId: number) => claimSignIn(api, promotionId));
  return (
    <section className={css.section} aria-labelledby={id} aria-busy={list.isFetching}>
      <h2 id={id}>{t('rewards.signIn.title')}</h2>
      <ListStates query={list} isEmpty={(d) => d.list.length === 0} empty={t('rewards.signIn.empty')}>
        {(data) => data.list.map((p) => <Week key={p.promotionId} promotion={p} busy={claim.pending} onClaim={() => claim.claim(p.promotionId)} />)}
      </ListStates>
      <ClaimOutcomeLine outcome={claim.outcome} />
    </section>
  );
}

function Week({ promotion: p, busy, onClaim }: { promotion: LoginPromotion; busy: boolean; onClaim(): void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const today = p.cells.find((c) => c.isToday);
  const weekday = new Intl.DateTimeFormat(intlLocale(), { weekday: 'short', timeZone: 'UTC' });
  const short = new Intl.DateTimeFormat(intlLocale(), { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const date = (day: string) => new Date(`${day}T00:00:00Z`);
  return (
    <div className={rc.card}>
      <h3>{p.title}</h3>
      <p className={css.muted}>
        {t('rewards.signIn.week', { start: short.format(date(p.weekStart)), end: short.format(date(p.weekEnd)) })} ·{' '}
        {t('rewards.signIn.todayBet', { amount: money(p.todayValidBet) })}
      </p>
      <ol className={rc.week} aria-label={t('rewards.signIn.cells')}>
        {p.cells.map((c) => (
          <li
            key={c.dayNo}
            className={rc.cell}
            data-today={c.isToday}
            data-claimed={c.hasClaimed}
            data-past={!c.isToday && (!today || c.day < today.day)}
            aria-current={c.isToday ? 'date' : undefined}
          >
            <span className={rc.cellDay}>{c.isToday ? t('rewards.signIn.today') : weekday.format(date(c.day))}</span>
            <span className={rc.amount}>{money(c.amount)}</span>
            {c.validBetRequired > 0 && <span className={rc.cellNeed}>{t('rewards.signIn.betRequired', { amount: money(c.validBetRequired) })}</span>}
            <span className={rc.cellNeed}>{t(cellState(c, today))}</span>
          </li>
        ))}
      </ol>
      {today && !today.hasClaimed && (
        <div className={css.actions}>
          <button type="button" className="btn btn-primary" disabled={busy || !today.claimable} aria-busy={busy} onClick={onClaim}>
            {busy && <span className="spinner-small" aria-hidden="true" />}
            {t('rewards.signIn.claim', { amount: money(today.amount) })}
          </button>
          {!today.claimable && today.validBetRequired > p.todayValidBet && (
            <span className={css.muted}>{t('rewards.signIn.betMore', { amount: money(today.validBetRequired - p.todayValidBet) })}</span>
          )}
        </div>
      )}
    </div>
  );
}

function cellState(c: SignInCell, today: SignInCell | undefined): string {
  if (c.hasClaimed) return 'rewards.signIn.claimed';
  if (c.isToday) return c.claimable ? 'rewards.signIn.claimable' : 'rewards.signIn.notYet';
  return today && c.day < today.day ? 'rewards.signIn.missed' : 'rewards.signIn.upcoming';
}
