// Invite friends' achievement tiers (issue 39 item 6): each tier's count and bonus, whether it is paid (or reached
// and paid at the next day close), and the member's progress to the next one. The counts come from the details
// call (qualified, tiersPaid), the tiers from the programme's terms.
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { referralDetailsQuery, referralPromotionQuery } from '../../api/referral/referral.ts';
import { nextTier } from '../../../contract/rules/referral-estimate.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { useApi } from '../app/app-providers.tsx';
import { useSession } from '../app/actors.ts';
import { useMoney } from '../kit/use-money.ts';
import css from '../kit/centre.module.css';

export function AchievementTiers() {
  const { t } = useTranslation();
  const api = useApi();
  const money = useMoney();
  const token = useSession(selectToken) ?? '';
  const terms = useQuery(referralPromotionQuery(api));
  const details = useQuery(referralDetailsQuery(api, token));
  // Nothing to show without tiers, or for a member who cannot invite (the link card says why).
  if (!terms.data || terms.data.tiers.length === 0 || !details.data) return null;
  const { tiers } = terms.data;
  const { qualified, tiersPaid } = details.data;
  const next = nextTier(tiers, qualified);
  const state = (invitees: number) =>
    tiersPaid.includes(invitees)
      ? t('referral.tiers.paid')
      : qualified >= invitees
        ? t('referral.tiers.reached')
        : t('referral.tiers.toGo', { n: invitees - qualified });
  return (
    <section className={css.section} aria-labelledby="referral-tiers-title">
      <h2 id="referral-tiers-title">{t('referral.tiers.title')}</h2>
      {next ? (
        <p>
          <label>
            {t('referral.tiers.next', { current: qualified, target: next.invitees })}
            <br />
            <progress max={next.invitees} value={qualified} data-testid="tier-progress" />
          </label>
        </p>
      ) : (
        <p>{t('referral.tiers.allDone')}</p>
      )}
      <table className={css.table} data-testid="referral-tiers">
        <thead>
          <tr>
            <th scope="col">{t('referral.tiers.count')}</th>
            <th scope="col" className={css.num}>
              {t('referral.records.amount')}
            </th>
            <th scope="col">{t('referral.invitees.status')}</th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier) => (
            <tr key={tier.invitees} data-testid="tier-row">
              <th scope="row">{tier.invitees}</th>
              <td className={css.num}>{money(tier.bonus)}</td>
              <td>{state(tier.invitees)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
