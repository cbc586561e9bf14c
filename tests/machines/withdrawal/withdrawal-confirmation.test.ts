import { describe, expect, it } from 'vitest';
import { withdrawalConfirmationMachine } from '../../../src/machines/withdrawal/withdrawal-confirmation.machine.ts';
import {
  canAnswerPart,
  isPartBusy,
  nextDeadline,
  partProblem,
  receivedAmount,
  remainingAmount,
} from '../../../src/machines/withdrawal/withdrawal-confirmation.selectors.ts';
import { DEADLINE_GRACE_MS, OVERDUE_RECHECK_MAX_MS } from '../../../src/machines/withdrawal/withdrawal-confirmation.types.ts';
import { PROOF_MAX_BYTES } from '../../../src/domain/proof-files.ts';
import { backoffMs } from '../../../src/domain/backoff.ts';
import { formatCoverage } from '../../../src/flows/model/coverage.ts';
import { driveMachine } from '../../../src/flows/model/drive-machine.ts';
import { TimerClock } from '../../../src/flows/model/timer-clock.ts';
import { runModels } from '../../../src/flows/model/harness.ts';
import {
  FIRST_DEADLINE,
  MINUTE,
  SECOND_DEADLINE,
  expired,
  models,
  notAwaiting,
  offline,
  proofInvalid,
  refusal,
  unknownWithdrawal,
  viewAt,
  withdrawalId,
  type Statuses,
} from '../../../src/flows/models/withdrawal-confirmation.model.ts';

const pastDeadline = refusal('withdrawal.part.autoReceived', 200, 'This part counts as received');

/** A real File of the given size (the check reads only name, type and size). */
const image = (name: string, type: string, size = 150_000) => new File([new Uint8Array(size)], name, { type });

describe('withdrawalConfirmation machine, model-based', () => {
  it('replays every path on a real actor and reaches every state and transition', async () => {
    const run = await runModels(models);
    console.log(`${formatCoverage('withdrawalConfirmation', run)} over ${run.paths} paths`);
    expect(run.states.missed).toEqual([]);
    expect(run.transitions.missed).toEqual([]);
  }, 120_000);
});

