// agentDownlineTransactionDetailsCopy (account details, issue 14): the wallet movements of the agent's team, by
// account and type, at most 90 days, with money in, out and net of the whole range.
import { useTranslation } from 'react-i18next';
import { teamTransactionsQuery } from '../../api/agent-reports/agent-reports.ts';
import type { AccountKind } from '../../../contract/records/records.ts';
import { useMemberTime } from '../kit/use-platform-time.ts';
import { kindKey } from '../records/kind-key.ts';
import { RecordTable } from '../kit/record-table.tsx';
import { useMoney, useSignedMoney } from '../kit/use-money.ts';
import { AccountFilter } from './account-filter.tsx';
import { AgentRangePicker } from '../kit/agent-range-picker.tsx';
import { useAgentRecord } from '../kit/use-agent-record.ts';
import css from '../kit/centre.module.css';
import own from './agent-reports.module.css';

/** The type filter's choices: the account record's, plus every agent income (the contract's list stays on the server). */
const KINDS: readonly (AccountKind | 'agent')[] = [
  'deposit',
  'withdrawal',
  'withdrawal.return',
  'withdrawal.refund',
  'game.bet',
  'game.win',
  'game.rollback',
  'transfer.out',
  'transfer.in',
  'transfer.upline',
  'bonus',
  'agent',
  'opening',
];

/** An agent income (agent.wage.daily → agentReports.kind.agent_wage_daily); anything else as the account record names it. */
export const teamKindKey = (kind: string) => (kind === 'agent' || kind.startsWith('agent.') ? `agentReports.kind.${kind.replace(/\./g, '_')}` : kindKey(kind));

export default function TeamTransactionsPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const signed = useSignedMoney();
  const memberTime = useMemberTime();
  const record = useAgentRecord({ account: '', kind: '' }, teamTransactionsQuery);
  const { filter, setFilter } = record;
  return (
    <RecordTable
      title={t('agentCentre.pages.agentDownlineTransactionDetailsCopy')}
      record={record}
      picker={<AgentRangePicker range={record.range} today={record.today} onChange={record.setRange} />}
      filter={
        <>
          <p className={own.note}>{t('agentReports.transactions.note')}</p>
          <AccountFilter value={filter.account} onChange={(a) => setFilter({ ...filter, account: a })} />
          <div className={css.filters}>
            <label>
              {t('records.type')}
              <select value={filter.kind} onChange={(e) => setFilter({ ...filter, kind: e.target.value })}>
                <option value="">{t('deposit.allStatuses')}</option>
                {KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(teamKindKey(k))}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </>
      }
      empty="agentReports.empty.transactions"
      columns={[
        { label: t('deposit.col.time') },
        { label: t('agentReports.col.account') },
        { label: t('records.type') },
        { label: t('deposit.col.amount'), numeric: true },
        { label: t('records.balanceAfter'), numeric: true },
        { label: t('records.memo') },
      ]}
      items={(data) => data.content}
      row={(m) => (
        <tr key={m.id}>
          <td>{memberTime(m.createdAt)}</td>
          <td>{m.account}</td>
          <td>{t(teamKindKey(m.kind), { defaultValue: m.kind })}</td>
          <td className={css.num}>{signed(m.amount)}</td>
          <td className={css.num}>{money(m.balanceAfter)}</td>
          <td>{m.memo}</td>
        </tr>
      )}
      totals={(data) => [
        { label: t('records.totalIn'), value: money(data.footer.totalIn) },
        { label: t('records.totalOut'), value: money(data.footer.totalOut) },
        { label: t('records.net'), value: signed(data.footer.net) },
      ]}
    />
  );
}
