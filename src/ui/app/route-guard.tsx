// A login- or agent-only route: tells the session actor it was visited (the actor decides where to send the
// visitor) and shows the page only once the session allows it.
import { useEffect, type ReactNode } from 'react';
import type { Access } from '../../domain/paths.ts';
import { useSession, useSessionRef } from './actors.ts';
import { canOpen, loginState } from '../../machines/session/session.selectors.ts';
import { TopProgress } from './lazy-page.tsx';

export function RouteGuard({ access, children }: { access: Exclude<Access, 'public'>; children: ReactNode }) {
  const session = useSessionRef();
  const state = useSession(loginState);
  const allowed = useSession((s) => canOpen(s, access));
  // One event per visit: the session actor remembers it while it is still loading.
  useEffect(() => {
    session.send({ type: access === 'agent' ? 'route.agentOnly' : 'route.protected' });
  }, [access, session]);
  if (state === 'pending') return <TopProgress />;
  return allowed ? children : null;
}
