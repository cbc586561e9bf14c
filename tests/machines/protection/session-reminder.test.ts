import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { firstDue, sessionReminderMachine } from '../../../src/machines/protection/session-reminder.machine.ts';
import { formatCoverage } from '../../../src/flows/model/coverage.ts';
import { runModels } from '../../../src/flows/model/harness.ts';
import { models, summary } from '../../../src/flows/models/session-reminder.model.ts';

const MINUTE = 60_000;

describe('sessionReminder machine, model-based', () => {
  it('replays every path on a real actor and reaches every state and transition', async () => {
    const run = await runModels(models);
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
    const actor = createActor(
      sessionReminderMachine.provide({
        actors: { loadSummary: fromPromise(async () => summary) },
        delays: { untilDue: ({ context }) => Math.max(0, context.nextDue - now) },
      }),
      {
        input: { minutes: 15, signedInAt: 0, now: () => now },
      },
    ).start();
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
