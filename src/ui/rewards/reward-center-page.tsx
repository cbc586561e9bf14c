// rewardCenter (docs/product.md §2, issue 13): what the member can claim now, daily sign-in, newbie rewards, loss
// cashback and the history, one section each. The count at the top is the member info's, the same the header
// and the menu's badge show; every claim refreshes it with the lists and the balance.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { selectMember } from '../../machines/session/session.selectors.ts';
import { useSession, useSessionRef } from '../app/actors.ts';
import { CashbackTiers } from '../promotions/cashback-tiers.tsx';
import { ClaimHistory } from './claim-history.tsx';
import { ClaimableRewards } from './claimable-rewards.tsx';
import { NewbieRewards } from '../promotions/newbie-rewards.tsx';
import { SignInWeek } from '../promotions/sign-in-week.tsx';
import { RaffleSection } from '../raffle/raffle-section.tsx';
import { TicketsSection } from '../raffle/tickets-section.tsx';
import css from '../kit/centre.module.css';
import rc from './reward-center.module.css';

export default function RewardCenterPage() {
  const { t } = useTranslation();
  const session = useSessionRef();
  const count = useSession((s) => selectMember(s)?.availablePromoCount ?? 0);
  // The count may have changed since the member info was read (a day closed, a reward was issued): read it again
  // with the lists, so the header agrees with what this page shows.
  useEffect(() => {
    session.send({ type: 'session.reload' });
  }, [session]);
  return (
    <>
      <section className={css.section} aria-labelledby="reward-centre-title">
        <h2 id="reward-centre-title">{t('memberCentre.pages.rewardCenter')}</h2>
        <p className={rc.summary} aria-live="polite" data-testid="reward-count">
          {t('rewards.toClaim', { n: count })}
        </p>
      </section>
      <ClaimableRewards />
      <RaffleSection />
      <TicketsSection />
      <SignInWeek />
      <NewbieRewards />
      <CashbackTiers />
      <ClaimHistory />
    </>
  );
}
