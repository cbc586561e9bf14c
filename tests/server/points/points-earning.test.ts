// Points earned on play and deposits (issue 15, docs/loyalty.md §earning): once a 5-minute slot has ended, the
// points job pays each member's valid bets of the slot's settled rounds and paid deposits at point_rates, from
// house:points in one ledger transfer per rule, exactly once (a second run, a second instance and the seed's
// history window pay nothing again). Rolled-back rounds earn nothing. PGlite and PostgreSQL.
import { LEDGER_OK, ledgerViolations } from '../../../server/ledger/checks.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { settlements } from '../../../server/db/schema-economy.ts';
import { ledgerTransfers } from '../../../server/db/schema.ts';
import { pointRates } from '../../../server/db/schema-loyalty.ts';
import { JobRunner } from '../../../server/jobs/runner.ts';
import { platformJobs } from '../../../server/jobs/platform-jobs.ts';
import { POINTS_SLOT_MS } from '../../../server/points/jobs.ts';
import { dbKinds, startTestServer } from '../test-server.ts';
import { type TestServer } from '../vendor-helpers.ts';
import { signedInMember, type TestMember } from '../wallet-helpers.ts';
import { gameOf, playRound } from '../economy-helpers.ts';
import { CALLBACK_PATH, PAY_SIGNATURE_HEADER, signCallback } from '../../../server/deposit/deposits.ts';
import { pointBalance } from '../../../server/ledger/accounts.ts';
import { call } from '../call-client.ts';

describe.each(dbKinds)('points earned on %s', (kind) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer({ kind });
    for (const [source, rateBp] of [
      ['RNG', 100],
      ['LIVE', 50],
      ['DEPOSIT', 200],
    ] as const)
      await t.db.insert(pointRates).values({ source, rateBp }).onConflictDoUpdate({ target: pointRates.source, set: { rateBp } });
    await t.app.jobs.runDue();
  });
  afterAll(() => t.close());

  /** Moves the clock past the end of the current slot, so the job pays it. */
  const endSlot = () => t.clock.advance(POINTS_SLOT_MS - (t.clock.now().getTime() % POINTS_SLOT_MS) + 1_000);
  const pointRows = (memberId: number) =>
    t.db
      .select()
      .from(settlements)
      .where(and(eq(settlements.memberId, memberId), like(settlements.rule, 'points:%')));

  async function deposit(m: TestMember, amount: number) {
    const { orderNo } = (await call(t, 'createDepositOrder', { as: m, body: { method: 'GCASH', amount } })).body.value;
    const raw = JSON.stringify({ orderNo, providerRef: `P-${orderNo}`, amount: Math.round(amount * 100), status: 'SUCCESS', ts: 1 });
    const res = await t.app.inject({
      method: 'POST',
      url: CALLBACK_PATH,
      headers: { 'content-type': 'application/json', [PAY_SIGNATURE_HEADER]: signCallback(raw, t.deps.config.wallet.paymentSecret) },
      payload: raw,
    });
    expect(res.json().status).toBe('OK');
  }

  it("pays the slot's valid bets per game type at their rates once the slot ends, rolled-back rounds nothing, and only once", async () => {
    const m = await signedInMember(t, 1_000_000);
    await playRound(t, m.memberId, await gameOf(t, 'RNG', 1), 12_345, 20_000);
    await playRound(t, m.memberId, await gameOf(t, 'LIVE'), 10_000);
    await playRound(t, m.memberId, await gameOf(t, 'LIVE'), 5_000, 'rollback');
    // Not before the slot has ended.
    await t.app.jobs.runDue();
    expect(await pointBalance(t.db, m.memberId)).toBe(0);

    endSlot();
    await t.app.jobs.runDue();
    // RNG 1 % of ₱123.45 = 1.23 points (rounded down), LIVE 0.5 % of ₱100.00 = 0.50.
    expect(await pointBalance(t.db, m.memberId)).toBe(123 + 50);
    const rows = await pointRows(m.memberId);
    expect(rows.map((r) => [r.rule, r.basis, r.amount]).sort()).toEqual([
      ['points:LIVE', 10_000, 50],
      ['points:RNG', 12_345, 123],
    ]);
    expect(rows.every((r) => r.transferId !== null)).toBe(true);
    const kinds = await t.db
      .select({ kind: ledgerTransfers.kind })
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.idempotencyKey, `settle:points:%:${m.memberId}:%`));
    expect(kinds.map((k) => k.kind)).toEqual(['points.bet', 'points.bet']);

    // Again, and from a second instance's runner: nothing more.
    await t.app.jobs.runDue();
    await new JobRunner(t.deps, platformJobs(t.deps.config)).runDue();
    expect(await pointBalance(t.db, m.memberId)).toBe(173);
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
  });

  it('pays points on a paid deposit in the slot it was paid in', async () => {
    const m = await signedInMember(t, 0);
    await deposit(m, 250);
    endSlot();
    await t.app.jobs.runDue();
    // 2 % of ₱250.00 = 5 points.
    expect(await pointBalance(t.db, m.memberId)).toBe(500);
    expect((await pointRows(m.memberId)).map((r) => [r.rule, r.basis, r.amount])).toEqual([['points:DEPOSIT', 25_000, 500]]);
  });

  it('earns nothing for a game type without a rate', async () => {
    const m = await signedInMember(t, 100_000);
    await t.db.delete(pointRates).where(eq(pointRates.source, 'FISH'));
    await playRound(t, m.memberId, await gameOf(t, 'FISH'), 10_000);
    endSlot();
    await t.app.jobs.runDue();
    expect(await pointBalance(t.db, m.memberId)).toBe(0);
    expect(await pointRows(m.memberId)).toEqual([]);
  });
});
