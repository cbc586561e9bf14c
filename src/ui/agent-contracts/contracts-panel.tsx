// The agent's contracts (issue 14): those it holds (the consolidated answer's *info), those it gave its direct
// downline agents (downlineContracts, paged), each with what it may do now (ask to end it, decide a request), and
// the form to offer a direct downline agent a contract.
import { Suspense, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { consolidatedQuery, downlineContractsQuery } from '../../api/agent-contracts/agent-contracts.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { useSession } from '../app/actors.ts';
import { useApi } from '../app/app-providers.tsx';
import { ListStates } from '../kit/list-states.tsx';
import { Pager } from '../kit/pager.tsx';
import { CONTRACT_KINDS } from '../../../contract/rules/agent-contracts.ts';
import { INFO_FIELD } from '../../../contract/rules/consolidated.ts';
import type { AgentContract } from '../../../contract/agent-contracts/agent-contracts.ts';
import { ContractList } from './contract-list.tsx';
import { ContractOfferForm } from './contract-offer-form.tsx';
import css from './contracts.module.css';

export function ContractsPanel() {
  const { t } = useTranslation();
  const api = useApi();
  const token = useSession(selectToken) ?? '';
  const [page, setPage] = useState(1);
  const consolidated = useQuery(consolidatedQuery(api, token));
  const given = useQuery({ ...downlineContractsQuery(api, token, page), placeholderData: keepPreviousData });
  const held = consolidated.data ? CONTRACT_KINDS.map((k) => consolidated.data[INFO_FIELD[k]]).filter((c): c is AgentContract => c !== null) : [];
  const loading = <span className="spinner-small" role="progressbar" aria-label={t('common.loading')} />;
  return (
    <>
      <section className={css.section}>
        <h3>{t('agentContracts.held')}</h3>
        <ListStates query={consolidated} isEmpty={() => held.length === 0} empty={t('agentContracts.heldNone')}>
          {() => (
            <Suspense fallback={loading}>
              <ContractList contracts={held} label={t('agentContracts.held')} />
            </Suspense>
          )}
        </ListStates>
      </section>
      <section className={css.section}>
        <h3>{t('agentContracts.given')}</h3>
        <ListStates query={given} isEmpty={(d) => d.content.length === 0} empty={t('agentContracts.givenNone')}>
          {(d) => (
            <>
              <Suspense fallback={loading}>
                <ContractList contracts={d.content} label={t('agentContracts.given')} />
              </Suspense>
              {d.totalPages > 1 && <Pager page={page} pages={d.totalPages} busy={given.isFetching} onPage={setPage} />}
            </>
          )}
        </ListStates>
      </section>
      <section className={css.section}>
        <ContractOfferForm consolidated={consolidated.data} />
      </section>
    </>
  );
}
