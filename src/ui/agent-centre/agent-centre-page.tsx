// The agent centre (docs/product.md §2.11 Agent pages, issue 14): the left menu in the spec's order, filtered by the
// whitelabel modules and the contracts the agent holds, then the shortcuts every agent has (deposit, withdraw,
// platform messages, customer service); beside it the page the address names (?page=<id>, each page its own lazy
// chunk). The clock, name and logout are the agent layout's. The route guard keeps everyone but agents out.
import { useMemo, type ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import enAgent from 'virtual:en-agent';
import enMemberCentre from 'virtual:en-member';
import enRefusals from 'virtual:en-refusals';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { agentCentreMenu, agentCentrePageFor, type AgentCentrePage } from '../../domain/agent-centre.ts';
import { paths } from '../../domain/paths.ts';
import { consolidatedQuery, heldContracts } from '../../api/agent-contracts/agent-contracts.ts';
import { addEnglishStrings } from '../../i18n/i18n.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { selectFlags } from '../../machines/system/system-status.selectors.ts';
import { useSession, useSystemStatus } from '../app/actors.ts';
import { useApi } from '../app/app-providers.tsx';
import { LazyPage } from '../app/lazy-page.tsx';
import { AgentContractsButton } from './contracts-button.tsx';
import { AgentShortcuts } from './agent-shortcuts.tsx';
import css from '../kit/centre.module.css';

// Before any agent page renders: its strings (and the member centre's, whose lists it reuses, and the signed-in
// refusals: english-parts.ts) are not in the entry.
addEnglishStrings(enMemberCentre);
addEnglishStrings(enAgent);
addEnglishStrings(enRefusals);

type Loader = () => Promise<{ default: ComponentType }>;

/** The pages built so far; the menu lists only these. Module-level loaders, so a page keeps its lazy component. */
const PAGES: Partial<Record<AgentCentrePage, Loader>> = {
  agentAnnouncement: () => import('./announcements-page.tsx'),
  agentTeamOverview: () => import('../agent-team/team-overview-page.tsx'),
  registerCenter: () => import('../agent-team/register-center-page.tsx'),
  downlineManagmentView: () => import('../agent-team/downline-page.tsx'),
  personalHistoryCopy: () => import('../agent-reports/team-betting-page.tsx'),
  palStatementsAgentCopy: () => import('../agent-reports/team-profit-loss-page.tsx'),
  agentRevenueReport: () => import('../agent-reports/agent-revenue-page.tsx'),
  agentDownlineTransactionDetailsCopy: () => import('../agent-reports/team-transactions-page.tsx'),
  agentDividendRecordCopy2: () => import('../agent-contracts/agent-dividend-records-page.tsx'),
  agentDailyWages2: () => import('../agent-contracts/agent-daily-wages-page.tsx'),
  agentHourSalary: () => import('../agent-contracts/agent-hour-salary-page.tsx'),
  agentRealtimeSalary: () => import('../agent-contracts/agent-realtime-salary-page.tsx'),
};

const BUILT = new Set(Object.keys(PAGES) as AgentCentrePage[]);

export default function AgentCentrePage() {
  const { t } = useTranslation();
  const api = useApi();
  const token = useSession(selectToken) ?? '';
  const flags = useSystemStatus(selectFlags);
  const consolidated = useQuery(consolidatedQuery(api, token));
  const menu = useMemo(() => agentCentreMenu(BUILT, flags, heldContracts(consolidated.data)), [flags, consolidated.data]);
  const current = agentCentrePageFor(useSearch(), menu);
  const load = current ? PAGES[current] : undefined;
  return (
    <div className={css.centre}>
      <nav className={css.menu} aria-label={t('agentCentre.menu')}>
        <h1 className={css.menuTitle}>{t('agent.centreTitle')}</h1>
        <ul>
          {menu.map((page) => (
            <li key={page}>
              <Link href={paths.agentPage(page)} className={page === current ? css.current : undefined} aria-current={page === current ? 'page' : undefined}>
                {t(`agentCentre.pages.${page}`)}
              </Link>
            </li>
          ))}
        </ul>
        <AgentContractsButton />
        <AgentShortcuts />
      </nav>
      <div className={css.page}>{load && <LazyPage key={current} load={load} />}</div>
    </div>
  );
}
