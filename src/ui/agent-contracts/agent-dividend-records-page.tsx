// The agent centre's agentDividendRecordCopy2 page (issue 14): the dividend contract's tiers, estimate and settled records.
import { useTranslation } from 'react-i18next';
import { TeamWageRecords } from './team-wage-records.tsx';

export default function AgentDividendRecordsPage() {
  const { t } = useTranslation();
  return <TeamWageRecords call="dividendRecords" kind="dividend" title={t('agentCentre.pages.agentDividendRecordCopy2')} />;
}
