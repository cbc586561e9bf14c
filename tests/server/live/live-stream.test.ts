// The live-updates stream (issue 37 item 6) on one instance with its in-process bus: a signed-in stream starts
// with hello and receives the balance after a vendor-wallet win; Last-Event-ID replays what was missed or asks for
// a resync; an anonymous caller is refused; a closing server ends its streams with a retry hint.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test-server.ts';
import { testFleetConfig } from '../../../server/config.ts';
import { call } from '../call-client.ts';
import { memberBalance } from '../../../server/ledger/accounts.ts';
import { betAndWin, listening, livePlayer, openStream, type LivePlayer } from './live-helpers.ts';

describe('live updates on one instance', () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  let base: string;
  let player: LivePlayer;

  beforeAll(async () => {
    t = await startTestServer();
    base = await listening(t.app);
    player = await livePlayer(t, 10_000);
  });
  afterAll(() => t.close());

  it('sends hello, then the new balance after a win paid through the vendor wallet', async () => {
    const stream = openStream(base, player.session);
    await stream.opened;
    expect((await stream.next('hello')).data).toEqual({});
    const answer = await betAndWin(t, player.gameToken, 1_000, 5_000);
    expect(answer.balance).toBe(14_000);
    // One event per movement, the win's last, each with the balance as the balance call answers it.
    await expect.poll(() => stream.events.filter((e) => e.kind === 'balance').length).toBe(2);
    expect(stream.events.map((e) => e.kind)).toEqual(['hello', 'balance', 'balance']);
    expect(stream.events.at(-1)!.data).toEqual({ balance: 140, currency: 'PHP', currencySymbol: '₱' });
    expect((await call(t, 'balance', { as: player.session })).body.value).toMatchObject(stream.events.at(-1)!.data);
    stream.close();
  });

  it('replays what a stream missed after its Last-Event-ID, and asks for a resync when it cannot', async () => {
    const first = openStream(base, player.session);
    const hello = await first.next('hello');
    first.close();
    await first.ended;
    // Two movements while no stream is open.
    await betAndWin(t, player.gameToken, 500, 0);
    const balance = await memberBalance(t.db, player.memberId);

    const resumed = openStream(base, player.session, hello.id);
    const again = await resumed.next('hello');
    const missed = resumed.events.slice(0, resumed.events.indexOf(again));
    expect(missed.map((e) => e.kind)).toEqual(['balance', 'balance']);
    expect(missed.at(-1)!.data).toMatchObject({ balance: balance / 100 });
    expect(missed.map((e) => e.id)).toEqual([...missed.map((e) => e.id)].sort((a, b) => Number(a.split('-')[1]) - Number(b.split('-')[1])));
    expect(again.id).toBe(missed.at(-1)!.id);
    resumed.close();

    // An id of another epoch (a restarted server, a forgotten history) cannot be resumed: resync, then hello.
    const stale = openStream(base, player.session, 'deadbeef-3');
    await stale.next('hello');
    expect(stale.events.map((e) => e.kind)).toEqual(['resync', 'hello']);
    stale.close();
    // Nothing missed: only hello.
    const current = openStream(base, player.session, again.id);
    await current.next('hello');
    expect(current.events.map((e) => e.kind)).toEqual(['hello']);
    current.close();
  });

  it('refuses an anonymous caller with 401, and answers the resume point without the event-stream Accept', async () => {
    const anonymous = openStream(base, null);
    await expect(anonymous.ended).rejects.toMatchObject({ status: 401, errorCode: 'login.not.session' });
    const wrong = openStream(base, 'not-a-token');
    await expect(wrong.ended).rejects.toMatchObject({ status: 401 });
    const point = await call(t, 'liveUpdates', { as: player.session });
    expect(point.status).toBe(200);
    expect(point.body.value.lastEventId).toMatch(/^[0-9a-f]+-\d+$/);
    expect(point.body.value.kinds).toContain('balance');
  });

  it('streams only the caller’s own events', async () => {
    const other = await livePlayer(t, 10_000);
    const mine = openStream(base, player.session);
    await mine.next('hello');
    const theirs = openStream(base, other.session);
    await theirs.next('hello');
    await betAndWin(t, other.gameToken, 1_000, 3_000);
    await theirs.next('balance');
    // A movement of mine after theirs: when it arrives, theirs would have arrived before it.
    await betAndWin(t, player.gameToken, 100, 0);
    await mine.next('balance');
    const own = (await memberBalance(t.db, player.memberId)) / 100;
    expect(mine.events.filter((e) => e.kind === 'balance').map((e) => e.data)).toEqual([expect.objectContaining({ balance: own })]);
    mine.close();
    theirs.close();
  });
});

describe('a session that ends', () => {
  it('ends its open stream, and the next try is refused', async () => {
    const t = await startTestServer({ config: { fleet: { ...testFleetConfig, liveSessionCheckMs: 100 } } });
    try {
      const base = await listening(t.app);
      const player = await livePlayer(t, 0);
      const stream = openStream(base, player.session);
      await stream.next('hello');
      expect((await call(t, 'logout', { as: player.session })).status).toBe(200);
      await expect(stream.ended).resolves.toEqual({ retryMs: null });
      await expect(openStream(base, player.session).ended).rejects.toMatchObject({ status: 401 });
    } finally {
      await t.close();
    }
  });
});

describe('a closing server', () => {
  it('ends its open streams with a retry hint', async () => {
    const t = await startTestServer();
    const base = await listening(t.app);
    const player = await livePlayer(t, 0);
    const stream = openStream(base, player.session);
    await stream.next('hello');
    await t.close();
    await expect(stream.ended).resolves.toEqual({ retryMs: 1_000 });
  });
});
