// Section 4: ledger transfer rate. Bet+win pairs from concurrent clients, each against the vendor settlement shard
// its player maps to (the demo vendor keeps 8, by member id, so players do not queue on one row lock), on an
// in-memory PGlite and on a throwaway PostgreSQL database, then the ledger invariants.
import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../server/db/client.ts';
import { openDatabase, type DatabaseTarget, type OpenDatabase } from '../../server/db/open.ts';
import { systemClock } from '../../server/deps.ts';
import { accountId, houseAccountId, LedgerError, transfer } from '../../server/domain/ledger.ts';
import { errorRow, int, oneLine, row, within, type Row } from './table.ts';
import { benchSeconds, log, withTimeout } from './util.ts';

const SECTION = 'ledger';
const POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
const CURRENCY = 'PHP';
const CLIENTS = 8;
const PLAYER_FUNDS = 100_000_000; // centavos: far more than a run can lose at <= 10 PHP a bet
const VENDOR_FUNDS = 1_000_000_000;
const MAX_PAIRS_PER_CLIENT = 1_000_000;
/** As the demo vendor's wallet functions (migration 0011): vendor:DEMO:<member % 8>. */
const VENDOR_SHARDS = 8;
const BUDGET_PAIRS_PER_SECOND = { pglite: 1_500, postgres: 1_000 } as const;

interface RunResult {
  pairs: number;
  seconds: number;
  errors: Map<string, number>;
}

export async function benchLedger(): Promise<Row[]> {
  const seconds = benchSeconds(5);
  const rows: Row[] = [];
  rows.push(...(await section('PGlite', { kind: 'pglite', dataDir: null }, seconds, BUDGET_PAIRS_PER_SECOND.pglite)));
  rows.push(...(await onPostgres(seconds)));
  return rows;
}

async function onPostgres(seconds: number): Promise<Row[]> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (err) {
    return [row(SECTION, 'PostgreSQL pairs/s', `unreachable: ${oneLine(err, 80)}`, `>= ${int(BUDGET_PAIRS_PER_SECOND.postgres)}/s`, 'skipped')];
  }
  const name = `playstate_bench_${randomBytes(6).toString('hex')}`;
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    return await section('PostgreSQL', { kind: 'postgres', url: url.toString(), poolSize: CLIENTS }, seconds, BUDGET_PAIRS_PER_SECOND.postgres);
  } catch (err) {
    return [errorRow(SECTION, 'PostgreSQL pairs/s', err)];
  } finally {
    await sessionsGone(admin, name);
    await admin.query(`drop database if exists ${name} with (force)`).catch((err: unknown) => log(`could not drop ${name}: ${oneLine(err)}`));
    await admin.end();
  }
}

/**
 * The pool's close resolves before its sockets are gone; a forced drop would then kill live sessions and the pool
 * would raise an unhandled error. Waits (at most 5 s) until the database has no sessions left.
 */
