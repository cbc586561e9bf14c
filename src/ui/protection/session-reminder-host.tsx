// The session reminder (issue 16 §5) runs for a signed-in member who chose an interval. Its dialog and machine are
// their own chunk, loaded only for a member; visitors and the home page's first load carry none of it.
import { lazy, Suspense } from 'react';
import { loginState } from '../../machines/session/session.selectors.ts';
import { useSession } from '../app/actors.ts';

const SessionReminder = lazy(() => import('./session-reminder.tsx'));

export function SessionReminderHost() {
  if (useSession(loginState) !== 'member') return null;
  return (
    <Suspense fallback={null}>
      <SessionReminder />
    </Suspense>
  );
}
