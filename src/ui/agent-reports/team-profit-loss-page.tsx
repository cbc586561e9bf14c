// palStatementsAgentCopy (user profit and loss, issue 14): the agent's own row, one row per direct downline covering
// its whole branch, and the team total (every branch, self excluded) under them; the account filter drills into a
// member of the team. The legend says how P&L is made and which side its sign is (docs/decisions.md).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { teamProfitLossQuery } from '../../api/agent-reports/agent-reports.ts';
import type { CallValue } from '../../../contract/calls.ts';
import { ListStates } from '../kit/list-states.tsx';
import { Pager } from '../kit/pager.tsx';
import { useMoney, useSignedMoney } from '../kit/use-money.ts';
import { AccountFilter } from './account-filter.tsx';
import { AgentRangePicker } from '../kit/agent-range-picker.tsx';
import { useAgentRecord } from '../kit/use-agent-record.ts';
import css from '../kit/centre.module.css';
import own from './agent-reports.module.css';

type Page = CallValue<'teamProfitLoss'>;
type Figures = Page['footer']['team'];

const MONEY = ['deposit', 'withdrawal', 'bet', 'win', 'rebate', 'wages', 'dividends', 'agentRebate', 'promotions', 'fees'] as const;

export default function TeamProfitLossPage() {
  const { t } = useTranslation();
  const id = useId();
  const money = useMoney();
  const signed = useSignedMoney();
  const record = useAgentRecord({ account: '' }, teamProfitLossQuery);
  const { list, range, filter } = record;
  const cells = (f: Figures) => (
    <>
      {MONEY.map((k) => (
        <td key={k} className={css.num}>
          {money(f[k])}
        </td>
      ))}
      <td className={`${css.num} ${f.profitLoss > 0 ? own.gain : f.profitLoss < 0 ? own.loss : ''}`}>{signed(f.profitLoss)}</td>
    </>
  );
  return (
    <section className={css.section} aria-labelledby={id} aria-busy={list.isFetching}>
      <h2 id={id}>{t('agentCentre.pages.palStatementsAgentCopy')}</h2>
      <AgentRangePicker range={range} today={record.today} onChange={record.setRange} />
      <AccountFilter value={filter.account} onChange={(account) => record.setFilter({ account })} />
      <ListStates<Page> query={list} isEmpty={() => false} empty="">
        {(data) => (
          <>
            {filter.account && <p className={own.drill}>{t('agentReports.profitLoss.drill', { account: data.footer.self.account })}</p>}
            <div className={own.scroll}>
              <table className={css.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('agentReports.col.account')}</th>
                    {MONEY.map((k) => (
                      <th key={k} scope="col" className={css.num}>
                        {t(`agentReports.col.${k}`)}
                      </th>
                    ))}
                    <th scope="col" className={css.num}>
                      {t('agentReports.col.profitLoss')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  <tr className={own.selfRow} data-row="self">
                    <th scope="row">{t('agentReports.profitLoss.self', { account: data.footer.self.account })}</th>
                    {cells(data.footer.self)}
                  </tr>
                  {data.content.map((r) => (
                    <tr key={r.account} data-row="branch">
                      <th scope="row">
                        {r.account} {r.isAgent && <small>{t('agentReports.profitLoss.branch', { count: r.members })}</small>}
                      </th>
                      {cells(r)}
                    </tr>
                  ))}
                  {data.content.length === 0 && (
                    <tr>
                      <td colSpan={MONEY.length + 2} className={css.empty}>
                        {t('agentReports.empty.profitLoss', { start: range.startDate, end: range.endDate })}
                      </td>
                    </tr>
                  )}
                </tbody>
                <tfoot>
                  <tr className={own.teamRow} data-row="team">
                    <th scope="row">{t('agentReports.profitLoss.team')}</th>
                    {cells(data.footer.team)}
                  </tr>
                </tfoot>
              </table>
            </div>
            <p className={css.totals}>{t('wallet.count', { count: data.total })}</p>
            <Pager page={data.pageNum} pages={data.totalPages} busy={list.isFetching} onPage={record.setPageNum} />
            <aside className={own.legend} aria-label={t('agentReports.legend.title')}>
              <p>
                <strong>{t('agentReports.legend.title')}</strong>
              </p>
              <p>{t('agentReports.legend.formula')}</p>
              <p>
                <span className={own.gain}>{t('agentReports.legend.gain')}</span> · <span className={own.loss}>{t('agentReports.legend.loss')}</span>
              </p>
              <p>{t('agentReports.legend.fees')}</p>
              <p>{t('agentReports.legend.team')}</p>
            </aside>
          </>
        )}
      </ListStates>
    </section>
  );
}
