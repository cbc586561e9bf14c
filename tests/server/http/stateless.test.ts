// docs/architecture.md §9: the server keeps no state of its own, so two instances on one database behave as one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app.ts';
import { testConfig } from '../../../server/config.ts';
import { outboxSms, type Deps } from '../../../server/deps.ts';
import type { OpenDatabase } from '../../../server/db/open.ts';
import { seedDemoData } from '../../../server/seed/seed.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { dbKinds, fixedClock, sharedDatabase, testRandom } from '../test-server.ts';
import { call } from '../call-client.ts';

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

  /** One instance as the call client takes it (its app and the shared clock). */
  const on = (app: typeof a) => ({ app, clock }) as unknown as Parameters<typeof call>[0];

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await closeDatabase?.();
  });

  it('a session made on one instance works on the other, and logout on either ends it', async () => {
    const token = await runOpsCommand(a.deps, 'token', { account: 'demo' });
    const info = await call(on(b), 'memberInfo', { as: token });
    expect(info.body.value.account).toBe('demo');
    await call(on(b), 'logout', { as: token });
    expect((await call(on(a), 'memberInfo', { as: token })).status).toBe(401);
  });

  it('the catalogue reads trust a session for at most a second after a logout elsewhere, none after one here', async () => {
    const gameList = (app: typeof a, token: string) => call(on(app), 'gameList', { as: token, query: { gameType: 'RNG', pageNo: 1, pageSize: 20 } });
    const here = await runOpsCommand(a.deps, 'token', { account: 'demo' });
    expect((await gameList(a, here)).status).toBe(200);
    await call(on(a), 'logout', { as: here });
    expect((await gameList(a, here)).status).toBe(401);

    const elsewhere = await runOpsCommand(a.deps, 'token', { account: 'demo' });
    expect((await gameList(a, elsewhere)).status).toBe(200);
    await call(on(b), 'logout', { as: elsewhere });
    // Calls that read the member's own data check the database every time.
    expect((await call(on(a), 'memberInfo', { as: elsewhere })).status).toBe(401);
    clock.advance(1_001);
    expect((await gameList(a, elsewhere)).status).toBe(401);
  });

  it('an operator change through one instance shows on the other after its status cache expires', async () => {
    await runOpsCommand(a.deps, 'maintenance-on', {});
    clock.advance(1_001);
    const status = await call(on(b), 'systemStatus');
    expect(status.body.value.status).toBe(1);
    await runOpsCommand(b.deps, 'maintenance-off', {});
  });
});
