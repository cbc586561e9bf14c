// Ledger invariants on every database kind: money is neither made nor lost, no player goes below zero, and a
// replayed idempotency key moves nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { accountId, houseAccountId, LedgerError, transfer, memberBalance } from '../../server/domain/ledger.ts';
import { ledgerAccounts } from '../../server/db/schema.ts';
import type { OpenDatabase } from '../../server/db/open.ts';
import { queryRows } from '../../server/db/client.ts';
import { dbKinds, fixedClock, openTestDatabase } from './test-server.ts';

const clock = fixedClock();

describe.each(dbKinds)('ledger on %s', (kind) => {
  let database: OpenDatabase;
  let house: number;
  let players: number[];
  let keySeq = 0;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    house = await houseAccountId(database.db, 'PHP');
    players = [];
    for (let i = 0; i < 4; i++) players.push(await accountId(database.db, `test:${kind}:${i}`, 'PHP'));
  });
  afterAll(() => database.close());

  const balances = async () => {
    const rows = await database.db.select().from(ledgerAccounts);
    return new Map(rows.map((r) => [r.id, r.balance]));
  };
  const invariants = async () => {
    const rows = await database.db.select().from(ledgerAccounts);
    const total = rows.reduce((s, r) => s + r.balance, 0);
    const overdrawn = rows.filter((r) => !r.allowNegative && r.balance < 0);
    const unbalanced = await queryRows(
      database.db,
      sql`select transfer_id from ledger_entries group by transfer_id having sum(amount) <> 0 or count(*) <> 2`,
    );
    return { total, overdrawn: overdrawn.length, unbalanced: unbalanced.length };
  };

  it('keeps money constant, never overdraws and ignores replays over random sequences', async () => {
    const op = fc.record({
      from: fc.integer({ min: -1, max: 3 }),
      to: fc.integer({ min: -1, max: 3 }),
      amount: fc.integer({ min: 1, max: 50_000 }),
      replay: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        let lastKey: { key: string; from: number; to: number; amount: number } | null = null;
        for (const o of ops) {
          const from = o.from < 0 ? house : players[o.from]!;
          const to = o.to < 0 ? house : players[o.to]!;
          if (from === to) continue;
          if (o.replay && lastKey) {
            const before = await balances();
            const again = await transfer(database.db, clock, { key: lastKey.key, kind: 'test', fromAccountId: lastKey.from, toAccountId: lastKey.to, amount: lastKey.amount });
            expect(again.replayed).toBe(true);
            expect(await balances()).toEqual(before);
            continue;
          }
          const key = `k${kind}${++keySeq}`;
          const before = await balances();
          try {
            const r = await transfer(database.db, clock, { key, kind: 'test', fromAccountId: from, toAccountId: to, amount: o.amount });
            expect(r.replayed).toBe(false);
            expect(r.fromBalance).toBe(before.get(from)! - o.amount);
            expect(r.toBalance).toBe(before.get(to)! + o.amount);
            lastKey = { key, from, to, amount: o.amount };
          } catch (err) {
            // Only an overdraft may be refused, and it must change nothing.
            expect(err).toBeInstanceOf(LedgerError);
            expect((err as LedgerError).code).toBe('ledger.insufficient.funds');
            expect(before.get(from)!).toBeLessThan(o.amount);
            expect(await balances()).toEqual(before);
          }
        }
        expect(await invariants()).toEqual({ total: 0, overdrawn: 0, unbalanced: 0 });
      }),
      { numRuns: kind === 'pglite' ? 30 : 20 },
    );
  });

  it('refuses a reused key with different terms and moves nothing', async () => {
    await transfer(database.db, clock, { key: `conflict-${kind}`, kind: 'test', fromAccountId: house, toAccountId: players[0]!, amount: 500 });
    const before = await balances();
    await expect(
      transfer(database.db, clock, { key: `conflict-${kind}`, kind: 'test', fromAccountId: house, toAccountId: players[0]!, amount: 501 }),
    ).rejects.toMatchObject({ code: 'ledger.idempotency.conflict' });
    expect(await balances()).toEqual(before);
  });

  it('rejects bad transfers before touching the database', async () => {
    for (const amount of [0, -5, 1.5, Number.NaN]) {
      await expect(transfer(database.db, clock, { key: `bad-${amount}`, kind: 'test', fromAccountId: house, toAccountId: players[1]!, amount })).rejects.toMatchObject({
        code: 'ledger.invalid.transfer',
      });
    }
    await expect(transfer(database.db, clock, { key: 'self', kind: 'test', fromAccountId: players[1]!, toAccountId: players[1]!, amount: 1 })).rejects.toMatchObject({
      code: 'ledger.invalid.transfer',
    });
    await expect(transfer(database.db, clock, { key: 'ghost', kind: 'test', fromAccountId: 999_999, toAccountId: players[1]!, amount: 1 })).rejects.toMatchObject({
      code: 'ledger.invalid.transfer',
    });
  });

  it('moves a concurrent replay of one key once', async () => {
    await transfer(database.db, clock, { key: `fund-${kind}`, kind: 'test', fromAccountId: house, toAccountId: players[2]!, amount: 10_000 });
    const start = (await balances()).get(players[3]!)!;
    const results = await Promise.all(
      Array.from({ length: 8 }, () => transfer(database.db, clock, { key: `race-${kind}`, kind: 'test', fromAccountId: players[2]!, toAccountId: players[3]!, amount: 1_000 })),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect((await balances()).get(players[3]!)).toBe(start + 1_000);
    expect(await invariants()).toEqual({ total: 0, overdrawn: 0, unbalanced: 0 });
  });

  it('reads member balances through the wallet account code', async () => {
    expect(await memberBalance(database.db, 424242)).toBe(0);
  });
});
