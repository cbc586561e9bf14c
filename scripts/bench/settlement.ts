// Section 6: the day close (issue 13, docs/architecture.md §8.2): one members' day of 1,000,000 settled rounds by
// 10,000 members over every game type (1 % rolled back, one game with an exclusion share, 500 members playing a
// bonus turnover through), generated set-based into a fresh database, then settled as the day-close job does it:
// day statistics, then rebates written and paid as ledger transfers. Timed on PostgreSQL and on an in-memory PGlite,
// each beside its floor, the bare SQL of the same work on the same database (./settlement-floor.ts): the goal is a
// close within 2x its floor on both (issue 38; an absolute budget says little on a shared machine, a multiple of the
// same machine's floor does). Then the ledger invariants and a repeat that must pay nothing.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { queryRows, type Db } from '../../server/db/client.ts';
import { openDatabase, type DatabaseTarget, type OpenDatabase } from '../../server/db/open.ts';
import { cryptoRandom, outboxSms, type Deps } from '../../server/deps.ts';
import { testConfig } from '../../server/config.ts';
import { periodOf, type EconomyPeriod } from '../../server/shared/periods.ts';
import { DAY_RULES, closeDay } from '../../server/jobs/day-close.ts';
import { GAME_TYPES } from '../../contract/catalogue/catalogue.ts';
import { invariantViolations } from './ledger.ts';
import { POSTGRES_URL, sessionsGone } from './postgres.ts';
import { errorRow, int, oneLine, row, within, type Row } from './table.ts';
import { log, withTimeout } from './util.ts';
import { closeFloor } from './settlement-floor.ts';

const SECTION = 'settlement';
/** BENCH_ROUNDS shortens a trial run (the figures then say nothing of the goal's day). */
const ROUNDS = Number(process.env.BENCH_ROUNDS) > 0 ? Math.min(Number(process.env.BENCH_ROUNDS), 1_000_000) : 1_000_000;
const MEMBERS = 10_000;
const TURNOVER_MEMBERS = 500;
/** The close's goal: at most this multiple of its floor. */
const FLOOR_MULTIPLE = 2;
const TZ = 480;
const DAY = periodOf('day', new Date('2026-11-21T04:00:00Z'), TZ);

export async function benchSettlement(): Promise<Row[]> {
  const rows = await section('PGlite', { kind: 'pglite', dataDir: null });
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (err) {
    return [...rows, row(SECTION, 'PostgreSQL day close', `unreachable: ${oneLine(err, 80)}`, `<= ${FLOOR_MULTIPLE}x floor`, 'skipped')];
  }
  const name = `playstate_bench_${randomBytes(6).toString('hex')}`;
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    rows.push(...(await section('PostgreSQL', { kind: 'postgres', url: url.toString(), poolSize: 4 })));
  } catch (err) {
    rows.push(errorRow(SECTION, 'PostgreSQL day close', err));
  } finally {
    await sessionsGone(admin, name);
    await admin.query(`drop database if exists ${name} with (force)`).catch((err: unknown) => log(`could not drop ${name}: ${oneLine(err)}`));
    await admin.end();
  }
  return rows;
}

async function section(label: string, target: DatabaseTarget): Promise<Row[]> {
  let database: OpenDatabase | null = null;
  try {
    database = await openDatabase(target);
    const db = database.db;
    log(`settlement on ${label}: generating ${int(ROUNDS)} rounds of ${int(MEMBERS)} members`);
    const generated = await withTimeout(generate(db), 600_000, `generating the rounds on ${label}`);
    log(`settlement on ${label}: generated in ${generated.toFixed(1)} s; closing the day`);
    const clock = { now: () => new Date(DAY.to.getTime() + 60_000) };
    const deps: Deps = { db, clock, random: cryptoRandom, sms: outboxSms(db, clock), config: testConfig() };
    const kind = database.kind;
    const close = () => withTimeout(closeTimed(deps, DAY, kind), 600_000, `the day close on ${label}`);
    const first = await close();
    const [written] = await queryRows<{ n: string }>(db, sql`select count(*) as n from ledger_transfers`);
    log(`settlement on ${label}: closed in ${first.seconds.toFixed(1)} s; its floor`);
    const floor = await withTimeout(closeFloor(db, DAY, Number(written!.n)), 600_000, `the day close's floor on ${label}`);
    const repeat = await close();
    const [totals] = await queryRows<{ n: string; amount: string }>(
      db,
      sql`select count(*) as n, coalesce(sum(amount), 0) as amount from ledger_transfers where kind = 'bonus.rebate'`,
    );
    const violations = await invariantViolations(db);
    const steps = [...first.steps].map(([step, s]) => `${step} ${s.toFixed(2)} s`).join(', ');
    const cpu = first.cpu === null ? '' : `, database CPU ${first.cpu.toFixed(2)} s`;
    const multiple = first.seconds / floor.seconds;
    return [
      row(
        SECTION,
        `${label} day close, ${int(ROUNDS / 1000)}k rounds / ${int(MEMBERS / 1000)}k members`,
        `${first.seconds.toFixed(2)} s (${steps}${cpu})`,
        'reported',
      ),
      row(
        SECTION,
        `${label} day close as a multiple of its floor`,
        `${multiple.toFixed(2)}x of ${floor.seconds.toFixed(2)} s (stats aggregate ${floor.stats.toFixed(2)} s, ` +
          `${int(Number(written!.n))} transfers + their entries inserted ${floor.ledger.toFixed(2)} s)`,
        `<= ${FLOOR_MULTIPLE}x`,
        within(multiple <= FLOOR_MULTIPLE),
      ),
      row(SECTION, `${label} day close outcome`, first.outcome),
      row(SECTION, `${label} rebate transfers`, `${int(Number(totals!.n))}, ₱${int(Number(totals!.amount) / 100)}`),
      row(
        SECTION,
        `${label} repeat of the close`,
        `${repeat.seconds.toFixed(2)} s: ${repeat.outcome}`,
        '0 paid',
        /0 stat row\(s\).*0 paid/.test(repeat.outcome) ? 'ok' : 'error',
      ),
      row(SECTION, `${label} generating the rounds`, `${generated.toFixed(1)} s`),
      ...violations.map(([what, n]) => row(SECTION, `${label} ${what}`, int(n), '0', n === 0 ? 'ok' : 'error')),
    ];
  } catch (err) {
    return [errorRow(SECTION, `${label} day close`, err)];
  } finally {
    await database?.close();
  }
}