describe('withdrawalConfirmation machine, behaviour', () => {
  const t0 = Date.parse('2026-11-21T12:00:00Z');

  /** An actor on a simulated clock (at 0 until a test moves it), which it reads through its input. */
  const start = () => {
    const clock = new TimerClock();
    return driveMachine(withdrawalConfirmationMachine, { input: { withdrawalId, now: () => clock.now() }, clock });
  };

  /** An actor whose simulated clock reads t0, with the withdrawal loaded (both parts awaiting unless told). */
  const loaded = async (statuses: Statuses = ['awaiting', 'awaiting']) => {
    const d = start();
    d.advance(t0);
    await d.resolve('loadWithdrawal', viewAt(t0, statuses));
    return d;
  };
  type Driven = Awaited<ReturnType<typeof loaded>>;
  const snap = (d: Driven) => d.actor.getSnapshot();

  it('loads the withdrawal it watches and shows the server amounts', async () => {
    const d = start();
    expect(snap(d).hasTag('ui:loading')).toBe(true);
    expect(d.callsOf('loadWithdrawal')).toEqual([{ withdrawalId }]);
    d.advance(t0);
    await d.resolve('loadWithdrawal', viewAt(t0, ['awaiting', 'awaiting']));
    expect(snap(d).matches({ ready: 'awaiting' })).toBe(true);
    expect([receivedAmount(snap(d)), remainingAmount(snap(d))]).toEqual([0, 1000]);
    expect(canAnswerPart(11)(snap(d))).toBe(true);
    expect(nextDeadline(snap(d))).toBe(t0 + FIRST_DEADLINE);
  });

  it('marks a part received and takes the new amounts from the answer', async () => {
    const d = await loaded();
    d.actor.send({ type: 'withdrawal.received', partId: 11 });
    expect(d.callsOf('confirmReceived')).toEqual([{ withdrawalId, partId: 11 }]);
    expect(isPartBusy(11)(snap(d))).toBe(true);
    expect(isPartBusy(12)(snap(d))).toBe(false);
    // A second answer while one is on its way is not sent.
    d.actor.send({ type: 'withdrawal.received', partId: 12 });
    expect(d.calls).toHaveLength(2);
    await d.resolve('confirmReceived', viewAt(t0, ['received', 'awaiting']));
    expect([receivedAmount(snap(d)), remainingAmount(snap(d))]).toEqual([600, 400]);
    expect(canAnswerPart(11)(snap(d))).toBe(false);
    expect(canAnswerPart(12)(snap(d))).toBe(true);
  });

  it('reports a part not received with its proof images', async () => {
    const d = await loaded();
    const files = [image('receipt.png', 'image/png'), image('bank.JPG', 'image/jpg')];
    d.actor.send({ type: 'withdrawal.notReceived', partId: 12, files });
    expect(d.callsOf('reportNotReceived')).toEqual([{ withdrawalId, partId: 12, files }]);
    await d.resolve('reportNotReceived', viewAt(t0, ['awaiting', 'notReceived']));
    expect(snap(d).context.view?.parts[1]?.status).toBe('notReceived');
    expect(snap(d).matches({ ready: 'awaiting' })).toBe(true);
  });

  it('never calls the server for a bad proof selection, and says why', async () => {
    const d = await loaded();
    const png = image('receipt.png', 'image/png');
    const selections: Array<[File[], string, string | null]> = [
      [[], 'withdrawal.proof.none', null],
      [[png, png, png, png], 'withdrawal.proof.tooMany', null],
      [[png, image('huge.png', 'image/png', PROOF_MAX_BYTES + 1)], 'withdrawal.proof.tooLarge', 'huge.png'],
      [[image('anim.gif', 'image/gif')], 'withdrawal.proof.type', 'anim.gif'],
    ];
    for (const [files, code, fileName] of selections) {
      d.actor.send({ type: 'withdrawal.notReceived', partId: 11, files });
      expect(partProblem(11)(snap(d))).toEqual({ code, partId: 11, message: null, fileName });
    }
    expect(d.callsOf('reportNotReceived')).toEqual([]);
    expect(snap(d).matches({ ready: 'awaiting' })).toBe(true);
    // Exactly 5 MB is fine; a good selection clears the message.
    d.actor.send({ type: 'withdrawal.notReceived', partId: 11, files: [image('edge.png', 'image/png', PROOF_MAX_BYTES)] });
    expect(d.callsOf('reportNotReceived')).toHaveLength(1);
    expect(snap(d).context.error).toBeNull();
  });

  it('refuses an answer for a part that does not await one, without a call', async () => {
    const d = await loaded(['received', 'awaiting']);
    d.actor.send({ type: 'withdrawal.received', partId: 11 });
    d.actor.send({ type: 'withdrawal.notReceived', partId: 11, files: [image('receipt.png', 'image/png')] });
    expect(snap(d).context.error).toEqual({ code: 'withdrawal.part.not.awaiting', partId: 11, message: null, fileName: null });
    expect(d.calls).toHaveLength(1);
  });

  it('marks all received, then looks final yet still reloads', async () => {
    const d = await loaded(['received', 'awaiting']);
    d.actor.send({ type: 'withdrawal.allReceived' });
    expect(d.callsOf('confirmAllReceived')).toEqual([{ withdrawalId }]);
    expect(isPartBusy(12)(snap(d))).toBe(true);
    await d.resolve('confirmAllReceived', viewAt(t0, ['received', 'received']));
    expect(snap(d).hasTag('ui:allReceived')).toBe(true);
    expect([receivedAmount(snap(d)), remainingAmount(snap(d))]).toEqual([1000, 0]);
    expect(snap(d).status).toBe('active');
    // No deadline is left to wait for.
    d.advance(SECOND_DEADLINE * 2);
    expect(d.callsOf('loadWithdrawal')).toHaveLength(1);
    d.actor.send({ type: 'withdrawal.reload' });
    expect(d.callsOf('loadWithdrawal')).toHaveLength(2);
  });

  it('keeps the part awaiting and shows the server refusal until dismissed', async () => {
    const d = await loaded();
    d.actor.send({ type: 'withdrawal.notReceived', partId: 11, files: [image('receipt.png', 'image/png')] });
    await d.reject('reportNotReceived', proofInvalid);
    expect(snap(d).matches({ ready: 'awaiting' })).toBe(true);
    expect(snap(d).context.view?.parts[0]?.status).toBe('awaiting');
    expect(canAnswerPart(11)(snap(d))).toBe(true);
    expect(partProblem(11)(snap(d))).toEqual({ code: 'withdrawal.proof.invalid', partId: 11, message: 'The images could not be read', fileName: null });
    d.actor.send({ type: 'withdrawal.dismissError' });
    expect(snap(d).context.error).toBeNull();
    // A network failure of the all-received call is kept the same way, for the whole withdrawal.
    d.actor.send({ type: 'withdrawal.allReceived' });
    await d.reject('confirmAllReceived', offline);
    expect(snap(d).context.error).toMatchObject({ code: 'network.error', partId: null });
    expect(snap(d).matches({ ready: 'awaiting' })).toBe(true);
  });

  it('reloads when the server says the part was answered already, keeping the reason', async () => {
    const d = await loaded();
    d.actor.send({ type: 'withdrawal.received', partId: 11 });
    await d.reject('confirmReceived', notAwaiting);
    expect(snap(d).hasTag('ui:refreshing')).toBe(true);
    expect(d.callsOf('loadWithdrawal')).toHaveLength(2);
    await d.resolve('loadWithdrawal', viewAt(t0, ['autoReceived', 'awaiting']));
    expect(snap(d).context.view?.parts[0]?.status).toBe('autoReceived');
    expect(partProblem(11)(snap(d))?.code).toBe('withdrawal.part.answered');
  });

  it('reloads too when the server says the part passed its deadline meanwhile', async () => {
    const d = await loaded();
    d.actor.send({ type: 'withdrawal.received', partId: 11 });
    await d.reject('confirmReceived', pastDeadline);
    expect(d.callsOf('loadWithdrawal')).toHaveLength(2);
    expect(partProblem(11)(snap(d))?.code).toBe('withdrawal.part.autoReceived');
  });

  it('reloads at the first deadline (plus the grace) and not before, so the part shows auto-received', async () => {
    const d = await loaded();
    d.advance(FIRST_DEADLINE + DEADLINE_GRACE_MS - 1);
    expect(d.callsOf('loadWithdrawal')).toHaveLength(1);
    d.advance(1);
    expect(d.callsOf('loadWithdrawal')).toHaveLength(2);
    expect(snap(d).matches({ ready: 'deadlinePassed' })).toBe(true);
    await d.resolve('loadWithdrawal', viewAt(t0, ['autoReceived', 'awaiting']));
    expect(snap(d).context.view?.parts[0]?.status).toBe('autoReceived');
    expect(receivedAmount(snap(d))).toBe(600);
    // The next timer aims at the second part's deadline, measured on the same clock.
    d.advance(SECOND_DEADLINE - FIRST_DEADLINE - 1);
    expect(d.callsOf('loadWithdrawal')).toHaveLength(2);
    d.advance(1);
    expect(d.callsOf('loadWithdrawal')).toHaveLength(3);
    await d.resolve('loadWithdrawal', viewAt(t0, ['autoReceived', 'autoReceived']));
    expect(snap(d).hasTag('ui:allReceived')).toBe(true);
  });

  it('moves the deadline timer on when the earliest part is answered', async () => {
    const d = await loaded();
    d.advance(10 * MINUTE);
    d.actor.send({ type: 'withdrawal.received', partId: 11 });
    await d.resolve('confirmReceived', viewAt(t0, ['received', 'awaiting']));
    d.advance(FIRST_DEADLINE);
    expect(d.callsOf('loadWithdrawal')).toHaveLength(1);
    d.advance(SECOND_DEADLINE - 10 * MINUTE - FIRST_DEADLINE + DEADLINE_GRACE_MS);
    expect(d.callsOf('loadWithdrawal')).toHaveLength(2);
  });

  it('asks again, less and less often, while the server still says awaiting after the deadline', async () => {
    const d = await loaded();
    d.advance(FIRST_DEADLINE + DEADLINE_GRACE_MS);
    await d.resolve('loadWithdrawal', viewAt(t0, ['awaiting', 'awaiting']));
    // Overdue by one second: asked again a second later.
    d.advance(DEADLINE_GRACE_MS);
    expect(d.callsOf('loadWithdrawal')).toHaveLength(3);
    await d.resolve('loadWithdrawal', viewAt(t0, ['awaiting', 'awaiting']));
    d.advance(2 * DEADLINE_GRACE_MS - 1);
    expect(d.callsOf('loadWithdrawal')).toHaveLength(3);
    d.advance(1);
    expect(d.callsOf('loadWithdrawal')).toHaveLength(4);
    // A failed deadline reload is retried the same way.
    await d.reject('loadWithdrawal', offline);
    expect(snap(d).context.error?.code).toBe('network.error');
    d.advance(OVERDUE_RECHECK_MAX_MS);
    expect(d.callsOf('loadWithdrawal')).toHaveLength(5);
    await d.resolve('loadWithdrawal', viewAt(t0, ['autoReceived', 'awaiting']));
    expect(snap(d).context.error).toBeNull();
  });

  it('measures the time to a deadline on the clock its input gives, not on its own', async () => {
    // The member opens the withdrawal 25 minutes into part 11's 30: the reload is due 5 minutes (and the grace) on.
    const d = driveMachine(withdrawalConfirmationMachine, { input: { withdrawalId, now: () => t0 + 25 * MINUTE } });
    await d.resolve('loadWithdrawal', viewAt(t0, ['awaiting', 'awaiting']));
    d.advance(5 * MINUTE + DEADLINE_GRACE_MS - 1);
    expect(d.callsOf('loadWithdrawal')).toHaveLength(1);
    d.advance(1);
    expect(d.callsOf('loadWithdrawal')).toHaveLength(2);
  });

  it('does not reload in a loop when a deadline cannot be read', async () => {
    const d = start();
    const view = viewAt(t0, ['awaiting', 'received']);
    await d.resolve('loadWithdrawal', { ...view, parts: view.parts.map((p) => ({ ...p, confirmBy: 'soon' })) });
    expect(snap(d).matches({ ready: 'awaiting' })).toBe(true);
    // A browser runs a timer of NaN ms at once; the simulated clock never would, so the delay itself is checked.
    const delays = Object.values(d.actor.system.getSnapshot()._scheduledEvents).map((scheduled) => scheduled.delay);
    expect(delays).toHaveLength(1);
    expect(delays.every(Number.isFinite)).toBe(true);
    d.advance(SECOND_DEADLINE * 24);
    expect(d.callsOf('loadWithdrawal')).toHaveLength(1);
  });

  it('tells the root when the session is gone and stops, with no message of its own', async () => {
    const d = await loaded();
    const told: string[] = [];
    d.actor.on('withdrawal.sessionLost', (event) => told.push(event.type));
    d.actor.send({ type: 'withdrawal.received', partId: 11 });
    await d.reject('confirmReceived', expired);
    expect(told).toEqual(['withdrawal.sessionLost']);
    expect(snap(d).hasTag('ui:sessionLost')).toBe(true);
    expect(snap(d).status).toBe('done');
    expect(snap(d).context.error).toBeNull();
    // No deadline reload runs without a session.
    d.advance(SECOND_DEADLINE * 2);
    expect(d.callsOf('loadWithdrawal')).toHaveLength(1);
  });

  it('retries a load that failed on the way with growing pauses, then waits for a reload', async () => {
    const d = start();
    await d.reject('loadWithdrawal', offline);
    d.advance(backoffMs(1) - 1);
    expect(d.callsOf('loadWithdrawal')).toHaveLength(1);
    d.advance(1);
    await d.reject('loadWithdrawal', offline);
    d.advance(backoffMs(2));
    await d.reject('loadWithdrawal', offline);
    expect(snap(d).hasTag('ui:unavailable')).toBe(true);
    expect(snap(d).context.error?.code).toBe('network.error');
    d.advance(60_000);
    expect(d.callsOf('loadWithdrawal')).toHaveLength(3);
    d.actor.send({ type: 'withdrawal.reload' });
    await d.resolve('loadWithdrawal', viewAt(0, ['notReceived', 'received']));
    // Money remains but nothing is left to answer: the disputed part is with the operator.
    expect(snap(d).matches({ ready: 'nothingToAnswer' })).toBe(true);
    expect(snap(d).context.error).toBeNull();
  });

  it('does not retry a load the server refused', async () => {
    const d = start();
    await d.reject('loadWithdrawal', unknownWithdrawal);
    expect(snap(d).hasTag('ui:unavailable')).toBe(true);
    expect(snap(d).context.error).toEqual({ code: 'withdrawal.not.found', partId: null, message: 'withdrawal.not.found', fileName: null });
  });
});
