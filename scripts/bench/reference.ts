// The database's own limit beside every money figure (issue 17): PostgreSQL's pgbench with its built-in TPC-B-like
// script (three updates, a select and an insert per transaction) on a throwaway database of the same server, and on
// PGlite the same five statements through PGlite in this process. A ledger transfer (a bet or a win) does about the
// work of one such transaction, so the money paths print their transactions per second as a share of these.
//
// TPC-B has hot rows of its own (8 branches, 80 tellers), which hide a money path's: so beside it runs pgbench's
// simple-update script (-N: the account's update, its select and the history insert, no shared row), the rate of
// transactions that never wait on each other (issue 38). On PostgreSQL the money paths' goal is 100 % of -N; on
// PGlite, which runs one transaction at a time whatever it locks, 100 % of the TPC-B-like reference as before.
import { execFile } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { DEFAULT_POOL_SIZE } from '../../server/db/open.ts';
import { withPostgresDatabase } from './postgres.ts';
import { errorRow, int, oneLine, row, type Row } from './table.ts';
import { log, steadyWindow, withTimeout } from './util.ts';

const SECTION = 'reference';
/** The client counts every money path runs with. */
export const CLIENT_COUNTS = [8, 32] as const;
/**
 * pgbench's scale: 8 branches, as the demo vendor keeps 8 settlement shards, so both sides queue on as many hot rows
 * (pgbench's own advice is a scale of at least the client count; with 32 clients both queue alike).
 */
const SCALE = 8;
const ACCOUNTS_PER_BRANCH = 100_000;
const TELLERS_PER_BRANCH = 10;

/** pgbench's two scripts: TPC-B-like (the default) and simple-update (-N). */
export type Script = 'tpcb' | 'simple';
const SCRIPT_LABEL: Record<Script, string> = { tpcb: 'TPC-B', simple: '-N' };

/** Transactions per second by database, script and client count; a missing entry is a reference that could not run. */
export type References = Record<'pglite' | 'postgres', Record<Script, Map<number, number>>>;

/** One database's references for one client count, and the one its goal is measured against. */
export interface Reference {
  tpcb?: number;
  simple?: number;
  goal: Script;
}

export async function benchReferences(seconds: number): Promise<{ rows: Row[]; references: References }> {
  const rows: Row[] = [];
  const references: References = { pglite: { tpcb: new Map(), simple: new Map() }, postgres: { tpcb: new Map(), simple: new Map() } };
  for (const clients of CLIENT_COUNTS) {
    for (const script of ['tpcb', 'simple'] as const) {
      const metric = `PGlite ${script === 'tpcb' ? 'TPC-B-like' : 'simple-update (-N)'}, ${clients} clients`;
      try {
        const tps = await withTimeout(pgliteReference(script, clients, seconds), (seconds + 120) * 1000, `PGlite reference, ${clients} clients`);
        references.pglite[script].set(clients, tps);
        const statements = script === 'tpcb' ? 5 : 3;
        rows.push(row(SECTION, metric, `${int(tps)} tx/s (pgbench's ${statements} statements in-process, scale ${SCALE})`));
      } catch (err) {
        rows.push(errorRow(SECTION, metric, err));
      }
    }
  }
  for (const clients of CLIENT_COUNTS) {
    for (const script of ['tpcb', 'simple'] as const) {
      const metric = `pgbench ${script === 'tpcb' ? '' : '-N '}on PostgreSQL, ${clients} clients`;
      try {
        const tps = await withPostgresDatabase((url) => pgbench(url, script, clients, seconds));
        references.postgres[script].set(clients, tps);
        rows.push(row(SECTION, metric, `${int(tps)} tx/s (${script === 'tpcb' ? 'TPC-B-like' : 'simple-update'}, scale ${SCALE})`));
      } catch (err) {
        rows.push(errorRow(SECTION, metric, err));
      }
    }
  }
  return { rows, references };
}

const POSTGRES_LABEL = `PostgreSQL (pool of ${DEFAULT_POOL_SIZE})`;

type Target = { kind: 'pglite'; dataDir: null } | { kind: 'postgres'; url: string };

/**
 * Runs a money path's section with each client count on an in-memory PGlite, then on a throwaway PostgreSQL database
 * each, handing it the reference for that database and count. On PostgreSQL the clients share the server's own pool
 * (DEFAULT_POOL_SIZE connections), as callers of a running server do; pgbench's clients are its connections.
 */
export async function onEveryDatabase(
  section: string,
  references: References,
  run: (label: string, target: Target, clients: number, reference: Reference) => Promise<Row[]>,
): Promise<Row[]> {
  const rows: Row[] = [];
  const of = (db: keyof References, clients: number, goal: Script): Reference => ({
    tpcb: references[db].tpcb.get(clients),
    simple: references[db].simple.get(clients),
    goal,
  });
  for (const clients of CLIENT_COUNTS) rows.push(...(await run('PGlite', { kind: 'pglite', dataDir: null }, clients, of('pglite', clients, 'tpcb'))));
  for (const clients of CLIENT_COUNTS) {
    try {
      rows.push(...(await withPostgresDatabase((url) => run(POSTGRES_LABEL, { kind: 'postgres', url }, clients, of('postgres', clients, 'simple')))));
    } catch (err) {
      rows.push(errorRow(section, `PostgreSQL, ${clients} clients`, err));
    }
  }
  return rows;
}

