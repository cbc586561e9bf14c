// referral (docs/product.md §2 invite friends, issue 15): the member's link with a copy button and QR code, the
// programme's terms, the achievement tiers and an earnings estimate (issue 39), the income overview, the invitees with their statuses and the income records.
import { AchievementTiers } from './achievement-tiers.tsx';
import { EarningsEstimate } from './earnings-estimate.tsx';
import { IncomeOverviewTable } from './income-overview.tsx';
import { IncomeRecords } from './income-records.tsx';
import { InviteLinkCard } from './invite-link-card.tsx';
import { InviteeList } from './invitee-list.tsx';

export default function ReferralPage() {
  return (
    <>
      <InviteLinkCard />
      <AchievementTiers />
      <EarningsEstimate />
      <IncomeOverviewTable />
      <InviteeList />
      <IncomeRecords />
    </>
  );
}
