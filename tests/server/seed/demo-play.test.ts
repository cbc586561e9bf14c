// The seeded demo play (issue 13, item 9) on a freshly seeded database, PGlite and (with PG_TEST_URL) PostgreSQL:
// every ledger and wallet invariant holds, each playing demo account has rounds on each of the 30 members' days
// before the seed's now, bet and settled inside that day, and the seed is deterministic and runs once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../../server/db/client.ts';
import type { OpenDatabase } from '../../../server/db/open.ts';
import { testConfig } from '../../../server/config.ts';
import { seedDemoData } from '../../../server/seed/seed.ts';
import { DEMO_ACCOUNTS } from '../../../server/seed/base-data.ts';
import {
  MAX_STAKE,
  PLAYED_TYPES,
  PLAYERS,
  PLAY_DAYS,
  ROUNDS_PER_DAY,
  demoPlaySettings,
  playStart,
  TEAM_MONEY_ACCOUNTS,
} from '../../../server/seed/demo-play-plan.ts';
import { dayOf } from '../../../server/shared/day-range.ts';
import { betSizes } from '../../../server/vendor/game-server.ts';
import { fingerprint } from '../../../server/vendor/protocol.ts';
import { dbKinds, fixedClock, openTestDatabase } from '../test-server.ts';

const DAY = 86_400_000;
const config = testConfig();
const settings = demoPlaySettings(config);
const offset = settings.timeZoneOffsetMinutes;
/** The seed template's clock (tests/server/seed-template.ts). */
const now = fixedClock().now();
const today = dayOf(now, offset);
const playedDays = Array.from({ length: PLAY_DAYS }, (_, i) => dayOf(new Date(playStart(now, offset).getTime() + i * DAY), offset));
const accounts = PLAYERS.map((p) => p.account);

interface RoundRow {
  id: string;
  account: string;
  game_type: string;
  game_code: string;
  min_bet: number;
  bet: string;
  win: string;
  status: string;
  created_at: string | Date;
  settled_at: string | Date | null;
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) out.set(key(item), [...(out.get(key(item)) ?? []), item]);
  return out;
}

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

const ROUNDS = sql`select r.id, m.account, g.game_type, g.game_code, g.min_bet, r.bet, r.win, r.status, r.created_at, r.settled_at
  from game_rounds r join members m on m.id = r.member_id join games g on g.node_id = r.node_id order by r.id`;
const MONEY = sql`select t.idempotency_key, t.amount, t.created_at, e.balance_after from ledger_transfers t join ledger_entries e on e.transfer_id = t.id order by e.id`;

