// The model of the session reminder machine: the samples the paths are planned from
// (tests/machines/protection/session-reminder.test.ts, `npm run paths`, the flow viewer), with the answers its behaviour tests
// share.
import { sessionReminderMachine } from '../../machines/protection/session-reminder.machine.ts';
import type { SessionSummary } from '../../../contract/protection/protection.ts';
import type { MachineModel } from '../model/harness.ts';

export const summary: SessionSummary = { signedInAt: '2026-11-21T08:00:00.000Z', net: -120, bets: 300, wins: 180 };

const model: MachineModel<typeof sessionReminderMachine> = {
  machine: sessionReminderMachine,
  inputs: [
    { minutes: 15, signedInAt: 0, now: () => 0 },
    { minutes: null, signedInAt: 0, now: () => 0 },
  ],
  inputOn: (input, clock) => ({ ...input, now: () => clock.now() }),
  events: [
    { type: 'reminder.configure', minutes: 30 },
    { type: 'reminder.configure', minutes: null },
    { type: 'reminder.continue' },
    { type: 'reminder.signOut' },
    { type: 'xstate.done.actor.loadSummary', output: summary },
    { type: 'xstate.error.actor.loadSummary', error: new Error('network') },
  ],
  contextKey: (c) => ({ minutes: c.minutes, summary: c.summary !== null }),
};

export const models = [model] as const;
