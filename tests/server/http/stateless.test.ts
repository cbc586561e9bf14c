// docs/architecture.md §9: the server keeps no state of its own, so two instances on one database behave as one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app.ts';
import { testConfig } from '../../../server/config.ts';
import { outboxSms, type Deps } from '../../../server/deps.ts';
import type { OpenDatabase } from '../../../server/db/open.ts';
import { seedDemoData } from '../../../server/seed/seed.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { MERCHANT_HEADERS, dbKinds, fixedClock, sharedDatabase, testRandom } from '../test-server.ts';

describe.each(dbKinds)('two instances on one %s database', (kind) => {
  const clock = fixedClock();
  let closeDatabase: (() => Promise<void>) | undefined;
  let a: Awaited<ReturnType<typeof buildServer>>;
  let b: Awaited<ReturnType<typeof buildServer>>;

  beforeAll(async () => {
    const shared = await sharedDatabase(kind);
    closeDatabase = shared.close;
    const dbs = shared.dbs;
    await seedDemoData(dbs[0]!.db, clock, testConfig().merchant);
    // A second seeding attempt (the other instance starting) must be a no-op.
    expect(await seedDemoData(dbs[1]!.db, clock, testConfig().merchant)).toBe(false);
    const deps = (db: OpenDatabase): Deps => ({
      db: db.db,
      clock,
      random: testRandom(kind === 'postgres' ? 1 : 2),
      sms: outboxSms(db.db, clock),
      config: testConfig(),
    });
    a = await buildServer(deps(dbs[0]!));
    b = await buildServer(deps(dbs[1]!));
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await closeDatabase?.();
  });

  it('a session made on one instance works on the other, and logout on either ends it', async () => {
    const token = await runOpsCommand(a.deps, 'token', { account: 'demo' });
    const info = await b.inject({ method: 'GET', url: '/wps/member/info', headers: { ...MERCHANT_HEADERS, authorization: token } });
    expect(info.json().value.account).toBe('demo');
    await b.inject({ method: 'DELETE', url: '/wps/session/logout', headers: { ...MERCHANT_HEADERS, authorization: token } });
    expect((await a.inject({ method: 'GET', url: '/wps/member/info', headers: { ...MERCHANT_HEADERS, authorization: token } })).statusCode).toBe(401);
  });

  it('the catalogue reads trust a session for at most a second after a logout elsewhere, none after one here', async () => {
    const gameList = (app: typeof a, token: string) =>
      app.inject({
        method: 'GET',
        url: '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=20',
        headers: { ...MERCHANT_HEADERS, authorization: token },
      });
    const here = await runOpsCommand(a.deps, 'token', { account: 'demo' });
    expect((await gameList(a, here)).statusCode).toBe(200);
    await a.inject({ method: 'DELETE', url: '/wps/session/logout', headers: { ...MERCHANT_HEADERS, authorization: here } });
    expect((await gameList(a, here)).statusCode).toBe(401);

    const elsewhere = await runOpsCommand(a.deps, 'token', { account: 'demo' });
    expect((await gameList(a, elsewhere)).statusCode).toBe(200);
    await b.inject({ method: 'DELETE', url: '/wps/session/logout', headers: { ...MERCHANT_HEADERS, authorization: elsewhere } });
    // Calls that read the member's own data check the database every time.
    expect((await a.inject({ method: 'GET', url: '/wps/member/info', headers: { ...MERCHANT_HEADERS, authorization: elsewhere } })).statusCode).toBe(401);
    clock.advance(1_001);
    expect((await gameList(a, elsewhere)).statusCode).toBe(401);
  });

  it('an operator change through one instance shows on the other after its status cache expires', async () => {
    await runOpsCommand(a.deps, 'maintenance-on', {});
    clock.advance(1_001);
    const status = await b.inject({ method: 'GET', url: '/wps/system/status', headers: MERCHANT_HEADERS });
    expect(status.json().value.status).toBe(1);
    await runOpsCommand(b.deps, 'maintenance-off', {});
  });
});