/**
 * A money path's rate as transactions per second and as a share of both references of its database, the goal
 * (100 % or more) on the one its database is measured against.
 */
export function shareRow(section: string, label: string, clients: number, pairs: number, seconds: number, reference: Reference): Row {
  const tps = (pairs * 2) / seconds;
  const shares = (['tpcb', 'simple'] as const)
    .map((s) => (reference[s] ? `${int((100 * tps) / reference[s])}% of ${SCRIPT_LABEL[s]} ${int(reference[s])}` : `${SCRIPT_LABEL[s]} not run`))
    .join(', ');
  const value = `${int(pairs / seconds)} pairs/s = ${int(tps)} tx/s (${int(pairs)} pairs in ${seconds.toFixed(1)} s): ${shares}`;
  const budget = `>= 100% of ${SCRIPT_LABEL[reference.goal]}`;
  const goal = reference[reference.goal];
  if (!goal) return row(section, `${label}, ${clients} clients`, value, budget, 'skipped');
  return row(section, `${label}, ${clients} clients`, value, budget, (100 * tps) / goal >= 100 ? 'ok' : 'over budget');
}

async function pgbench(url: string, script: Script, clients: number, seconds: number): Promise<number> {
  const run = promisify(execFile);
  log(`pgbench: initialising scale ${SCALE}`);
  await run('pgbench', ['-i', '-q', '-s', String(SCALE), url], { timeout: 180_000 });
  log(`pgbench ${SCRIPT_LABEL[script]}: ${clients} clients, ${seconds} s`);
  const args = ['-n', ...(script === 'simple' ? ['-N'] : []), '-c', String(clients), '-j', '2', '-T', String(seconds), url];
  const { stdout } = await run('pgbench', args, { timeout: (seconds + 60) * 1000 });
  const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
  if (!tps) throw new Error(`pgbench printed no tps: ${oneLine(stdout)}`);
  return Number(tps);
}

/**
 * pgbench's tables and its TPC-B-like transaction (or its simple-update one, without the teller and branch
 * updates), through PGlite, from concurrent clients (PGlite runs one at a time).
 */
async function pgliteReference(script: Script, clients: number, seconds: number): Promise<number> {
  log(`PGlite ${SCRIPT_LABEL[script]}: ${clients} clients, ${seconds} s`);
  const db = new PGlite();
  try {
    await db.exec(`
      create table pgbench_branches (bid int primary key, bbalance int, filler char(88));
      create table pgbench_tellers (tid int primary key, bid int, tbalance int, filler char(84));
      create table pgbench_accounts (aid int primary key, bid int, abalance int, filler char(84));
      create table pgbench_history (tid int, bid int, aid int, delta int, mtime timestamp, filler char(22));
      insert into pgbench_branches select b, 0 from generate_series(1, ${SCALE}) b;
      insert into pgbench_tellers select t, (t - 1) / ${TELLERS_PER_BRANCH} + 1, 0 from generate_series(1, ${SCALE * TELLERS_PER_BRANCH}) t;
      insert into pgbench_accounts select a, (a - 1) / ${ACCOUNTS_PER_BRANCH} + 1, 0, '' from generate_series(1, ${SCALE * ACCOUNTS_PER_BRANCH}) a;`);
    // On its own: several statements in one exec share a transaction, which VACUUM refuses.
    await db.exec('vacuum analyze');
    // Measured like the money paths it stands beside, after the same warm-up.
    let done = 0;
    const window = steadyWindow(seconds);
    const client = async () => {
      while (window.open()) {
        const aid = randomInt(1, SCALE * ACCOUNTS_PER_BRANCH + 1);
        const tid = randomInt(1, SCALE * TELLERS_PER_BRANCH + 1);
        const bid = randomInt(1, SCALE + 1);
        const delta = randomInt(-5000, 5001);
        await db.transaction(async (tx) => {
          await tx.query('update pgbench_accounts set abalance = abalance + $1 where aid = $2', [delta, aid]);
          await tx.query('select abalance from pgbench_accounts where aid = $1', [aid]);
          if (script === 'tpcb') {
            await tx.query('update pgbench_tellers set tbalance = tbalance + $1 where tid = $2', [delta, tid]);
            await tx.query('update pgbench_branches set bbalance = bbalance + $1 where bid = $2', [delta, bid]);
          }
          await tx.query('insert into pgbench_history (tid, bid, aid, delta, mtime) values ($1, $2, $3, $4, current_timestamp)', [tid, bid, aid, delta]);
        });
        if (window.counting()) done++;
      }
    };
    await Promise.all(Array.from({ length: clients }, client));
    return done / window.seconds();
  } finally {
    await db.close();
  }
}