describe.each(dbKinds)('the demo play on %s', (kind) => {
  let database: OpenDatabase;
  const rows = <T>(query: SQL) => queryRows<T>(database.db, query);
  const count = async (query: SQL) => Number((await rows<{ n: string | number }>(query))[0]!.n);
  const rounds = () => rows<RoundRow>(ROUNDS);

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: true });
  });
  afterAll(() => database.close());

  it('keeps every ledger invariant: balanced transfers, running balances, no member below zero at any entry, in id and time order', async () => {
    expect(await count(sql`select count(*) as n from game_rounds`)).toBeGreaterThan(0);
    // Balances sum to 0: the kept ones plus, for the accounts that may go below zero (which keep none), their entries.
    expect(
      await count(sql`select (select coalesce(sum(balance), 0) from ledger_accounts) + (select coalesce(sum(e.amount), 0)
      from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.allow_negative) as n`),
    ).toBe(0);
    expect(await count(sql`select count(*) as n from ledger_accounts where not allow_negative and balance < 0`)).toBe(0);
    // Each transfer: one debit of its amount on its from account and one credit on its to account, at its time.
    expect(
      await count(sql`select count(*) as n from ledger_transfers t
        left join (select transfer_id, count(*) as c from ledger_entries group by transfer_id) k on k.transfer_id = t.id
        left join ledger_entries d on d.transfer_id = t.id and d.account_id = t.from_account_id and d.amount = -t.amount and d.created_at = t.created_at
        left join ledger_entries c on c.transfer_id = t.id and c.account_id = t.to_account_id and c.amount = t.amount and c.created_at = t.created_at
        where coalesce(k.c, 0) <> 2 or d.id is null or c.id is null`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from ledger_accounts a
        left join (select account_id, sum(amount) as s from ledger_entries group by account_id) e on e.account_id = a.id
        where a.balance <> case when a.allow_negative then 0 else coalesce(e.s, 0) end`),
    ).toBe(0);
    // Each entry's balance_after is its account's running balance, in id order (none on an account that may go below zero).
    const running = sql`select e.*, a.allow_negative, sum(e.amount) over (partition by e.account_id order by e.id) as running,
      lag(e.created_at) over (partition by e.account_id order by e.id) as previous_at
      from ledger_entries e join ledger_accounts a on a.id = e.account_id`;
    expect(
      await count(sql`select count(*) as n from (${running}) x
        where case when x.allow_negative then x.balance_after is not null else x.balance_after is distinct from x.running end`),
    ).toBe(0);
    expect(await count(sql`select count(*) as n from (${running}) x where not x.allow_negative and x.balance_after < 0`)).toBe(0);
    // A member's entries come in time order too (the opening before the play), so no balance went below zero in time either.
    // The agent team's seeded wages and dividends (agent-team.ts) are credits paid after the play, dated when their
    // periods ended: out of id order by design, and a credit cannot take a balance below zero.
    expect(
      await count(sql`select count(*) as n from (${running}) x join ledger_accounts a on a.id = x.account_id join ledger_transfers t on t.id = x.transfer_id
        where a.member_id is not null and x.created_at < x.previous_at and t.kind not like 'agent.%'`),
    ).toBe(0);
  });

  it('writes each round as the vendor wallet does: its transfers, its wallet calls with fingerprint and balance, and the vendor holding the net', async () => {
    expect(await count(sql`select count(*) as n from game_rounds where status <> 'settled' or settled_at < created_at`)).toBe(0);
    // Every accepted call that moved money has its transfer (key, kind, amount, memo, time), and the balance it
    // answered is the member's entry after it; a win of 0 moved nothing.
    expect(
      await count(sql`select count(*) as n from wallet_transactions w
        join ledger_accounts a on a.code = 'member:' || w.member_id
        left join ledger_transfers t on t.id = w.ledger_transfer_id
        left join ledger_entries e on e.transfer_id = t.id and e.account_id = a.id
        where w.status <> 'RS_OK'
          or (w.amount > 0 and (t.id is null or t.idempotency_key <> 'wallet:' || w.transaction_uuid or t.kind <> 'game.' || w.kind
              or t.amount <> w.amount or t.memo <> w.round or t.created_at <> w.created_at or e.balance_after <> w.balance))
          or (w.amount = 0 and w.ledger_transfer_id is not null)`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from (select (select coalesce(sum(bet - win), 0) from game_rounds) as rounds,
        (select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.code like 'vendor:%') as vendor) x where x.rounds <> x.vendor`),
    ).toBe(0);
    expect(await count(sql`select count(*) as n from ledger_accounts where code like 'vendor:%' and code !~ '^vendor:DEMO:[0-7]$'`)).toBe(0);

    // Each round: its bet call, and a win call of its win unless the bet closed it (a lost slot or fishing round).
    const calls = await rows<{ transaction_uuid: string; kind: string; round: string; reference_uuid: string | null; amount: string; fingerprint: string }>(
      sql`select transaction_uuid, kind, round, reference_uuid, amount, fingerprint from wallet_transactions`,
    );
    const byRound = groupBy(calls, (c) => c.round);
    const all = await rounds();
    expect(byRound.size).toBe(all.length);
    for (const r of all) {
      const mine = byRound.get(r.id)!;
      const bet = mine.find((c) => c.kind === 'bet')!;
      const win = mine.find((c) => c.kind === 'win');
      expect(Number(bet.amount)).toBe(Number(r.bet));
      const common = { round: r.id, game_code: r.game_code, currency: 'PHP' };
      expect(bet.fingerprint).toBe(fingerprint('bet', { ...common, amount: Number(r.bet), round_closed: !win }));
      if (!win) {
        expect(['RNG', 'FISH']).toContain(r.game_type);
        expect(Number(r.win)).toBe(0);
        expect(iso(r.settled_at)).toBe(iso(r.created_at));
        continue;
      }
      expect(mine).toHaveLength(2);
      expect(win.reference_uuid).toBe(bet.transaction_uuid);
      expect(Number(win.amount)).toBe(Number(r.win));
      expect(win.fingerprint).toBe(
        fingerprint('win', { ...common, amount: Number(r.win), reference_transaction_uuid: bet.transaction_uuid, round_closed: true }),
      );
    }

    // Big wins are on the winner board once, under the member's account, as the wallet puts them there.
    const big = all.filter((r) => Number(r.win) > 0 && (Number(r.win) >= Number(r.bet) * settings.bigWinMultiple || Number(r.win) >= settings.bigWinAmount));
    const board = await rows<{ round: string; player_name: string; amount: string }>(
      sql`select round, player_name, amount from game_wins where round is not null order by round`,
    );
    expect(board.map((w) => [w.round, w.player_name, Number(w.amount)])).toEqual(big.map((r) => [r.id, r.account, Number(r.win)]));
  });

  it('leaves each demo account at its opening balance plus the net of its rounds and their daily rebates (and agent rebates), the opening credited before the play', async () => {
    const balances = await rows<{
      account: string;
      balance: string;
      created_at: string | Date;
      opened_at: string | Date | null;
      net: string;
      rebates: string;
      wages: string;
      cash: string;
    }>(
      sql`select m.account, a.balance, m.created_at,
          (select t.created_at from ledger_transfers t where t.idempotency_key = 'seed:opening:' || m.account) as opened_at,
          (select coalesce(sum(r.win - r.bet), 0) from game_rounds r where r.member_id = m.id) as net,
          (select coalesce(sum(s.amount), 0) from settlements s where s.member_id = m.id and (s.rule like 'rebate:%' or s.rule = 'agent-rebate')) as rebates,
          (select coalesce(sum(s.amount), 0) from settlements s where s.member_id = m.id and (s.rule like 'wage:%' or s.rule = 'dividend')) as wages,
          (select coalesce(sum(case when t.kind = 'deposit' then t.amount else -t.amount end), 0) from ledger_transfers t
            where (t.kind = 'deposit' and t.to_account_id = a.id) or (t.kind = 'withdrawal' and t.from_account_id = a.id)) as cash
        from members m join ledger_accounts a on a.code = 'member:' || m.id`,
    );
    for (const a of DEMO_ACCOUNTS) {
      const row = balances.find((b) => b.account === a.account)!;
      // The agents' seeded wages and dividends (agent-team.ts) on top.
      // ... and the team players' seeded deposits less their withdrawals.
      expect(Number(row.balance), a.account).toBe(a.opening + Number(row.net) + Number(row.rebates) + Number(row.wages) + Number(row.cash));
      if (TEAM_MONEY_ACCOUNTS.includes(a.account as (typeof TEAM_MONEY_ACCOUNTS)[number])) expect(Number(row.cash), a.account).toBeGreaterThan(0);
      if (accounts.includes(a.account)) expect(Number(row.rebates), a.account).toBeGreaterThan(0);
      if (a.opening > 0) expect(iso(row.opened_at), a.account).toBe(playStart(now, offset).toISOString());
      if (a.opening > 0) expect(iso(row.created_at), a.account).toBe(playStart(now, offset).toISOString());
      if (!accounts.includes(a.account)) expect(Number(row.net), a.account).toBe(0);
    }
  });

  it("gives each playing demo account 10-40 rounds on each of the 30 members' days before now, bet and settled inside that day", async () => {
    const all = await rounds();
    expect(new Set(all.map((r) => r.account))).toEqual(new Set(accounts));
    for (const account of accounts) {
      const mine = all.filter((r) => r.account === account);
      const byDay = groupBy(mine, (r) => dayOf(new Date(r.created_at), offset));
      expect([...byDay.keys()].sort(), account).toEqual(playedDays);
      for (const [day, list] of byDay) {
        expect(list.length, `${account} ${day}`).toBeGreaterThanOrEqual(ROUNDS_PER_DAY.min);
        expect(list.length, `${account} ${day}`).toBeLessThanOrEqual(ROUNDS_PER_DAY.max);
        for (const r of list) expect(dayOf(new Date(r.settled_at!), offset), r.id).toBe(day);
      }
      // Every game type of the play, at stakes the game offers, from ₱1 to ₱200.
      expect(new Set(mine.map((r) => r.game_type)), account).toEqual(new Set(PLAYED_TYPES));
      for (const r of mine) {
        expect(betSizes(r.min_bet)).toContain(Number(r.bet));
        expect(Number(r.bet)).toBeGreaterThanOrEqual(100);
        expect(Number(r.bet)).toBeLessThanOrEqual(MAX_STAKE);
      }
    }
    expect(playedDays.at(-1)! < today).toBe(true);
    // Every money movement of the play happened inside the played days.
    expect(
      await count(sql`select count(*) as n from ledger_transfers where kind like 'game.%'
        and (created_at < ${playStart(now, offset).toISOString()}::timestamptz or created_at >= ${new Date(playStart(now, offset).getTime() + PLAY_DAYS * DAY).toISOString()}::timestamptz)`),
    ).toBe(0);
    // A fair-ish game: over all rounds the players got back close to the 96% the vendor is set to.
    const bet = all.reduce((s, r) => s + Number(r.bet), 0);
    const win = all.reduce((s, r) => s + Number(r.win), 0);
    expect(win / bet).toBeGreaterThan(0.9);
    expect(win / bet).toBeLessThan(1.05);
  });

  it('runs once: a second run on the seeded database changes nothing', async () => {
    const before = await rounds();
    const transfers = await count(sql`select count(*) as n from ledger_transfers`);
    expect(await seedDemoData(database.db, fixedClock(), config.merchant, settings)).toBe(false);
    expect(await count(sql`select count(*) as n from ledger_transfers`)).toBe(transfers);
    expect(await rounds()).toEqual(before);
  });
});

