import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { firstDue, sessionReminderMachine } from '../../src/machines/session-reminder.machine.ts';
import type { SessionSummary } from '../../contract/protection.ts';
import { formatCoverage } from './coverage.ts';
import { runModels, type MachineModel } from './harness.ts';

const MINUTE = 60_000;
const summary: SessionSummary = { signedInAt: '2026-11-21T08:00:00.000Z', net: -120, bets: 300, wins: 180 };

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

describe('sessionReminder machine, model-based', () => {
  it('replays every path on a real actor and reaches every state and transition', async () => {
    const run = await runModels([model]);
    console.log(`${formatCoverage('sessionReminder', run)} over ${run.paths} paths`);
    expect(run.states.missed).toEqual([]);
    expect(run.transitions.missed).toEqual([]);
  }, 120_000);
});

describe('sessionReminder machine, behaviour', () => {
  it('plans the first reminder one interval after sign-in, even when the page opens later', () => {
    expect(firstDue(0, 15, 0)).toBe(15 * MINUTE);
    expect(firstDue(0, 15, 20 * MINUTE)).toBe(30 * MINUTE);
    expect(firstDue(1000, 60, 1000)).toBe(1000 + 60 * MINUTE);
  });

  it('shows the figures after the interval and again one interval after Continue', async () => {
    let now = 0;
    const actor = createActor(sessionReminderMachine.provide({ actors: { loadSummary: fromPromise(async () => summary) }, delays: { untilDue: ({ context }) => Math.max(0, context.nextDue - now) } }), {
      input: { minutes: 15, signedInAt: 0, now: () => now },
    }).start();
    expect(actor.getSnapshot().value).toEqual({ active: 'waiting' });
    expect(actor.getSnapshot().context.nextDue).toBe(15 * MINUTE);
    now = 16 * MINUTE;
    actor.send({ type: 'reminder.configure', minutes: 15 });
    expect(actor.getSnapshot().context.nextDue).toBe(30 * MINUTE);
    actor.send({ type: 'reminder.configure', minutes: null });
    expect(actor.getSnapshot().value).toEqual({ active: 'off' });
    actor.stop();
  });
});