export async function sessionsGone(admin: pg.Client, name: string) {
  const until = Date.now() + 5_000;
  while (Date.now() < until) {
    const { rows } = await admin.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = $1', [name]);
    if (Number(rows[0]?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function section(label: string, target: DatabaseTarget, seconds: number, budget: number): Promise<Row[]> {
  log(`ledger on ${label} (${seconds} s, ${CLIENTS} clients)`);
  let database: OpenDatabase | null = null;
  try {
    database = await openDatabase(target);
    const run = await withTimeout(betAndWin(database.db, seconds), (seconds + 60) * 1000, `ledger run on ${label}`);
    const rate = run.pairs / run.seconds;
    const violations = await withTimeout(invariantViolations(database.db), 60_000, `ledger invariants on ${label}`);
    const errorCount = [...run.errors.values()].reduce((a, b) => a + b, 0);
    const errorText = [...run.errors].map(([code, n]) => `${code} x${n}`).join(', ');
    return [
      row(SECTION, `${label} pairs/s`, `${int(rate)}/s (${int(run.pairs)} in ${run.seconds.toFixed(1)} s)`, `>= ${int(budget)}/s`, within(rate >= budget)),
      row(SECTION, `${label} failed transfers`, errorCount ? `${int(errorCount)}: ${errorText}` : '0', '0', errorCount ? 'error' : 'ok'),
      ...violations.map(([what, n]) => row(SECTION, `${label} ${what}`, int(n), '0', n === 0 ? 'ok' : 'error')),
    ];
  } catch (err) {
    return [errorRow(SECTION, `${label} pairs/s`, err)];
  } finally {
    await database?.close();
  }
}

/** Funds the players and the vendor from the house, then runs bet+win pairs from every client until time is up. */
async function betAndWin(db: Db, seconds: number): Promise<RunResult> {
  const house = await houseAccountId(db, CURRENCY);
  const runId = randomBytes(4).toString('hex');
  const shards: number[] = [];
  for (let s = 0; s < VENDOR_SHARDS; s++) {
    const shard = await accountId(db, `bench:${runId}:vendor:${s}`, CURRENCY, { allowNegative: false });
    await transfer(db, systemClock, { key: `bench:${runId}:fund:vendor:${s}`, kind: 'bench.fund', fromAccountId: house, toAccountId: shard, amount: VENDOR_FUNDS });
    shards.push(shard);
  }
  const players: number[] = [];
  for (let i = 0; i < CLIENTS; i++) {
    const player = await accountId(db, `bench:${runId}:player:${i}`, CURRENCY, { allowNegative: false });
    await transfer(db, systemClock, { key: `bench:${runId}:fund:${i}`, kind: 'bench.fund', fromAccountId: house, toAccountId: player, amount: PLAYER_FUNDS });
    players.push(player);
  }

  const errors = new Map<string, number>();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const client = async (c: number, player: number) => {
    const vendor = shards[c % VENDOR_SHARDS]!;
    let pairs = 0;
    while (pairs < MAX_PAIRS_PER_CLIENT && performance.now() < deadline) {
      const bet = randomInt(100, 1_001);
      const win = randomInt(1, 2 * bet);
      const key = `bench:${runId}:${c}:${pairs}`;
      try {
        await transfer(db, systemClock, { key: `${key}:bet`, kind: 'bench.bet', fromAccountId: player, toAccountId: vendor, amount: bet });
        await transfer(db, systemClock, { key: `${key}:win`, kind: 'bench.win', fromAccountId: vendor, toAccountId: player, amount: win });
        pairs++;
      } catch (err) {
        const code = err instanceof LedgerError ? err.code : oneLine(err, 60);
        errors.set(code, (errors.get(code) ?? 0) + 1);
        // A failing database would otherwise spin; stop this client after a few failures.
        if ((errors.get(code) ?? 0) > 100) break;
      }
    }
    return pairs;
  };
  const counts = await Promise.all(players.map((player, c) => client(c, player)));
  return { pairs: counts.reduce((a, b) => a + b, 0), seconds: (performance.now() - started) / 1000, errors };
}

/** Each invariant with its number of violations. */
export async function invariantViolations(db: Db): Promise<[string, number][]> {
  const count = async (query: ReturnType<typeof sql>) => {
    const result = (await db.execute(query)) as unknown as { rows: { n: number | string }[] };
    return Number(result.rows[0]?.n ?? 0);
  };
  return [
    ['balances not summing to 0', await count(sql`select count(*) as n from (select sum(balance) as s from ledger_accounts) t where t.s <> 0`)],
    // Only the house and vendor settlement accounts may go below zero (allow_negative); players never.
    ['balances < 0 that may not be', await count(sql`select count(*) as n from ledger_accounts where not allow_negative and balance < 0`)],
    [
      'transfers without 2 entries summing to 0',
      await count(sql`
        select count(*) as n from ledger_transfers t
        left join (select transfer_id, count(*) as c, sum(amount) as s from ledger_entries group by transfer_id) e on e.transfer_id = t.id
        where coalesce(e.c, 0) <> 2 or coalesce(e.s, 0) <> 0`),
    ],
    [
      'balances not matching their entries',
      await count(sql`
        select count(*) as n from ledger_accounts a
        left join (select account_id, sum(amount) as s from ledger_entries group by account_id) e on e.account_id = a.id
        where a.balance <> coalesce(e.s, 0)`),
    ],
  ];
}
