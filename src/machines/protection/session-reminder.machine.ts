// The session reminder (issue 16 §5): with an interval chosen, one interval after sign-in it reads the session's
// figures and shows a dialog with the time played and the net result; Continue waits another interval (counted
// from the answer, so reminders never pile up behind an open dialog), Sign out ends the session. Changing the
// interval re-plans the next reminder from sign-in; off stops it.
import { assign, emit, setup } from 'xstate';
import { provided } from '../shared/provided.ts';
import type { SessionSummary } from '../../../contract/protection/protection.ts';
import type { SessionReminderContext, SessionReminderEmitted, SessionReminderEvent, SessionReminderInput } from './session-reminder.types.ts';

const MINUTE = 60_000;

/** The first due time after `now` of a reminder every `minutes` since `signedInAt`. */
export function firstDue(signedInAt: number, minutes: number, now: number): number {
  const every = minutes * MINUTE;
  const passed = Math.max(0, now - signedInAt);
  return signedInAt + (Math.floor(passed / every) + 1) * every;
}

export const sessionReminderMachine = setup({
  types: {
    context: {} as SessionReminderContext,
    events: {} as SessionReminderEvent,
    input: {} as SessionReminderInput,
    emitted: {} as SessionReminderEmitted,
  },
  actors: {
    loadSummary: provided<SessionSummary>('loadSummary'),
  },
  actions: {
    configure: assign(({ context }, minutes: number | null) => ({
      minutes,
      nextDue: minutes ? firstDue(context.signedInAt, minutes, context.now()) : 0,
    })),
    planNext: assign(({ context }) => ({ nextDue: context.now() + (context.minutes ?? 0) * MINUTE, summary: null })),
    storeSummary: assign((_, summary: SessionSummary) => ({ summary })),
    announceSignOut: emit({ type: 'reminder.signOut' as const }),
  },
  guards: {
    isOn: ({ context }) => context.minutes !== null,
  },
  delays: {
    untilDue: ({ context }) => Math.max(0, context.nextDue - context.now()),
  },
}).createMachine({
  id: 'sessionReminder',
  meta: { product: '5.14 Player protection' },
  context: ({ input }) => ({ ...input, nextDue: input.minutes ? firstDue(input.signedInAt, input.minutes, input.now()) : 0, summary: null }),
  initial: 'active',
  states: {
    active: {
      initial: 'choosing',
      on: {
        'reminder.configure': { target: '.choosing', actions: { type: 'configure', params: ({ event }) => event.minutes } },
      },
      states: {
        choosing: {
          description: 'Waits for the next reminder when one is set, else stays off.',
          always: [{ guard: 'isOn', target: 'waiting' }, { target: 'off' }],
        },
        off: { description: 'No reminder: the member chose none.' },
        waiting: {
          description: 'Counts down to the next reminder.',
          after: { untilDue: 'loading' },
        },
        loading: {
          description: "Reads the session's time and net result for the dialog.",
          invoke: {
            id: 'loadSummary',
            src: 'loadSummary',
            onDone: { target: 'showing', actions: { type: 'storeSummary', params: ({ event }) => event.output } },
            // Without figures the reminder still shows, with the time played alone.
            onError: 'showing',
          },
        },
        showing: {
          description: 'The dialog: time played and the net result, with Continue and Sign out.',
          on: {
            'reminder.continue': { target: 'waiting', actions: 'planNext' },
            'reminder.signOut': { target: '#sessionReminder.signedOut', actions: 'announceSignOut' },
          },
        },
      },
    },
    signedOut: { type: 'final', description: 'The member chose to sign out.' },
  },
});
