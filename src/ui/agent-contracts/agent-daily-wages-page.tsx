// The agent centre's agentDailyWages2 page (issue 14): the daily contract's tiers, estimate and settled records.
import { useTranslation } from 'react-i18next';
import { TeamWageRecords } from './team-wage-records.tsx';

export default function AgentDailyWagesPage() {
  const { t } = useTranslation();
  return <TeamWageRecords call="dailyWageRecords" kind="daily" title={t('agentCentre.pages.agentDailyWages2')} />;
}
