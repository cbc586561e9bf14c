// personalHistoryCopy (team betting, issue 14): the rounds of the agent's team by bet time, filtered by account and
// game type, with the totals of the whole range. `?account=` in the address (downline management links here)
// fills the account filter.
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { teamBettingQuery } from '../../api/agent-reports/agent-reports.ts';
import { useMemberTime } from '../kit/use-platform-time.ts';
import { GameTypeFilter } from '../kit/game-type-filter.tsx';
import { RecordTable } from '../kit/record-table.tsx';
import { useMoney, useSignedMoney } from '../kit/use-money.ts';
import { AccountFilter } from './account-filter.tsx';
import { AgentRangePicker } from '../kit/agent-range-picker.tsx';
import { useAgentRecord } from '../kit/use-agent-record.ts';
import css from '../kit/centre.module.css';

export default function TeamBettingPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const signed = useSignedMoney();
  const memberTime = useMemberTime();
  const account = new URLSearchParams(useSearch()).get('account') ?? '';
  const record = useAgentRecord({ account, gameType: '' }, teamBettingQuery);
  const { filter, setFilter } = record;
  return (
    <RecordTable
      title={t('agentCentre.pages.personalHistoryCopy')}
      record={record}
      picker={<AgentRangePicker range={record.range} today={record.today} onChange={record.setRange} />}
      filter={
        <>
          <AccountFilter value={filter.account} onChange={(a) => setFilter({ ...filter, account: a })} />
          <GameTypeFilter value={filter.gameType} onChange={(g) => setFilter({ ...filter, gameType: g })} />
        </>
      }
      empty="agentReports.empty.bets"
      columns={[
        { label: t('agentReports.col.account') },
        { label: t('agentReports.col.superior') },
        { label: t('agentReports.col.round') },
        { label: t('records.game') },
        { label: t('records.gameType') },
        { label: t('records.bet'), numeric: true },
        { label: t('agentReports.col.validBet'), numeric: true },
        { label: t('records.win'), numeric: true },
        { label: t('agentReports.col.profitLoss'), numeric: true },
        { label: t('deposit.col.status') },
        { label: t('agentReports.col.betTime') },
      ]}
      items={(data) => data.content}
      row={(r) => (
        <tr key={r.round}>
          <td>{r.account}</td>
          <td>{r.superior}</td>
          <td>{r.round}</td>
          <td>{r.gameName}</td>
          <td>{t(`nav.types.${r.gameType}`, { defaultValue: r.gameType })}</td>
          <td className={css.num}>{money(r.bet)}</td>
          <td className={css.num}>{money(r.validBet)}</td>
          <td className={css.num}>{money(r.win)}</td>
          <td className={css.num}>{signed(r.profitLoss)}</td>
          <td>{t(`records.round.${r.status}`)}</td>
          <td>{memberTime(r.betAt)}</td>
        </tr>
      )}
      totals={(data) => [
        { label: t('records.totalBet'), value: money(data.footer.bet) },
        { label: t('agentReports.total.validBet'), value: money(data.footer.validBet) },
        { label: t('records.totalWin'), value: money(data.footer.win) },
        { label: t('agentReports.col.profitLoss'), value: signed(data.footer.profitLoss) },
      ]}
    />
  );
}
