// The agent centre's agentHourSalary page (issue 14): the hourly contract's tiers, estimate and settled records.
import { useTranslation } from 'react-i18next';
import { TeamWageRecords } from './team-wage-records.tsx';

export default function AgentHourSalaryPage() {
  const { t } = useTranslation();
  return <TeamWageRecords call="hourlyWageRecords" kind="hourly" title={t('agentCentre.pages.agentHourSalary')} />;
}
