// Ledger invariants on every database kind: money is neither made nor lost, no player goes below zero, a
// replayed idempotency key moves nothing, and no transfer joins two currencies (by either entry or in SQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { LedgerError, transfer } from '../../../server/ledger/transfer.ts';
import { ledgerAccounts } from '../../../server/db/schema.ts';
import type { OpenDatabase } from '../../../server/db/open.ts';
import { queryRows } from '../../../server/db/client.ts';
import { dbKinds, fixedClock, openTestDatabase } from '../test-server.ts';
import { accountId, houseAccountId, housePointsAccountId, memberBalance, POINTS_CURRENCY } from '../../../server/ledger/accounts.ts';
import { bulkTransfers } from '../../../server/ledger/bulk.ts';
import { LEDGER_OK, ledgerViolations } from '../../../server/ledger/checks.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { OperatorError } from '../../../server/shared/operator-error.ts';

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

  // Each account's balance: the kept one, or the sum of the entries for the house, which keeps none (migration 0024).
  const balances = async () => {
    const rows = await queryRows<{ id: number; balance: string }>(
      database.db,
      sql`select a.id, case when a.allow_negative then coalesce((select sum(e.amount) from ledger_entries e where e.account_id = a.id), 0)
                            else a.balance end as balance from ledger_accounts a`,
    );
    return new Map(rows.map((r) => [Number(r.id), Number(r.balance)]));
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
            const again = await transfer(database.db, clock, {
              key: lastKey.key,
              kind: 'test.transfer',
              fromAccountId: lastKey.from,
              toAccountId: lastKey.to,
              amount: lastKey.amount,
            });
            expect(again.replayed).toBe(true);
            expect(await balances()).toEqual(before);
            continue;
          }
          const key = `k${kind}${++keySeq}`;
          const before = await balances();
          try {
            const r = await transfer(database.db, clock, { key, kind: 'test.transfer', fromAccountId: from, toAccountId: to, amount: o.amount });
            expect(r.replayed).toBe(false);
            const after = await balances();
            expect(after.get(from)).toBe(before.get(from)! - o.amount);
            expect(after.get(to)).toBe(before.get(to)! + o.amount);
            // The answer carries the balances the players' accounts keep (the house keeps none: 0).
            expect(r.fromBalance).toBe(from === house ? 0 : after.get(from));
            expect(r.toBalance).toBe(to === house ? 0 : after.get(to));
            lastKey = { key, from, to, amount: o.amount };
          } catch (err) {
            // Only an overdraft may be refused, and it must change nothing.
            expect(err).toBeInstanceOf(LedgerError);
            expect((err as LedgerError).code).toBe('ledger.insufficient.funds');
            expect(before.get(from)!).toBeLessThan(o.amount);
            expect(await balances()).toEqual(before);
          }
        }
        expect(await ledgerViolations(database.db)).toEqual(LEDGER_OK);
      }),
      { numRuns: kind === 'pglite' ? 30 : 20 },
    );
  });

  it('refuses a reused key with different terms and moves nothing', async () => {
    await transfer(database.db, clock, { key: `conflict-${kind}`, kind: 'test.transfer', fromAccountId: house, toAccountId: players[0]!, amount: 500 });
    const before = await balances();
    await expect(
      transfer(database.db, clock, { key: `conflict-${kind}`, kind: 'test.transfer', fromAccountId: house, toAccountId: players[0]!, amount: 501 }),
    ).rejects.toMatchObject({ code: 'ledger.idempotency.conflict' });
    expect(await balances()).toEqual(before);
  });

  it('rejects bad transfers before touching the database', async () => {
    for (const amount of [0, -5, 1.5, Number.NaN]) {
      await expect(
        transfer(database.db, clock, { key: `bad-${amount}`, kind: 'test.transfer', fromAccountId: house, toAccountId: players[1]!, amount }),
      ).rejects.toMatchObject({
        code: 'ledger.invalid.transfer',
      });
    }
    await expect(
      transfer(database.db, clock, { key: 'self', kind: 'test.transfer', fromAccountId: players[1]!, toAccountId: players[1]!, amount: 1 }),
    ).rejects.toMatchObject({
      code: 'ledger.invalid.transfer',
    });
    await expect(
      transfer(database.db, clock, { key: 'ghost', kind: 'test.transfer', fromAccountId: 999_999, toAccountId: players[1]!, amount: 1 }),
    ).rejects.toMatchObject({
      code: 'ledger.invalid.transfer',
    });
  });

  it('moves a concurrent replay of one key once', async () => {
    await transfer(database.db, clock, { key: `fund-${kind}`, kind: 'test.transfer', fromAccountId: house, toAccountId: players[2]!, amount: 10_000 });
    const start = (await balances()).get(players[3]!)!;
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        transfer(database.db, clock, { key: `race-${kind}`, kind: 'test.transfer', fromAccountId: players[2]!, toAccountId: players[3]!, amount: 1_000 }),
      ),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect((await balances()).get(players[3]!)).toBe(start + 1_000);
    expect(await ledgerViolations(database.db)).toEqual(LEDGER_OK);
  });

  describe('currencies', () => {
    const transferCount = async () => Number((await queryRows<{ n: string }>(database.db, sql`select count(*) as n from ledger_transfers`))[0]!.n);
    let points: number;
    beforeAll(async () => {
      points = await accountId(database.db, `test:${kind}:points`, POINTS_CURRENCY);
      await transfer(database.db, clock, {
        key: `fund-points-${kind}`,
        kind: 'points.test',
        fromAccountId: await housePointsAccountId(database.db),
        toAccountId: points,
        amount: 5_000,
      });
      await transfer(database.db, clock, { key: `fund-pesos-${kind}`, kind: 'test.transfer', fromAccountId: house, toAccountId: players[0]!, amount: 5_000 });
    });

    it('refuses a transfer between a peso and a points account, either way, and writes nothing', async () => {
      const before = { transfers: await transferCount(), balances: await balances() };
      await expect(
        transfer(database.db, clock, { key: `mixed-1-${kind}`, kind: 'test.transfer', fromAccountId: players[0]!, toAccountId: points, amount: 100 }),
      ).rejects.toMatchObject({
        code: 'ledger.currency.mismatch',
      });
      await expect(
        transfer(database.db, clock, { key: `mixed-2-${kind}`, kind: 'test.transfer', fromAccountId: points, toAccountId: players[0]!, amount: 100 }),
      ).rejects.toMatchObject({
        code: 'ledger.currency.mismatch',
      });
      expect(await transferCount()).toBe(before.transfers);
      expect(await balances()).toEqual(before.balances);
      expect(await ledgerViolations(database.db)).toEqual(LEDGER_OK);
    });

    it('refuses it in the database too: the SQL function answers, and a raw row is rejected by its keys', async () => {
      const [answer] = await queryRows<{ status: string }>(
        database.db,
        sql`select status from ledger_transfer(${`mixed-sql-${kind}`}, 'test.transfer', ${players[0]!}, ${points}, 100, '', now())`,
      );
      expect(answer!.status).toBe('currency');
      await expect(
        // eslint-disable-next-line no-restricted-syntax -- the test writes a raw row to show the database refuses it
        database.db.execute(sql`insert into ledger_transfers (idempotency_key, kind, from_account_id, to_account_id, amount, currency)
                                values (${`mixed-raw-${kind}`}, 'test.transfer', ${players[0]!}, ${points}, 100, 'PHP')`),
      ).rejects.toThrow();
    });

    const batch = (rows: { key: string; from: number; to: number; amount: number }[]) =>
      sql`select x.ordinality as ord, x.key, 'test.bulk'::text as kind, x."from" as from_account_id, x."to" as to_account_id, x.amount,
                 ''::text as memo, now() as created_at
          from rows from (jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as (key text, "from" integer, "to" integer, amount bigint))
            with ordinality as x(key, "from", "to", amount, ordinality)`;

    it('writes a batch through the set-based entry with running balances, and refuses a batch with a mixed or overdrawing transfer whole', async () => {
      const start = await balances();
      const ok = await database.db.transaction((tx) =>
        bulkTransfers(
          tx,
          batch([
            { key: `bulk-1-${kind}`, from: house, to: players[1]!, amount: 300 },
            { key: `bulk-2-${kind}`, from: players[1]!, to: players[2]!, amount: 200 },
            { key: `bulk-3-${kind}`, from: house, to: players[1]!, amount: 50 },
          ]),
        ),
      );
      expect(ok).toEqual({ count: 3, amount: 550 });
      const after = await balances();
      expect(after.get(players[1]!)).toBe(start.get(players[1]!)! + 150);
      expect(after.get(players[2]!)).toBe(start.get(players[2]!)! + 200);
      expect(await ledgerViolations(database.db)).toEqual(LEDGER_OK);

      const count = await transferCount();
      const mixed = [
        { key: `bulk-4-${kind}`, from: house, to: players[1]!, amount: 10 },
        { key: `bulk-5-${kind}`, from: points, to: players[1]!, amount: 10 },
      ];
      await expect(database.db.transaction((tx) => bulkTransfers(tx, batch(mixed)))).rejects.toMatchObject({ code: 'ledger.currency.mismatch' });
      const overdraw = [{ key: `bulk-6-${kind}`, from: players[3]!, to: players[1]!, amount: (after.get(players[3]!) ?? 0) + 1 }];
      await expect(database.db.transaction((tx) => bulkTransfers(tx, batch(overdraw)))).rejects.toMatchObject({ code: 'ledger.insufficient.funds' });
      expect(await transferCount()).toBe(count);
      expect(await balances()).toEqual(after);
    });
  });

  it('reads member balances through the wallet account code', async () => {
    expect(await memberBalance(database.db, 424242)).toBe(0);
  });

  it("the operator's ledger check passes a sound book and names what a tampered one breaks", async () => {
    const deps = { db: database.db, clock } as unknown as Parameters<typeof runOpsCommand>[0];
    expect(await runOpsCommand(deps, 'ledger-check', {})).toContain('The ledger holds every invariant');
    // A balance changed by hand, without its entries: what a bad restore or a stray write leaves.
    await database.db
      .update(ledgerAccounts)
      .set({ balance: sql`balance + 1` })
      .where(sql`id = ${players[0]!}`);
    try {
      const refused = runOpsCommand(deps, 'ledger-check', {});
      await expect(refused).rejects.toThrow(OperatorError);
      await expect(refused).rejects.toThrow(/balanceNotEntries: 1/);
    } finally {
      await database.db
        .update(ledgerAccounts)
        .set({ balance: sql`balance - 1` })
        .where(sql`id = ${players[0]!}`);
    }
    expect(await ledgerViolations(database.db)).toEqual(LEDGER_OK);
  });
});
