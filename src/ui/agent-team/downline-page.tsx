// downlineManagmentView (docs/product.md §2.11, issue 14): the agent's direct agents and direct players, searched by
// account, with each row's actions: details, remark, game records (the team betting page narrowed to it), message,
// block or unblock sign-in, transfer.
import { useId, useState, type FormEvent } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { DownlineRow } from '../../../contract/agent-team/agent-team.ts';
import { SUBORDINATE_TYPES } from '../../../contract/rules/agent-team.ts';
import { downlinesQuery, setDownlineLogin, TEAM_KEYS } from '../../api/agent-team/agent-team.ts';
import { paths } from '../../domain/paths.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { useApi } from '../app/app-providers.tsx';
import { useSession } from '../app/actors.ts';
import { ListStates } from '../kit/list-states.tsx';
import { Pager } from '../kit/pager.tsx';
import { useMoney } from '../kit/use-money.ts';
import { useMemberTime } from '../kit/use-platform-time.ts';
import { DetailDialog, MessageDialog, RemarkDialog } from './downline-dialogs.tsx';
import { DownlineTransferDialog } from './downline-transfer-dialog.tsx';
import css from '../kit/centre.module.css';
import own from './agent-team.module.css';
import { onTabListKeyDown } from '../kit/tab-keys.ts';

type Tab = (typeof SUBORDINATE_TYPES)[number];
type Open = { kind: 'detail' | 'remark' | 'message' | 'transfer'; row: DownlineRow } | null;

export default function DownlinePage() {
  const { t } = useTranslation();
  const api = useApi();
  const token = useSession(selectToken) ?? '';
  const id = useId();
  const [tab, setTab] = useState<Tab>('agent');
  const [typed, setTyped] = useState('');
  const [account, setAccount] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const [open, setOpen] = useState<Open>(null);
  const list = useQuery({
    ...downlinesQuery(api, token, { subordinateType: tab, pageNum, ...(account ? { account } : {}) }),
    placeholderData: keepPreviousData,
  });
  const search = (e: FormEvent) => {
    e.preventDefault();
    // The server takes letters, digits and _ only: anything else cannot be part of an account name.
    setAccount(typed.trim().replace(/[^A-Za-z0-9_]/g, ''));
    setPageNum(1);
  };
  const isAgents = tab === 'agent';
  return (
    <section className={css.section} aria-labelledby={`${id}-title`} aria-busy={list.isFetching}>
      <h2 id={`${id}-title`}>{t('agentCentre.pages.downlineManagmentView')}</h2>
      <div role="tablist" onKeyDown={onTabListKeyDown} className={own.tabs}>
        {SUBORDINATE_TYPES.map((x) => (
          <button key={x} type="button" role="tab" className="btn" aria-selected={tab === x} onClick={() => (setTab(x), setPageNum(1))}>
            {t(`agentTeam.tabs.${x}`)}
          </button>
        ))}
      </div>
      <form onSubmit={search} className={css.filters} role="search">
        <label>
          {t('agentTeam.columns.account')}
          <input value={typed} onChange={(e) => setTyped(e.target.value)} maxLength={32} />
        </label>
        <button type="submit" className="btn btn-primary">
          {t('agentTeam.search')}
        </button>
      </form>
      <ListStates query={list} isEmpty={(d) => d.content.length === 0} empty={t(isAgents ? 'agentTeam.emptyAgents' : 'agentTeam.emptyPlayers')}>
        {(data) => (
          <>
            <div className={own.tableWrap}>
              <table className={css.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('agentTeam.columns.account')}</th>
                    {isAgents && (
                      <th scope="col" className={css.num}>
                        {t('agentTeam.columns.teamSize')}
                      </th>
                    )}
                    <th scope="col" className={css.num}>
                      {t('agentTeam.columns.balance')}
                    </th>
                    {isAgents && (
                      <th scope="col" className={css.num}>
                        {t('agentTeam.columns.teamBalance')}
                      </th>
                    )}
                    <th scope="col">{t('agentTeam.columns.registered')}</th>
                    <th scope="col">{t('agentTeam.columns.lastLogin')}</th>
                    <th scope="col">{t('agentTeam.columns.status')}</th>
                    <th scope="col">{t('agentTeam.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.content.map((row) => (
                    <Row key={row.account} row={row} isAgents={isAgents} onOpen={(kind) => setOpen({ kind, row })} />
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={data.pageNum} pages={data.totalPages} busy={list.isFetching} onPage={setPageNum} />
          </>
        )}
      </ListStates>
      {open?.kind === 'detail' && <DetailDialog account={open.row.account} onClose={() => setOpen(null)} />}
      {open?.kind === 'remark' && <RemarkDialog account={open.row.account} remark={open.row.remark} onClose={() => setOpen(null)} />}
      {open?.kind === 'message' && <MessageDialog account={open.row.account} onClose={() => setOpen(null)} />}
      {open?.kind === 'transfer' && <DownlineTransferDialog account={open.row.account} onClose={() => setOpen(null)} />}
    </section>
  );
}

function Row({ row, isAgents, onOpen }: { row: DownlineRow; isAgents: boolean; onOpen(kind: NonNullable<Open>['kind']): void }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const money = useMoney();
  const time = useMemberTime();
  const blocked = row.status === 'blocked';
  const toggle = useMutation({
    mutationFn: () => setDownlineLogin(api, row.account, !blocked),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: TEAM_KEYS.downlines }), queryClient.invalidateQueries({ queryKey: TEAM_KEYS.detail })]),
  });
  const action = (kind: NonNullable<Open>['kind'], label: string) => (
    <button type="button" className="btn" onClick={() => onOpen(kind)} aria-label={`${label}: ${row.account}`}>
      {label}
    </button>
  );
  return (
    <tr>
      <td>
        <strong>{row.account}</strong>
        {row.remark && <span className={own.remark}>{row.remark}</span>}
      </td>
      {isAgents && <td className={css.num}>{row.teamSize}</td>}
      <td className={css.num}>{money(row.balance)}</td>
      {isAgents && <td className={css.num}>{money(row.teamBalance)}</td>}
      <td>{time(row.registeredAt)}</td>
      <td>{row.lastLoginAt ? time(row.lastLoginAt) : t('agentTeam.never')}</td>
      <td className={blocked ? own.blocked : undefined}>{t(`agentTeam.statuses.${row.status}`)}</td>
      <td>
        <div className={own.rowActions}>
          {action('detail', t('agentTeam.actionNames.detail'))}
          {action('remark', t('agentTeam.actionNames.remark'))}
          <Link
            className="btn"
            href={`${paths.agentPage('personalHistoryCopy')}&account=${encodeURIComponent(row.account)}`}
            aria-label={`${t('agentTeam.actionNames.records')}: ${row.account}`}
          >
            {t('agentTeam.actionNames.records')}
          </Link>
          {action('message', t('agentTeam.actionNames.message'))}
          <button
            type="button"
            className="btn"
            disabled={toggle.isPending}
            onClick={() => toggle.mutate()}
            aria-label={`${t(blocked ? 'agentTeam.actionNames.unblock' : 'agentTeam.actionNames.block')}: ${row.account}`}
          >
            {t(blocked ? 'agentTeam.actionNames.unblock' : 'agentTeam.actionNames.block')}
          </button>
          {action('transfer', t('agentTeam.actionNames.transfer'))}
        </div>
      </td>
    </tr>
  );
}
