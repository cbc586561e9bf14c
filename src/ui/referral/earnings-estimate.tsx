// Invite friends' earnings estimate (issue 39 item 6): "invite N friends who each deposit X and bet Y: you would
// earn ...", from the running programme's terms by the shared rule (contract/rules/referral-estimate.ts), counting
// only the tiers above the member's qualified friends. Bad input is named under its field, never estimated.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { referralDetailsQuery, referralPromotionQuery } from '../../api/referral/referral.ts';
import { estimateReferralIncome, termsFromPromotion } from '../../../contract/rules/referral-estimate.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { useApi } from '../app/app-providers.tsx';
import { useSession } from '../app/actors.ts';
import { useMoney } from '../kit/use-money.ts';
import { intlLocale } from '../../i18n/i18n.ts';
import css from '../kit/centre.module.css';

const MAX_FRIENDS = 1_000;

/** A whole number of friends from 1 to MAX_FRIENDS, or null. */
const friendsOf = (text: string) => (/^\d{1,4}$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= MAX_FRIENDS ? Number(text) : null);
/** An amount of 0 or more with at most two decimals, in centavos, or null. */
const centavosOf = (text: string) => (/^\d{1,9}(\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text) * 100) : null);

export function EarningsEstimate() {
  const { t } = useTranslation();
  const api = useApi();
  const money = useMoney();
  const token = useSession(selectToken) ?? '';
  const terms = useQuery(referralPromotionQuery(api));
  const details = useQuery(referralDetailsQuery(api, token));
  const [friends, setFriends] = useState('5');
  const [deposit, setDeposit] = useState('');
  const [bets, setBets] = useState('');
  const ids = useId();
  if (!terms.data || !details.data) return null;
  const p = terms.data;
  const depositText = deposit === '' ? String(p.minFirstDeposit) : deposit;
  const betsText = bets === '' ? String(p.minValidBet) : bets;
  const n = friendsOf(friends);
  const x = centavosOf(depositText);
  const y = centavosOf(betsText);
  const e =
    n !== null && x !== null && y !== null
      ? estimateReferralIncome(termsFromPromotion(p), { invitees: n, deposit: x, validBet: y, alreadyQualified: details.data.qualified })
      : null;
  const field = (key: 'friends' | 'deposit' | 'bets', value: string, set: (v: string) => void, bad: boolean, error: string) => (
    <div className={css.field}>
      <label htmlFor={`${ids}-${key}`}>{t(`referral.estimate.${key}`)}</label>
      <input
        id={`${ids}-${key}`}
        inputMode={key === 'friends' ? 'numeric' : 'decimal'}
        value={value}
        onChange={(ev) => set(ev.currentTarget.value)}
        aria-invalid={bad}
        aria-describedby={bad ? `${ids}-${key}-error` : undefined}
      />
      {bad && (
        <span id={`${ids}-${key}-error`} className={css.error}>
          {error}
        </span>
      )}
    </div>
  );
  return (
    <section className={css.section} aria-labelledby="referral-estimate-title">
      <h2 id="referral-estimate-title">{t('referral.estimate.title')}</h2>
      <div className={css.fieldGrid}>
        {field('friends', friends, setFriends, n === null, t('referral.estimate.badFriends', { max: MAX_FRIENDS.toLocaleString(intlLocale()) }))}
        {field('deposit', depositText, setDeposit, x === null, t('referral.estimate.badAmount'))}
        {field('bets', betsText, setBets, y === null, t('referral.estimate.badAmount'))}
      </div>
      <div role="status" data-testid="referral-estimate">
        {e && !e.qualifies && <p>{t('referral.estimate.notQualified', { deposit: money(p.minFirstDeposit), bets: money(p.minValidBet) })}</p>}
        {e?.qualifies && (
          <>
            <p>
              <strong>{t('referral.estimate.result', { money: money(e.totalMoney / 100), points: t('referral.points', { n: e.points / 100 }) })}</strong>
            </p>
            <dl className={css.facts}>
              <dt>{t('referral.streams.achievement')}</dt>
              <dd>{money(e.qualifiedBonus / 100)}</dd>
              <dt>{t('referral.streams.depositRebate')}</dt>
              <dd>{money(e.depositRebate / 100)}</dd>
              <dt>{t('referral.streams.betRebate')}</dt>
              <dd>{money(e.betRebate / 100)}</dd>
              <dt>{t('referral.tiers.title')}</dt>
              <dd>{money(e.tierBonus / 100)}</dd>
            </dl>
          </>
        )}
      </div>
    </section>
  );
}
