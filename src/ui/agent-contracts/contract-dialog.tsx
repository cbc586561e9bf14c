// The contract dialog that opens at an agent's sign-in when anything waits on it (issue 14; docs/agents.md
// §contracts): every offer and termination request of every kind, each decided through its own contractOffer actor;
// the consolidated answer reloads after every action, and a decided item stays with its result until the dialog
// closes.
import { Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import enAgent from 'virtual:en-agent';
import enRefusals from 'virtual:en-refusals';
import { addEnglishStrings } from '../../i18n/i18n.ts';
import { consolidatedQuery, pendingContracts } from '../../api/agent-contracts/agent-contracts.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { useSession } from '../app/actors.ts';
import { useApi } from '../app/app-providers.tsx';
import { Dialog } from '../kit/dialog.tsx';
import type { AgentContract } from '../../../contract/agent-contracts/agent-contracts.ts';
import { ContractList, mergeById } from './contract-list.tsx';
import css from './contracts.module.css';

// The dialog opens on any page, before the agent centre's chunk (which brings these strings) may have loaded; its
// decisions can be refused with a contract.* code (english-parts.ts).
addEnglishStrings(enAgent);
addEnglishStrings(enRefusals);

export default function ContractDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const token = useSession(selectToken) ?? '';
  const consolidated = useQuery(consolidatedQuery(api, token));
  const [seen, setSeen] = useState<AgentContract[]>([]);
  const pending = pendingContracts(consolidated.data);
  useEffect(() => setSeen((prev) => mergeById(prev, pending)), [consolidated.data]); // eslint-disable-line react-hooks/exhaustive-deps
  const shown = mergeById(seen, pending);
  return (
    <Dialog title={t('agentContracts.dialogTitle')} onClose={onClose} wide>
      <section className={css.section}>
        <p className={css.meta}>{pending.length > 0 ? t('agentContracts.dialogIntro') : t('agentContracts.nothingLeft')}</p>
        <Suspense fallback={<span className="spinner-small" role="progressbar" aria-label={t('common.loading')} />}>
          <ContractList contracts={shown} label={t('agentContracts.dialogTitle')} />
        </Suspense>
      </section>
      <div className={css.actions}>
        <button type="button" className="btn" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </Dialog>
  );
}
