import { describe, expect, it } from 'vitest';
import { lessHalfTrip, raffleCountdownMachine } from '../../src/machines/raffle-countdown.machine.ts';
import { isClaiming, raffleProblem, raffleResult, raffleStep, secondsToDraw, secondsToEnd } from '../../src/machines/raffle-countdown.selectors.ts';
import type { RaffleCountdownEmitted } from '../../src/machines/raffle-countdown.types.ts';
import type { RaffleResult, RaffleStatusView } from '../../contract/raffle.ts';
import { formatCoverage } from './coverage.ts';
import { driveMachine } from './drive-machine.ts';
import { runModels, type MachineModel } from './harness.ts';

const refusal = (errorCode: string, value: unknown = null) => Object.assign(new Error(errorCode), { errorCode, status: 200, value, message: errorCode });

const draw = (over: Partial<RaffleStatusView> = {}): RaffleStatusView => ({
  raffleId: 1,
  promotionId: null,
  title: 'Hourly lucky draw',
  raffleScheduleId: 5,
  drawAt: '2026-11-21T08:03:00.000Z',
  claimUntil: '2026-11-21T08:33:00.000Z',
  isClaimed: false,
  hasStarted: false,
  hasEnded: false,
  time: 2,
  due: 4,
  prizes: [{ type: 'MONEY', value: 8.88, ticketType: null, chance: 100 }],
  conditions: [],
  result: null,
  ...over,
});
const money: RaffleResult = { type: 'MONEY', value: 8.88, ticket: null, claimedAt: '2026-11-21T08:03:01.000Z' };

const model: MachineModel<typeof raffleCountdownMachine> = {
  machine: raffleCountdownMachine,
  inputs: [{ raffleId: 1 }],
  events: [
    { type: 'raffle.claim' },
    { type: 'raffle.reload' },
    { type: 'xstate.done.actor.loadStatus', output: { status: null, latencyMs: 0 } },
    { type: 'xstate.done.actor.loadStatus', output: { status: draw(), latencyMs: 0 } },
    { type: 'xstate.done.actor.loadStatus', output: { status: draw({ time: 1, due: 3 }), latencyMs: 0 } },
    { type: 'xstate.done.actor.loadStatus', output: { status: draw({ time: 0, due: 2, hasStarted: true }), latencyMs: 0 } },
    { type: 'xstate.done.actor.loadStatus', output: { status: draw({ time: 0, due: 0, hasStarted: true, hasEnded: true }), latencyMs: 0 } },
    { type: 'xstate.done.actor.loadStatus', output: { status: draw({ time: 0, due: 2, hasStarted: true, isClaimed: true, result: money }), latencyMs: 0 } },
    { type: 'xstate.error.actor.loadStatus', error: refusal('network.error') },
    { type: 'xstate.done.actor.claimRaffle', output: money },
    { type: 'xstate.error.actor.claimRaffle', error: refusal('raffle.ended') },
    { type: 'xstate.error.actor.claimRaffle', error: refusal('raffle.conditions.unmet', { missing: [{ condition: 'depositSinceLastDraw', target: 100, actual: 0 }] }) },
  ],
  contextKey: (c) => ({ toDraw: c.toDraw, toEnd: c.toEnd, status: c.status?.hasEnded ?? c.status === null, result: c.result !== null, problem: c.problem?.code ?? null }),
};

describe('raffleCountdown machine, model-based', () => {
  it('replays every path on a real actor and reaches every state and transition', async () => {
    const run = await runModels([model]);
    console.log(`${formatCoverage('raffleCountdown', run)} over ${run.paths} paths`);
    expect(run.states.missed).toEqual([]);
    expect(run.transitions.missed).toEqual([]);
  }, 120_000);
});

describe('raffleCountdown machine, behaviour', () => {
  it('counts down to the draw less half the round trip, unlocks Claim at zero, claims once and keeps the prize', async () => {
    const d = driveMachine(raffleCountdownMachine, { input: { raffleId: 1 } });
    const claimed: RaffleCountdownEmitted[] = [];
    d.actor.on('raffle.claimed', (e) => claimed.push(e));
    expect(raffleStep(d.actor.getSnapshot())).toBe('loading');
    expect(d.callsOf('loadStatus')).toEqual([{ raffleId: 1 }]);
    await d.resolve('loadStatus', { status: draw({ time: 180, due: 1980 }), latencyMs: 2000 });
    expect([raffleStep(d.actor.getSnapshot()), secondsToDraw(d.actor.getSnapshot()), secondsToEnd(d.actor.getSnapshot())]).toEqual(['waiting', 179, 1979]);
    d.actor.send({ type: 'raffle.claim' });
    expect(d.callsOf('claimRaffle')).toHaveLength(0);
    for (let i = 0; i < 178; i++) d.advance(1000);
    expect([raffleStep(d.actor.getSnapshot()), secondsToDraw(d.actor.getSnapshot())]).toEqual(['waiting', 1]);
    d.advance(1000);
    expect([raffleStep(d.actor.getSnapshot()), secondsToDraw(d.actor.getSnapshot()), secondsToEnd(d.actor.getSnapshot())]).toEqual(['open', 0, 1800]);
    d.actor.send({ type: 'raffle.claim' });
    expect(isClaiming(d.actor.getSnapshot())).toBe(true);
    expect(d.callsOf('claimRaffle')).toEqual([{ raffleId: 1, raffleScheduleId: 5 }]);
    await d.resolve('claimRaffle', money);
    expect([raffleStep(d.actor.getSnapshot()), raffleResult(d.actor.getSnapshot())]).toEqual(['claimed', money]);
    expect(claimed).toEqual([{ type: 'raffle.claimed', result: money }]);
    d.actor.send({ type: 'raffle.claim' });
    expect(d.callsOf('claimRaffle')).toHaveLength(1);
  });

  it('shows what a refused claim misses and lets the member try again while the window is open', async () => {
    const d = driveMachine(raffleCountdownMachine, { input: { raffleId: 2 } });
    await d.resolve('loadStatus', { status: draw({ time: 0, due: 60, hasStarted: true }), latencyMs: 100 });
    d.actor.send({ type: 'raffle.claim' });
    const missing = [{ condition: 'depositSinceLastDraw', target: 100, actual: 20 }];
    await d.reject('claimRaffle', refusal('raffle.conditions.unmet', { missing }));
    expect(raffleStep(d.actor.getSnapshot())).toBe('open');
    expect(raffleProblem(d.actor.getSnapshot())).toEqual({ code: 'raffle.conditions.unmet', message: 'raffle.conditions.unmet', missing });
    d.actor.send({ type: 'raffle.claim' });
    expect(raffleProblem(d.actor.getSnapshot())).toBeNull();
    expect(d.callsOf('claimRaffle')).toHaveLength(2);
  });

  it('lets an ended window go and reads the next draw after a pause', async () => {
    const d = driveMachine(raffleCountdownMachine, { input: { raffleId: 1 } });
    await d.resolve('loadStatus', { status: draw({ time: 0, due: 1, hasStarted: true }), latencyMs: 0 });
    d.advance(1000);
    expect(raffleStep(d.actor.getSnapshot())).toBe('ended');
    d.advance(5000);
    expect(raffleStep(d.actor.getSnapshot())).toBe('loading');
    expect(d.callsOf('loadStatus')).toHaveLength(2);
  });

  it('never counts below zero', () => {
    expect([lessHalfTrip(10, 4000), lessHalfTrip(1, 9000), lessHalfTrip(0, 0)]).toEqual([8, 0, 0]);
  });
});
