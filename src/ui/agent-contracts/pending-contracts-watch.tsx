// What opens the contract dialog at an agent's sign-in (docs/product.md §4.15; docs/agents.md §contracts): the
// consolidated answer loads, and anything waiting on the agent opens the dialog, once per sign-in. The host
// (components/contract-dialog-host.tsx) loads this only for an agent under the agent policy; the dialog (with the
// agent centre's strings) is a chunk of its own, loaded only when something waits.
import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { consolidatedQuery, pendingContracts } from '../../api/agent-contracts/agent-contracts.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { useSession } from '../app/actors.ts';
import { useApi } from '../app/app-providers.tsx';

const ContractDialog = lazy(() => import('./contract-dialog.tsx'));

/**
 * The sign-in (its token) whose dialog opened, and the one whose dialog was closed: kept across layouts, which
 * remount the host. Once open, the dialog stays until closed, showing the results after the last item is decided.
 */
let openedFor: string | null = null;
let closedFor: string | null = null;

export default function PendingContractsWatch() {
  const api = useApi();
  const token = useSession(selectToken) ?? '';
  const consolidated = useQuery({ ...consolidatedQuery(api, token), enabled: token !== '' });
  const [, rerender] = useState(0);
  if (pendingContracts(consolidated.data).length > 0) openedFor = token;
  if (openedFor !== token || closedFor === token) return null;
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
