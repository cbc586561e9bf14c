// The records of a team rule (daily wage, hourly wage, dividend; issue 14): the contract's tiers, the current
// period's estimate, and the settled periods of the range with their basis, active members, rate, gross, the
// downline's share, the amount paid and when, paged with the range's totals.
import { useTranslation } from 'react-i18next';
import { teamWageQuery, type TeamWageCall } from '../../api/agent-contracts/agent-wages.ts';
import type { ContractKind } from '../../../contract/rules/agent-contracts.ts';
import { RecordTable } from '../kit/record-table.tsx';
import { useMoney, useSignedMoney } from '../kit/use-money.ts';
import { useMemberTime } from '../kit/use-platform-time.ts';
import { AgentRangePicker } from '../kit/agent-range-picker.tsx';
import { ContractTiers } from './contract-tiers.tsx';
import { useAgentRecord } from '../kit/use-agent-record.ts';
import css from '../kit/centre.module.css';

/** A period's key as the page shows it: the hourly wage's `h2026-11-22T13:00` as `2026-11-22 13:00`. */
const periodLabel = (key: string) => (/^[ht]\d{4}-\d\d-\d\dT/.test(key) ? key.slice(1).replace('T', ' ') : key);

export function TeamWageRecords({ call, kind, title }: { call: TeamWageCall; kind: ContractKind; title: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const signed = useSignedMoney();
  const memberTime = useMemberTime();
  const record = useAgentRecord(null, (api, token, request) => teamWageQuery(api, token, call, request));
  const dividend = kind === 'dividend';
  const pending = record.list.data?.pending;
  const minBet = record.list.data?.activeMinValidBet;
  return (
    <>
      <ContractTiers kind={kind} />
      {pending && (
        <section className={css.section} aria-label={t('agentWages.pending')}>
          <h3>{t('agentWages.pending')}</h3>
          <p>
            {t('agentWages.pendingLine', {
              period: periodLabel(pending.period),
              basis: dividend ? signed(pending.basis) : money(pending.basis),
              active: pending.activeMembers,
              rate: pending.rate,
              amount: money(pending.amount),
            })}
          </p>
        </section>
      )}
      <RecordTable
        title={title}
        record={record}
        picker={<AgentRangePicker range={record.range} today={record.today} onChange={record.setRange} />}
        empty="agentWages.empty"
        columns={[
          { label: t('agentWages.period') },
          { label: t(dividend ? 'agentWages.netLoss' : 'agentWages.validBet'), numeric: true },
          { label: t('agentWages.activeMembers'), numeric: true },
          { label: t('agentWages.rate'), numeric: true },
          { label: t('agentWages.gross'), numeric: true },
          { label: t('agentWages.downline'), numeric: true },
          { label: t('agentWages.amount'), numeric: true },
          ...(dividend ? [{ label: t('agentWages.carry'), numeric: true }] : []),
          { label: t('agentWages.paidAt') },
        ]}
        items={(data) => data.content}
        row={(r) => (
          <tr key={r.period}>
            <td>{periodLabel(r.period)}</td>
            <td className={css.num}>{dividend ? signed(r.basis) : money(r.basis)}</td>
            <td className={css.num}>{r.activeMembers}</td>
            <td className={css.num}>{r.rate}%</td>
            <td className={css.num}>{money(r.gross)}</td>
            <td className={css.num}>{money(r.downline)}</td>
            <td className={css.num}>{money(r.amount)}</td>
            {dividend && <td className={css.num}>{money(r.carry)}</td>}
            <td>{r.paidAt ? memberTime(r.paidAt) : t('agentWages.nothingPaid')}</td>
          </tr>
        )}
        totals={(data) => [
          { label: t(dividend ? 'agentWages.netLoss' : 'agentWages.validBet'), value: dividend ? signed(data.footer.basis) : money(data.footer.basis) },
          { label: t('agentWages.gross'), value: money(data.footer.gross) },
          { label: t('agentWages.downline'), value: money(data.footer.downline) },
          { label: t('agentWages.amount'), value: money(data.footer.amount) },
        ]}
      />
      {minBet !== undefined && <p className={css.muted}>{t('agentWages.activeDefinition', { amount: money(minBet) })}</p>}
    </>
  );
}
