// Live updates across a fleet: two instances on one PostgreSQL database and one Redis. A win paid through instance
// B's vendor wallet reaches a stream opened on instance A (Redis pub/sub), and a stream resumed on B after A's
// stream replays what A's stream missed (the recent events are kept in Redis, not in an instance).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../../server/app.ts';
import { testConfig } from '../../../server/config.ts';
import { outboxSms } from '../../../server/deps.ts';
import { openSharedStore, type SharedStore } from '../../../server/fleet/redis.ts';
import { fixedClock, sharedDatabase, testRandom } from '../test-server.ts';
import type { TestServer } from '../vendor-helpers.ts';
import type { LiveEvent } from '../../../contract/live/live.ts';
import { betAndWin, listening, livePlayer, openStream, type LivePlayer } from './live-helpers.ts';

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

describe.runIf(process.env.PG_TEST_URL)('live updates across two instances on PostgreSQL and Redis', () => {
  let database: Awaited<ReturnType<typeof sharedDatabase>>;
  const clock = fixedClock();
  const instances: { t: TestServer; store: SharedStore; url: string }[] = [];
  let player: LivePlayer;

  beforeAll(async () => {
    database = await sharedDatabase('postgres', { seeded: true });
    const prefix = `playstate-test:${randomBytes(6).toString('hex')}:`;
    for (const i of [0, 1]) {
      const db = database.dbs[i]!.db;
      const store = await openSharedStore(REDIS_URL, prefix);
      const deps = { db, clock, random: testRandom(i), sms: outboxSms(db, clock), config: testConfig(), shared: store };
      const app: FastifyInstance = await buildServer(deps);
      const t = { app, deps: app.deps, clock, db, close: () => app.close() } as unknown as TestServer;
      instances.push({ t, store, url: await listening(app) });
    }
    player = await livePlayer(instances[0]!.t, 10_000);
  });
  afterAll(async () => {
    for (const i of instances) {
      await i.t.app.close();
      await i.store.close();
    }
    await database.close();
  });

  it('a win paid through instance B reaches the stream opened on instance A', async () => {
    const [a, b] = instances;
    const stream = openStream(a!.url, player.session);
    await stream.next('hello');
    const answer = await betAndWin(b!.t, player.gameToken, 1_000, 6_000);
    // The bet's and the win's balances may come as one event (a member's balance events are coalesced over 50 ms).
    await expect.poll(() => stream.events.at(-1)?.data).toEqual({ balance: answer.balance! / 100, currency: 'PHP', currencySymbol: '₱' });
    expect(new Set(stream.events.slice(1).map((e) => e.kind))).toEqual(new Set(['balance']));
    stream.close();
  });

  it('a stream resumed on the other instance replays what it missed', async () => {
    const [a, b] = instances;
    const first = openStream(a!.url, player.session);
    const hello = await first.next('hello');
    first.close();
    await first.ended;
    const answer = await betAndWin(a!.t, player.gameToken, 2_000, 0);
    // Published once the member's 50 ms window ends: a stream resumed after that on the other instance is replayed it
    // from Redis, before its hello.
    let missed: LiveEvent[] = [];
    await expect
      .poll(async () => {
        const resumed = openStream(b!.url, player.session, hello.id);
        const again = await resumed.next('hello');
        resumed.close();
        missed = resumed.events.slice(0, resumed.events.indexOf(again));
        return missed.at(-1)?.data;
      })
      .toMatchObject({ balance: answer.balance! / 100 });
    expect(new Set(missed.map((e) => e.kind))).toEqual(new Set(['balance']));
  });
});
