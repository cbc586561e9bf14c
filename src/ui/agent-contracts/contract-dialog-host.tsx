// Pending contract offers open a contract dialog at sign-in (docs/product.md §4.15; docs/agents.md §contracts). Only
// an agent signed in under the agent policy can have any, so only then does the watch that asks for them load
// (agent/pending-contracts-watch.tsx, a chunk of its own): visitors and players never fetch it, and it stays out of
// the entry.
import { lazy, Suspense } from 'react';
import { loginState } from '../../machines/session/session.selectors.ts';
import { selectFlags } from '../../machines/system/system-status.selectors.ts';
import { useSession, useSystemStatus } from '../app/actors.ts';

// A watch that cannot load shows nothing rather than taking the page down; the agent centre still lists the offers.
const PendingContractsWatch = lazy(() => import('./pending-contracts-watch.tsx').catch(() => ({ default: () => null })));

export function ContractDialogHost() {
  const agent = useSession(loginState) === 'agent';
  const policy = useSystemStatus(selectFlags).AGENTPOLICY3 === true;
  if (!agent || !policy) return null;
  return (
    <Suspense fallback={null}>
      <PendingContractsWatch />
    </Suspense>
  );
}
