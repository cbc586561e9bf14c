// bonusDetails (docs/product.md §2): the account record's bonus movements, in a day range, with totals and paging.
import { useTranslation } from 'react-i18next';
import { bonusDetailsQuery } from '../../api/records.ts';
import { useMovementTable } from './movement-table.tsx';
import { RecordTable } from './record-table.tsx';
import { useRecordPage } from './use-record-page.ts';

export default function BonusDetailsPage() {
  const { t } = useTranslation();
  const record = useRecordPage(null, (api, token, q) => bonusDetailsQuery(api, token, q));
  return <RecordTable title={t('memberCentre.pages.bonusDetails')} record={record} empty="records.empty" {...useMovementTable()} />;
}
