// bonusDetails (spec §2): the account record's bonus movements.
import { AccountRecord } from './account-record-page.tsx';

export default function BonusDetailsPage() {
  return <AccountRecord bonus />;
}
