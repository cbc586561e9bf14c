import { describe, expect, it } from 'vitest';
import { smsCountdownMachine } from '../../../src/machines/session/sms-countdown.machine.ts';
import { formatCoverage } from '../../../src/flows/model/coverage.ts';
import { driveMachine } from '../../../src/flows/model/drive-machine.ts';
import { runModels } from '../../../src/flows/model/harness.ts';
import { models, request, tooMany } from '../../../src/flows/models/sms-countdown.model.ts';

describe('smsCountdown machine, model-based', () => {
  it('replays every path on a real actor and reaches every state and transition', async () => {
    const run = await runModels(models);
    console.log(`${formatCoverage('smsCountdown', run)} over ${run.paths} paths`);
    expect(run.states.missed).toEqual([]);
    expect(run.transitions.missed).toEqual([]);
  });
});

describe('smsCountdown machine, behaviour', () => {
  it('counts expiredMinutes x 60 seconds, disabled all along, then enables the button', async () => {
    const d = driveMachine(smsCountdownMachine, { input: { compensateLatency: false } });
    d.actor.send({ type: 'sms.send', request });
    expect(d.callsOf('sendCode')).toEqual([request]);
    expect(d.actor.getSnapshot().hasTag('ui:busy')).toBe(true);
    await d.resolve('sendCode', { expiredMinutes: 5, latencyMs: 800 });
    expect(d.actor.getSnapshot().context.remaining).toBe(300);
    d.actor.send({ type: 'sms.send', request });
    expect(d.callsOf('sendCode')).toHaveLength(1);
    // One tick at a time, as the simulated clock schedules each next second when the previous one fires.
    for (let i = 0; i < 299; i++) d.advance(1000);
    expect(d.actor.getSnapshot().context.remaining).toBe(1);
    expect(d.actor.getSnapshot().value).toBe('counting');
    d.advance(1000);
    expect(d.actor.getSnapshot().value).toBe('idle');
    expect(d.actor.getSnapshot().hasTag('ui:busy')).toBe(false);
  });

  it('takes half the latency off in forgot password', async () => {
    const d = driveMachine(smsCountdownMachine, { input: { compensateLatency: true } });
    d.actor.send({ type: 'sms.send', request });
    await d.resolve('sendCode', { expiredMinutes: 1, latencyMs: 4000 });
    expect(d.actor.getSnapshot().context.remaining).toBe(58);
  });

  it('after a refused send, says why and accepts another press a second later', async () => {
    const d = driveMachine(smsCountdownMachine, { input: { compensateLatency: false } });
    d.actor.send({ type: 'sms.send', request });
    await d.reject('sendCode', tooMany);
    expect(d.actor.getSnapshot().context.error).toBe('errors.TOO_MANY_REQUESTS');
    d.actor.send({ type: 'sms.dismiss' });
    expect(d.actor.getSnapshot().context.error).toBeNull();
    d.actor.send({ type: 'sms.send', request });
    expect(d.callsOf('sendCode')).toHaveLength(1);
    d.advance(1000);
    d.actor.send({ type: 'sms.send', request });
    expect(d.callsOf('sendCode')).toHaveLength(2);
  });
});

describe('smsCountdown machine, a mailed code (security centre)', () => {
  it('hands an email request to its sender as it is and counts down the same way', async () => {
    const d = driveMachine(smsCountdownMachine, { input: { compensateLatency: false } });
    d.actor.send({ type: 'sms.send', request: { email: 'me@example.com' } });
    expect(d.callsOf('sendCode')).toEqual([{ email: 'me@example.com' }]);
    await d.resolve('sendCode', { expiredMinutes: 5, latencyMs: 100 });
    expect(d.actor.getSnapshot().context.remaining).toBe(300);
    expect(d.actor.getSnapshot().hasTag('ui:counting')).toBe(true);
  });
});
