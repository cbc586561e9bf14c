// The session reminder's flow: the machine and its one call load with the first signed-in member's reminder.
import { fromPromise } from 'xstate';
import type { Api } from '../../api/http.ts';
import { loadOnce, type Flows } from '../app/flows-context.tsx';

export function protectionFlows(api: Api): Pick<Flows, 'sessionReminder'> {
  return {
    sessionReminder: loadOnce(async () => {
      const [{ sessionReminderMachine }, protection] = await Promise.all([
        import('../../machines/protection/session-reminder.machine.ts'),
        import('../../api/protection/protection.ts'),
      ]);
      return sessionReminderMachine.provide({ actors: { loadSummary: fromPromise(() => protection.fetchSessionSummary(api)) } });
    }),
  };
}
