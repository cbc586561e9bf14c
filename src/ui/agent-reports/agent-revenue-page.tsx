// agentRevenueReport (my income, issue 14): the agent's own income by day (the day each was earned) and its totals
// by source over the range: agent rebate, daily, hourly and real-time wages, dividends.
import { useTranslation } from 'react-i18next';
import { agentRevenueQuery } from '../../api/agent-reports/agent-reports.ts';
import { RecordTable } from '../kit/record-table.tsx';
import { useMoney } from '../kit/use-money.ts';
import { AgentRangePicker } from '../kit/agent-range-picker.tsx';
import { useAgentRecord } from '../kit/use-agent-record.ts';
import css from '../kit/centre.module.css';
import own from './agent-reports.module.css';

const SOURCES = ['agentRebate', 'dailyWage', 'hourlyWage', 'realtimeWage', 'dividend', 'total'] as const;

export default function AgentRevenuePage() {
  const { t } = useTranslation();
  const money = useMoney();
  const record = useAgentRecord(null, (api, token, q) => agentRevenueQuery(api, token, q));
  return (
    <RecordTable
      title={t('agentCentre.pages.agentRevenueReport')}
      record={record}
      picker={<AgentRangePicker range={record.range} today={record.today} onChange={record.setRange} />}
      filter={<p className={own.note}>{t('agentReports.revenue.note')}</p>}
      empty="agentReports.empty.revenue"
      columns={[{ label: t('agentReports.col.date') }, ...SOURCES.map((s) => ({ label: t(`agentReports.source.${s}`), numeric: true }))]}
      items={(data) => data.content}
      row={(d) => (
        <tr key={d.date}>
          <td>{d.date}</td>
          {SOURCES.map((s) => (
            <td key={s} className={css.num}>
              {money(d[s])}
            </td>
          ))}
        </tr>
      )}
      totals={(data) => SOURCES.map((s) => ({ label: t(`agentReports.source.${s}`), value: money(data.footer[s]) }))}
    />
  );
}
