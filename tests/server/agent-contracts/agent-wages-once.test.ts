// The agents' daily wage exactly once (issue 14, docs/agents.md §earnings): a close that dies before its commit
// leaves nothing and its retry pays once; two servers on one database closing the same day at once pay once.
// PGlite and PostgreSQL.
import { LEDGER_OK, ledgerViolations } from '../../../server/ledger/checks.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { buildServer } from '../../../server/app.ts';
import { testConfig } from '../../../server/config.ts';
import { outboxSms, type Deps } from '../../../server/deps.ts';
import { queryRows } from '../../../server/db/client.ts';
import { agentContracts, agentEarnings } from '../../../server/db/schema-agents.ts';
import { members } from '../../../server/db/schema.ts';
import { closeDay, dailyWageDayRule } from '../../../server/jobs/day-close.ts';
import type { StoredTier } from '../../../contract/rules/agent-contracts.ts';
import { dbKinds, fixedClock, sharedDatabase, startTestServer, testRandom } from '../test-server.ts';
import { balanceOf, newPlayer, type TestServer } from '../vendor-helpers.ts';
import { gameOf, passMidnight, playRound, today } from '../economy-helpers.ts';

/** Agent A over sub-agent B over player p; A 2 %, B 1 % daily; p plays ₱500.00: B earns 5.00, A 5.00. */
async function teamPlays(t: TestServer) {
  const mk = async (type: number, parentId: number | null) => {
    const p = await newPlayer(t, 10_000_000, type);
    if (parentId !== null) await t.db.update(members).set({ parentId }).where(eq(members.id, p.memberId));
    return p.memberId;
  };
  const a = await mk(1, null);
  const b = await mk(41, a);
  const p = await mk(0, b);
  const tiers = (rateBp: number): StoredTier[] => [{ volume: 0, activeMembers: 0, rateBp }];
  const at = t.clock.now();
  await t.db.insert(agentContracts).values([
    { kind: 'daily', agentId: a, uplineId: null, status: 'A', tiers: tiers(200), createdAt: at, decidedAt: at },
    { kind: 'daily', agentId: b, uplineId: a, status: 'A', tiers: tiers(100), createdAt: at, decidedAt: at },
  ]);
  await playRound(t, p, await gameOf(t, 'RNG', 1), 50_000);
  return { a, b, before: { a: await balanceOf(t, a), b: await balanceOf(t, b) } };
}

const wageTransfers = async (t: Pick<TestServer, 'db'>, memberId: number) =>
  Number(
    (
      await queryRows<{ n: string }>(
        t.db,
        sql`select count(*) as n from ledger_transfers t join ledger_accounts a on a.id = t.to_account_id
                                               where t.kind = 'agent.wage.daily' and a.code = ${`member:${memberId}`}`,
      )
    )[0]!.n,
  );

describe.each(dbKinds)('the daily wage after a crash on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ kind });
    await t.app.jobs.runDue();
  });
  afterAll(() => t.close());

  it('leaves nothing when the close dies before its commit, and its retry pays once', async () => {
    const { a, b, before } = await teamPlays(t);
    const day = today(t);
    passMidnight(t);
    t.deps.config.failpoint = 'settle-before-commit';
    try {
      await expect(closeDay(t.deps, day, [dailyWageDayRule])).rejects.toThrow(/failpoint settle-before-commit: daily-wage/);
    } finally {
      delete t.deps.config.failpoint;
    }
    expect(
      await t.db
        .select()
        .from(agentEarnings)
        .where(and(eq(agentEarnings.agentId, a), eq(agentEarnings.period, day.key))),
    ).toEqual([]);
    expect(await balanceOf(t, a)).toBe(before.a);
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);

    await t.app.jobs.runDue();
    await closeDay(t.deps, day, [dailyWageDayRule]);
    expect(await balanceOf(t, b)).toBe(before.b + 500);
    expect(await balanceOf(t, a)).toBe(before.a + 500);
    expect(await wageTransfers(t, a)).toBe(1);
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
  });
});

describe.each(dbKinds)('two servers on one %s database', (kind) => {
  const clock = fixedClock(new Date('2026-11-21T08:00:00Z'));
  let closeDatabase: (() => Promise<void>) | undefined;
  let servers: Awaited<ReturnType<typeof buildServer>>[];
  let deps: Deps[];

  beforeAll(async () => {
    const shared = await sharedDatabase(kind, { seeded: true });
    closeDatabase = shared.close;
    deps = shared.dbs.map((d, i) => ({ db: d.db, clock, random: testRandom(i + 1), sms: outboxSms(d.db, clock), config: testConfig() }));
    servers = await Promise.all(deps.map((d) => buildServer(d)));
    await servers[0]!.jobs.runDue();
  });
  afterAll(async () => {
    for (const s of servers ?? []) await s.close();
    await closeDatabase?.();
  });

  it('pay each agent its daily wage once when both close the day at the same time', async () => {
    const t = { app: servers[0]!, deps: deps[0]!, clock, db: deps[0]!.db } as unknown as TestServer;
    const { a, b, before } = await teamPlays(t);
    const day = today(t);
    passMidnight(t);
    const reports = (await Promise.all([servers[0]!.jobs.runDue(), servers[1]!.jobs.runDue()])).flat();
    expect(reports.filter((r) => !r.ok)).toEqual([]);
    await Promise.all(deps.map((d) => closeDay(d, day, [dailyWageDayRule])));
    expect(await balanceOf(t, a)).toBe(before.a + 500);
    expect(await balanceOf(t, b)).toBe(before.b + 500);
    expect(await wageTransfers(t, a)).toBe(1);
    expect(await wageTransfers(t, b)).toBe(1);
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
  });
});
