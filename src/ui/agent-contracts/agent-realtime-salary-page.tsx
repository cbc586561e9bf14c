// The agent centre's agentRealtimeSalary page (issue 14): the real-time contract's tiers (loss and win rates), the
// current 5-minute slot so far, and the settled lines: who played which draw, stake, win or loss, rate, amount.
import { useTranslation } from 'react-i18next';
import { realtimeWageQuery } from '../../api/agent-contracts/agent-wages.ts';
import { RecordTable } from '../kit/record-table.tsx';
import { useMoney } from '../kit/use-money.ts';
import { AgentRangePicker } from '../kit/agent-range-picker.tsx';
import { ContractTiers } from './contract-tiers.tsx';
import { useAgentRecord } from '../kit/use-agent-record.ts';
import css from '../kit/centre.module.css';

export default function AgentRealtimeSalaryPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const record = useAgentRecord(null, (api, token, request) => realtimeWageQuery(api, token, request));
  const pending = record.list.data?.pending;
  return (
    <>
      <ContractTiers kind="realtime" />
      {pending && (
        <section className={css.section} aria-label={t('agentWages.pending')}>
          <h3>{t('agentWages.pending')}</h3>
          <p>
            {t('agentWages.pendingRealtime', {
              period: pending.period.slice(1).replace('T', ' '),
              lines: pending.lines,
              stake: money(pending.stake),
              amount: money(pending.amount),
            })}
          </p>
        </section>
      )}
      <RecordTable
        title={t('agentCentre.pages.agentRealtimeSalary')}
        record={record}
        picker={<AgentRangePicker range={record.range} today={record.today} onChange={record.setRange} />}
        empty="agentWages.empty"
        columns={[
          { label: t('agentWages.period') },
          { label: t('agentWages.contributor') },
          { label: t('agentWages.lottery') },
          { label: t('agentWages.draw'), numeric: true },
          { label: t('agentWages.stake'), numeric: true },
          { label: t('agentWages.result') },
          { label: t('agentWages.rate'), numeric: true },
          { label: t('agentWages.amount'), numeric: true },
        ]}
        items={(data) => data.content}
        row={(l) => (
          <tr key={`${l.period}:${l.lottery}:${l.drawNo}:${l.contributor}`}>
            <td>{l.period.slice(1).replace('T', ' ')}</td>
            <td>{l.contributor}</td>
            <td>{l.lottery}</td>
            <td className={css.num}>{l.drawNo}</td>
            <td className={css.num}>{money(l.stake)}</td>
            <td>{l.lost ? t('agentWages.lost') : t('agentWages.won', { win: money(l.win) })}</td>
            <td className={css.num}>{l.rate}%</td>
            <td className={css.num}>{money(l.amount)}</td>
          </tr>
        )}
        totals={(data) => [
          { label: t('agentWages.stake'), value: money(data.footer.stake) },
          { label: t('agentWages.win'), value: money(data.footer.win) },
          { label: t('agentWages.amount'), value: money(data.footer.amount) },
        ]}
      />
    </>
  );
}
