// A login- or agent-only route: tells the session actor it was visited (the actor decides where to send the
// visitor) and shows the page only once the session allows it.
import { useEffect, type ReactNode } from 'react';
import type { Access } from '../domain/paths.ts';
import { useSession, useSessionRef } from './actors.ts';
import { canOpen, loginState } from '../machines/session.selectors.ts';
import { TopProgress } from './lazy-page.tsx';

export function RouteGuard({ access, children }: { access: Exclude<Access, 'public'>; children: ReactNode }) {
  const session = useSessionRef();
  const state = useSession(loginState);
  const allowed = useSession((s) => canOpen(s, access));
  useEffect(() => {
    if (state !== 'pending') session.send({ type: access === 'agent' ? 'route.agentOnly' : 'route.protected' });
  }, [state, access, session]);
  if (state === 'pending') return <TopProgress />;
  return allowed ? children : null;
}
