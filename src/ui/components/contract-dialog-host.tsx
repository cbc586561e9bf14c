// Pending contract offers open a contract dialog at sign-in (spec §4; notes §3): when an agent signs in (agent policy
// on), the consolidated answer loads; anything waiting on the agent opens the dialog, once per sign-in. The dialog
// (with the agent centre's strings) is its own chunk, loaded only then.
import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { consolidatedQuery, pendingContracts } from '../../api/agent-contracts.ts';
import { loginState, selectToken } from '../../machines/session.selectors.ts';
import { selectFlags } from '../../machines/system-status.selectors.ts';
import { useSession, useSystemStatus } from '../actors.ts';
import { useApi } from '../app-providers.tsx';

const ContractDialog = lazy(() => import('../agent/contract-dialog.tsx'));

/**
 * The sign-in (its token) whose dialog opened, and the one whose dialog was closed: kept across layouts, which
 * remount this host. Once open, the dialog stays until closed, showing the results after the last item is decided.
 */
let openedFor: string | null = null;
let closedFor: string | null = null;

export function ContractDialogHost() {
  const api = useApi();
  const token = useSession(selectToken) ?? '';
  const agent = useSession(loginState) === 'agent';
  const policy = useSystemStatus(selectFlags).AGENTPOLICY3 === true;
  const consolidated = useQuery({ ...consolidatedQuery(api, token), enabled: agent && policy && token !== '' });
  const [, rerender] = useState(0);
  if (agent && pendingContracts(consolidated.data).length > 0) openedFor = token;
  if (!agent || openedFor !== token || closedFor === token) return null;
  return (
    <Suspense fallback={null}>
      <ContractDialog
        onClose={() => {
          closedFor = token;
          rerender((n) => n + 1);
        }}
      />
    </Suspense>
  );
}