/** The day-close job's work for one day (server/jobs/day-close.ts), each step timed, and the CPU it took. */
async function closeTimed(deps: Deps, day: EconomyPeriod, kind: OpenDatabase['kind']) {
  const steps = new Map<string, number>();
  const cpu = await cpuMeter(deps.db, kind);
  const started = performance.now();
  const outcome = await closeDay(deps, day, DAY_RULES, (step, ms) => steps.set(step, ms / 1000));
  return { seconds: (performance.now() - started) / 1000, steps, outcome, cpu: await cpu() };
}

/**
 * CPU seconds spent by the database from now until the returned function is called: PGlite runs in this process;
 * PostgreSQL's backends of this database are read from /proc (a local server), null when they cannot be. On a
 * machine shared with other work the wall time grows, the CPU time much less.
 */
async function cpuMeter(db: Db, kind: OpenDatabase['kind']): Promise<() => Promise<number | null>> {
  const startOwn = process.cpuUsage();
  if (kind === 'pglite')
    return async () => {
      const used = process.cpuUsage(startOwn);
      return (used.user + used.system) / 1e6;
    };
  const backends = await queryRows<{ pid: number }>(db, sql`select pid from pg_stat_activity where datname = current_database()`).catch(() => []);
  const ticks = (pid: number) => {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return Number(fields[11]) + Number(fields[12]);
    } catch {
      return null;
    }
  };
  const readable = backends.length > 0 && backends.every((b) => ticks(b.pid) !== null);
  const sum = () => backends.reduce((s, b) => s + (ticks(b.pid) ?? 0), 0);
  const start = readable ? sum() : 0;
  // Clock ticks of USER_HZ 100; null when the server is not this machine's.
  return async () => (readable ? (sum() - start) / 100 : null);
}

/** Members with wallets, one game per type, the day's rounds and some bonus turnover, all set-based. Seconds taken. */
export async function generate(db: Db): Promise<number> {
  const started = performance.now();
  const from = DAY.from.toISOString();
  const now = DAY.from.toISOString();
  await db.execute(
    sql`insert into whitelabel_modules (mod_id, parent_id, enabled, sort) values ('PROMOTIONS', null, true, 0), ('MYRBT3', 'PROMOTIONS', true, 1)`,
  );
  await db.execute(sql`insert into games (node_id, vassalage, game_code, game_type, is_game, game_name, game_classify, min_bet, rtp, excluded_bp)
    select i, 'BENCH', 'BENCH_' || t, t, 'GAME', 'Bench ' || t, 'GAME', 1, 9600, case when i = 1 then 1000 else 0 end
    from unnest(${`{${GAME_TYPES.join(',')}}`}::text[]) with ordinality as g(t, i)`);
  await db.execute(sql`insert into members (account, nickname, password_hash, type, language, password_changed_at, created_at)
    select 'bench' || i, 'Bench ' || i, '-', 0, 'EN', ${now}::timestamptz, ${now}::timestamptz from generate_series(1, ${MEMBERS}) i`);
  await db.execute(sql`insert into ledger_accounts (code, currency, member_id, allow_negative) select 'member:' || id, 'PHP', id, false from members`);
  // Bets of 1.00 to 100.00, every third round won back, one in a hundred rolled back, spread over the day.
  await db.execute(sql`with m as (select id, (row_number() over (order by id) - 1)::int as k from members)
    insert into game_rounds (id, member_id, node_id, bet_uuid, bet, win, status, created_at, settled_at)
    select 'bench-' || g, m.id, (1 + g % ${GAME_TYPES.length}::int)::int, 'bench-bet-' || g, 100 + (g * 7919) % 9901,
           case when g % 3 = 0 then (g * 104729) % 20000 else 0 end,
           case when g % 100 = 0 then 'rolled_back' else 'settled' end,
           ${from}::timestamptz + (g % 86399) * interval '1 second', ${from}::timestamptz + (g % 86399) * interval '1 second' + interval '0.5 second'
    from generate_series(1::bigint, ${ROUNDS}::bigint) g join m on m.k = g % ${MEMBERS}::int`);
  // 500 members claimed a ₱100.00 reward with 10x turnover at 06:00: their bets feed it until it is played.
  await db.execute(sql`insert into rewards (key, member_id, type, title, amount, turnover_multiple, status, created_at, claimed_at)
    select 'bench:' || id, id, 'MANUAL', 'Bench', 10000, 10, 'claimed', ${from}::timestamptz, ${from}::timestamptz from members order by id limit ${TURNOVER_MEMBERS}`);
  await db.execute(sql`insert into turnover_requirements (member_id, reward_id, required, started_at, created_at)
    select member_id, id, amount * turnover_multiple, ${from}::timestamptz + interval '6 hours', ${from}::timestamptz from rewards`);
  await db.execute(sql`analyze`);
  return (performance.now() - started) / 1000;
}
