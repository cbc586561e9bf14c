// Limits that hold across a fleet: three instances on one PostgreSQL database and one Redis refuse a burst split
// over them at the same count as one instance refuses it (the flood guard and the captcha's per-IP limit count in
// Redis, sign-in tries in the database).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../../server/app.ts';
import { testConfig } from '../../../server/config.ts';
import { outboxSms } from '../../../server/deps.ts';
import { openSharedStore, type SharedStore } from '../../../server/fleet/redis.ts';
import { members } from '../../../server/db/schema.ts';
import { hashPassword } from '../../../server/shared/passwords.ts';
import { CAPTCHA_ALPHABET, CAPTCHA_MIN_LENGTH } from '../../../server/session/captcha-image.ts';
import { MAX_ACCOUNT_FAILURES } from '../../../server/session/login-attempts.ts';
import { fixedClock, sharedDatabase, testRandom } from '../test-server.ts';
import { call } from '../call-client.ts';

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const FLOOD_LIMIT = 40;
/** The captcha's own per-IP limit a minute (server/session/login-routes.ts). */
const CAPTCHAS_PER_MINUTE = 30;
// The injected random below always picks the smallest value: every captcha reads this.
const CAPTCHA_ANSWER = CAPTCHA_ALPHABET[0]!.repeat(CAPTCHA_MIN_LENGTH);

interface Instance {
  app: FastifyInstance;
  store: SharedStore;
  /** The instance as the call client takes it. */
  t: Parameters<typeof call>[0];
}

describe.runIf(process.env.PG_TEST_URL)('limits across three instances on PostgreSQL and Redis', () => {
  let database: Awaited<ReturnType<typeof sharedDatabase>>;
  const clock = fixedClock();
  let fleet: Instance[];
  let alone: Instance[];

  /** Instances on the run's database whose Redis keys start with `prefix` (one prefix: one fleet). */
  async function instances(n: number, prefix: string): Promise<Instance[]> {
    return Promise.all(
      Array.from({ length: n }, async (_, i) => {
        const db = database.dbs[i % 2]!.db;
        const config = testConfig({ floodLimitPerMinute: FLOOD_LIMIT });
        const store = await openSharedStore(REDIS_URL, prefix);
        const random = { ...testRandom(i), int: (min: number) => min };
        const app = await buildServer({ db, clock, random, sms: outboxSms(db, clock), config, shared: store });
        await app.ready();
        const t = { app, deps: app.deps, clock, db } as unknown as Parameters<typeof call>[0];
        return { app, store, t };
      }),
    );
  }

  beforeAll(async () => {
    database = await sharedDatabase('postgres', { seeded: true });
    const run = `playstate-test:${randomBytes(6).toString('hex')}:`;
    fleet = await instances(3, `${run}fleet:`);
    alone = await instances(1, `${run}alone:`);
  });
  afterAll(async () => {
    for (const i of [...fleet, ...alone]) {
      await i.app.close();
      await i.store.close();
    }
    await database.close();
  });

  /** Sends `n` requests one after another, the i-th to instance i mod the count; returns each status. */
  async function roundRobin(on: Instance[], n: number, send: (i: Instance, k: number) => Promise<{ status: number }>) {
    const statuses: number[] = [];
    for (let k = 0; k < n; k++) statuses.push((await send(on[k % on.length]!, k)).status);
    return statuses;
  }
  const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

  it('each instance reports the shared store in /readyz', async () => {
    for (const i of fleet) expect((await i.app.inject({ url: '/readyz' })).json().checks.redis).toBe('ok');
  });

  it('the flood guard refuses a burst split over three instances at the count one instance refuses it', async () => {
    const status = (ip: string) => (i: Instance) => call(i.t, 'systemStatus', { ip });
    const overFleet = await roundRobin(fleet, 60, status('10.70.0.1'));
    const onOne = await roundRobin(alone, 60, status('10.70.0.1'));
    expect(count(overFleet, 200)).toBe(FLOOD_LIMIT);
    expect(count(overFleet, 429)).toBe(60 - FLOOD_LIMIT);
    expect(overFleet).toEqual(onOne);
    // Another address has its own count.
    expect((await status('10.70.0.2')(fleet[1]!)).status).toBe(200);
  });

  it("the captcha's per-IP limit holds across the instances", async () => {
    const captcha = (ip: string) => (i: Instance) => call(i.t, 'captcha', { ip });
    // Under the flood guard's limit, so the captcha's own is the one met.
    const overFleet = await roundRobin(fleet, 36, captcha('10.71.0.1'));
    const onOne = await roundRobin(alone, 36, captcha('10.71.0.1'));
    expect(count(overFleet, 200)).toBe(CAPTCHAS_PER_MINUTE);
    expect(count(overFleet, 429)).toBe(36 - CAPTCHAS_PER_MINUTE);
    expect(overFleet).toEqual(onOne);
  });

  it('wrong passwords sent to three instances lock the account after the same count as on one', async () => {
    const now = clock.now();
    const account = `fleet${process.pid % 10_000}`;
    await database.dbs[0].db
      .insert(members)
      .values({ account, nickname: account, passwordHash: await hashPassword('Right1234'), type: 0, language: 'EN', passwordChangedAt: now, createdAt: now });
    // Each try from an address of its own with a solved captcha, so only the account's count can refuse it.
    const tryWrong = async (i: Instance, k: number) => {
      const ip = `10.72.${k}.1`;
      const captchaId = (await call(i.t, 'captcha', { ip })).body.value.captchaId;
      const res = await call(i.t, 'login', { body: { type: 'username', username: account, password: 'wrong-guess', captchaId, captcha: CAPTCHA_ANSWER }, ip });
      return { statusCode: res.status, code: res.body.errorCode };
    };
    const codes: string[] = [];
    for (let k = 0; k < MAX_ACCOUNT_FAILURES + 2; k++) codes.push((await tryWrong(fleet[k % 3]!, k)).code);
    expect(codes.slice(0, MAX_ACCOUNT_FAILURES)).toEqual(Array(MAX_ACCOUNT_FAILURES).fill('login.failed'));
    expect(codes.slice(MAX_ACCOUNT_FAILURES)).toEqual(['TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
    // The account stays locked on every instance, the right password included.
    for (const i of fleet) expect((await tryWrong(i, 50)).code).toBe('TOO_MANY_REQUESTS');
  });
});