/** Rows as comparable across the two drivers: times as ISO strings, numbers and big numbers as text. */
const comparable = (rows: Record<string, unknown>[]) =>
  rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === null ? null : k.endsWith('_at') ? iso(v as string | Date) : String(v)])));

describe('the demo play on two databases', () => {
  // seed-template.ts seeds the run's PGlite and PostgreSQL databases independently, from the same settings and
  // clock: two seedings to compare. Without PostgreSQL, a second PGlite database is seeded here.
  it('plays the same rounds and moves the same money when seeded twice', { timeout: 120_000 }, async () => {
    const one = await openTestDatabase('pglite', { seeded: true });
    const other = process.env.PG_TEST_URL ? await openTestDatabase('postgres', { seeded: true }) : await openTestDatabase('pglite');
    try {
      if (!process.env.PG_TEST_URL) expect(await seedDemoData(other.db, fixedClock(), config.merchant, settings)).toBe(true);
      const played = comparable(await queryRows(one.db, ROUNDS));
      expect(played.length).toBeGreaterThan(0);
      expect(comparable(await queryRows(other.db, ROUNDS))).toEqual(played);
      expect(comparable(await queryRows(other.db, MONEY))).toEqual(comparable(await queryRows(one.db, MONEY)));
    } finally {
      await one.close();
      await other.close();
    }
  });
});
