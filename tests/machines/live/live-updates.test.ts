import { describe, expect, it } from 'vitest';
import { liveUpdatesMachine } from '../../../src/machines/live/live-updates.machine.ts';
import { CONNECT_TIMEOUT_MS, POLL_MS } from '../../../src/machines/live/live-updates.types.ts';
import { livePaused } from '../../../src/machines/live/live-updates.selectors.ts';
import { formatCoverage } from '../../../src/flows/model/coverage.ts';
import { driveMachine } from '../../../src/flows/model/drive-machine.ts';
import { runModels } from '../../../src/flows/model/harness.ts';
import { expired, hello, models, offline, won } from '../../../src/flows/models/live-updates.model.ts';

describe('liveUpdates machine, model-based', () => {
  it('replays every path on a real actor and reaches every state and transition', async () => {
    const run = await runModels(models);
    console.log(`${formatCoverage('liveUpdates', run)} over ${run.paths} paths`);
    expect(run.states.missed).toEqual([]);
    expect(run.transitions.missed).toEqual([]);
  });
});

describe('liveUpdates machine, behaviour', () => {
  const start = () => driveMachine(liveUpdatesMachine);
  type Driven = ReturnType<typeof start>;
  const tags = (driven: Driven) => [...driven.actor.getSnapshot().tags];
  const polls = (driven: Driven) => driven.paramsOf('poll').length;
  const asked = (driven: Driven) => driven.callsOf('stream').length;
  /**
   * Moves the clock `ms` forward in steps of at most POLL_MS, as real time passes: the simulated clock starts a timer
   * set while it fires another at the end of the whole increment.
   */
  const pass = (driven: Driven, ms: number) => {
    for (let left = ms; left > 0; left -= POLL_MS) driven.advance(Math.min(left, POLL_MS));
  };

  it('asks for the stream at once, without a resume point, and applies each event once open', () => {
    const driven = start();
    expect(driven.callsOf('stream')).toEqual([expect.objectContaining({ lastEventId: null })]);
    expect(tags(driven)).toEqual(['live:connecting']);
    driven.actor.send({ type: 'live.opened' });
    expect(tags(driven)).toEqual(['live:open']);
    driven.actor.send({ type: 'live.event', event: hello });
    driven.actor.send({ type: 'live.event', event: won });
    expect(driven.paramsOf('applyEvent')).toEqual([hello, won]);
    expect(polls(driven)).toBe(0);
  });

  it('polls at once when an open stream is lost, then asks again after 1 s, 2 s, 4 s ... 30 s, resuming from the last event', async () => {
    const driven = start();
    driven.actor.send({ type: 'live.opened' });
    driven.actor.send({ type: 'live.event', event: won });
    await driven.reject('stream', offline);
    expect(tags(driven)).toEqual(['live:down']);
    expect(polls(driven)).toBe(1);
    for (const pause of [1000, 2000, 4000, 8000, 16000, 30000, 30000]) {
      const before = asked(driven);
      pass(driven, pause - 1);
      expect(asked(driven)).toBe(before);
      driven.advance(1);
      expect(asked(driven)).toBe(before + 1);
      expect(driven.callsOf('stream').at(-1)).toMatchObject({ lastEventId: won.id });
      await driven.reject('stream', offline);
    }
    // Open again: the next failure starts the backoff over.
    pass(driven, 30_000);
    driven.actor.send({ type: 'live.opened' });
    await driven.reject('stream', offline);
    const before = asked(driven);
    driven.advance(1000);
    expect(asked(driven)).toBe(before + 1);
  });

  it('refetches the balance and the badges every 20 s of a long pause, and not while the stream is open', async () => {
    const driven = start();
    // Six failures in a row: the pause is now 30 s.
    for (let i = 0; i < 6; i++) {
      await driven.reject('stream', offline);
      pass(driven, driven.actor.getSnapshot().context.waitLeft);
    }
    await driven.reject('stream', offline);
    const before = polls(driven);
    driven.advance(POLL_MS);
    expect(polls(driven)).toBe(before + 1);
    expect(tags(driven)).toEqual(['live:down']);
    driven.advance(30_000 - POLL_MS);
    expect(tags(driven)).toEqual(['live:connecting']);
    driven.actor.send({ type: 'live.opened' });
    pass(driven, POLL_MS * 5);
    expect(polls(driven)).toBe(before + 1);
    expect(tags(driven)).toEqual(['live:open']);
  });

  it("comes back after the server's retry hint when a closing instance ends the stream", async () => {
    const driven = start();
    driven.actor.send({ type: 'live.opened' });
    await driven.resolve('stream', { retryMs: 250 });
    expect(tags(driven)).toEqual(['live:down']);
    driven.advance(249);
    expect(asked(driven)).toBe(1);
    driven.advance(1);
    expect(asked(driven)).toBe(2);
  });

  it('keeps its resume point through a resync sent without an id', async () => {
    const driven = start();
    driven.actor.send({ type: 'live.opened' });
    driven.actor.send({ type: 'live.event', event: won });
    driven.actor.send({ type: 'live.event', event: { id: '', kind: 'resync', data: {} } });
    expect(driven.paramsOf('applyEvent')).toEqual([won, { id: '', kind: 'resync', data: {} }]);
    await driven.reject('stream', offline);
    driven.advance(1000);
    expect(driven.callsOf('stream').at(-1)).toMatchObject({ lastEventId: won.id });
  });

  it('counts a stream that does not answer in time as down', () => {
    const driven = start();
    driven.advance(CONNECT_TIMEOUT_MS);
    expect(tags(driven)).toEqual(['live:down']);
    expect(driven.running()).toEqual([]);
  });

  it('says the page is paused while the stream is down and asked for again, not while the first is asked for', async () => {
    const driven = start();
    const paused = () => livePaused(driven.actor.getSnapshot());
    expect(paused()).toBe(false);
    driven.actor.send({ type: 'live.opened' });
    expect(paused()).toBe(false);
    await driven.reject('stream', offline);
    expect(paused()).toBe(true);
    driven.advance(1000);
    expect(tags(driven)).toEqual(['live:connecting']);
    expect(paused()).toBe(true);
    driven.actor.send({ type: 'live.opened' });
    expect(paused()).toBe(false);
  });

  it('stops asking when the server refuses the session', async () => {
    const driven = start();
    await driven.reject('stream', expired);
    expect(driven.actor.getSnapshot().status).toBe('done');
    driven.advance(60_000);
    expect(asked(driven)).toBe(1);
    expect(polls(driven)).toBe(0);
  });
});
