import { describe, expect, it } from 'vitest';
import { lessHalfTrip, raffleCountdownMachine } from '../../../src/machines/raffle/raffle-countdown.machine.ts';
import { isClaiming, raffleProblem, raffleResult, raffleStep, secondsToDraw, secondsToEnd } from '../../../src/machines/raffle/raffle-countdown.selectors.ts';
import type { RaffleCountdownEmitted } from '../../../src/machines/raffle/raffle-countdown.types.ts';
import { formatCoverage } from '../../../src/flows/model/coverage.ts';
import { driveMachine } from '../../../src/flows/model/drive-machine.ts';
import { runModels } from '../../../src/flows/model/harness.ts';
import { models, refusal, draw, money } from '../../../src/flows/models/raffle-countdown.model.ts';

describe('raffleCountdown machine, model-based', () => {
  it('replays every path on a real actor and reaches every state and transition', async () => {
    const run = await runModels(models);
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
