// Section 5: bet+win pairs through the demo vendor's wallet path (body signed, signature verified, validated,
// one wallet statement per call) from 8 and 32 concurrent players, on an in-memory PGlite and on a throwaway
// PostgreSQL database, each as a share of pgbench's TPC-B-like and simple-update references (./reference.ts), then
// the ledger's and the wallet's invariants. On PostgreSQL a sampler reads pg_stat_activity meanwhile and prints the
// share of the sessions' time spent waiting on row locks (./lock-waits.ts).
import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { openDatabase, type DatabaseTarget, type OpenDatabase } from '../../server/db/open.ts';
import { members } from '../../server/db/schema.ts';
import { games } from '../../server/db/schema-games.ts';
import { cryptoRandom, outboxSms, systemClock, type Deps } from '../../server/deps.ts';
import { testConfig } from '../../server/config.ts';
import { transfer } from '../../server/ledger/transfer.ts';
import { createGameToken } from '../../server/games/game-launch.ts';
import { inProcessWallet } from '../../server/vendor/wallet-client.ts';
import { invariantViolations } from './ledger.ts';
import { onEveryDatabase, shareRow, type Reference, type References } from './reference.ts';
import { errorRow, int, row, type Row } from './table.ts';
import { benchSeconds, log, steadyWindow, withTimeout } from './util.ts';
import { sampleLockWaits, type LockWaits } from './lock-waits.ts';
import { accountId, houseAccountId, memberAccountCode } from '../../server/ledger/accounts.ts';

const SECTION = 'vendor wallet';
const PLAYER_FUNDS = 100_000_000;
const GAME = { nodeId: 1, gameCode: 'BENCH_1' };

/** Bet+win pairs through the wallet with 8 and 32 players on PGlite and on PostgreSQL, each beside its TPC-B reference. */
export async function benchVendor(references: References): Promise<Row[]> {
  const seconds = benchSeconds(5);
  return onEveryDatabase(SECTION, references, (label, target, clients, reference) => section(label, target, clients, seconds, reference));
}

async function section(label: string, target: DatabaseTarget, clients: number, seconds: number, reference: Reference): Promise<Row[]> {
  log(`vendor wallet on ${label} (${seconds} s, ${clients} players)`);
  let database: OpenDatabase | null = null;
  try {
    database = await openDatabase(target);
    const watch = target.kind === 'postgres' ? () => sampleLockWaits(target.url) : null;
    const run = await withTimeout(betAndWin(database.db, clients, seconds, watch), (seconds + 60) * 1000, `vendor run on ${label}`);
    const checks = [...(await invariantViolations(database.db)), ...(await walletViolations(database.db))];
    const refused = [...run.refused].map(([code, n]) => `${code} x${n}`).join(', ');
    const refusedCount = [...run.refused.values()].reduce((a, b) => a + b, 0);
    const at = `${label}, ${clients} clients`;
    return [
      shareRow(SECTION, label, clients, run.pairs, run.seconds, reference),
      ...(run.waits ? [lockWaitRow(at, run.waits)] : []),
      row(SECTION, `${at}: refused calls`, refusedCount ? `${int(refusedCount)}: ${refused}` : '0', '0', refusedCount ? 'error' : 'ok'),
      ...checks.map(([what, n]) => row(SECTION, `${at}: ${what}`, int(n), '0', n === 0 ? 'ok' : 'error')),
    ];
  } catch (err) {
    return [errorRow(SECTION, `${label}, ${clients} clients`, err)];
  } finally {
    await database?.close();
  }
}

/** The share of the sessions' time spent waiting on row locks while the players played (goal: under 1 %). */
function lockWaitRow(at: string, waits: LockWaits): Row {
  const share = waits.sessions ? (100 * waits.rowLockWaits) / waits.sessions : 0;
  const value = `${share.toFixed(2)}% of session time (${int(waits.rowLockWaits)} of ${int(waits.sessions)} sessions sampled, ${int(waits.samples)} samples)`;
  return row(SECTION, `${at}: row-lock waits`, value, '< 1%', waits.samples === 0 ? 'skipped' : share < 1 ? 'ok' : 'over budget');
}

/**
 * Players funded from the house, each with a launch token; then each plays bet+win pairs until time is up, `watch`
 * (the lock-wait sampler) running while they play.
 */
async function betAndWin(db: Db, clients: number, seconds: number, watch: (() => Promise<() => Promise<LockWaits>>) | null) {
  const config = testConfig({ vendor: { ...testConfig().vendor, secret: randomBytes(32).toString('base64url') } });
  const deps: Deps = { db, clock: systemClock, random: cryptoRandom, sms: outboxSms(db, systemClock), config };
  await db
    .insert(games)
    .values({ ...GAME, vassalage: 'BENCH', gameType: 'RNG', isGame: 'GAME', gameName: 'Bench Slot', gameClassify: 'SLOT', minBet: 1, rtp: 9600 });
  const house = await houseAccountId(db, 'PHP');
  const tokens: string[] = [];
  for (let i = 0; i < clients; i++) {
    const now = new Date();
    const [m] = await db
      .insert(members)
      .values({ account: `bench${i}`, nickname: `Bench ${i}`, passwordHash: '-', type: 0, language: 'EN', passwordChangedAt: now, createdAt: now })
      .returning({ id: members.id });
    const wallet = await accountId(db, memberAccountCode(m!.id), 'PHP', { memberId: m!.id });
    await transfer(db, systemClock, { key: `bench:fund:${i}`, kind: 'bench.fund', fromAccountId: house, toAccountId: wallet, amount: PLAYER_FUNDS });
    tokens.push(await createGameToken(deps, m!.id, GAME.nodeId));
  }
  const wallet = inProcessWallet(deps);
  const refused = new Map<string, number>();
  const stopWatching = watch ? await watch() : null;
  const window = steadyWindow(seconds);
  const player = async (c: number, token: string) => {
    let pairs = 0;
    let counted = 0;
    while (window.open()) {
      const bet = randomInt(100, 1_001);
      const common = { token, game_code: GAME.gameCode, round: `bench-${c}-${pairs}`, currency: 'PHP' };
      const betId = `bench-${c}-${pairs}-bet`;
      const placed = await wallet.call('bet', { ...common, request_uuid: `${betId}-q`, transaction_uuid: betId, amount: bet, round_closed: false });
      const paid =
        placed.status === 'RS_OK'
          ? await wallet.call('win', {
              ...common,
              request_uuid: `${betId}-w`,
              transaction_uuid: `bench-${c}-${pairs}-win`,
              reference_transaction_uuid: betId,
              amount: randomInt(1, 2 * bet),
              round_closed: true,
            })
          : placed;
      if (paid.status === 'RS_OK') {
        pairs++;
        if (window.counting()) counted++;
      } else {
        refused.set(paid.status, (refused.get(paid.status) ?? 0) + 1);
        if ((refused.get(paid.status) ?? 0) > 100) break;
      }
    }
    return counted;
  };
  const counts = await Promise.all(tokens.map((token, c) => player(c, token)));
  const played = window.seconds();
  const waits = stopWatching ? await stopWatching() : null;
  return { pairs: counts.reduce((a, b) => a + b, 0), seconds: played, refused, waits };
}

/**
 * The wallet's own books against the ledger: no round left open, and the vendor accounts holding the rounds' net (a
 * round rolled back, as after a crash between its bet and its win, refunded its bet and counts nothing).
 */
export async function walletViolations(db: Db): Promise<[string, number][]> {
  const one = async (query: ReturnType<typeof sql>) => Number(((await db.execute(query)) as unknown as { rows: { n: number | string }[] }).rows[0]?.n ?? 0);
  return [
    ['rounds left open', await one(sql`select count(*) as n from game_rounds where status = 'open'`)],
    [
      'accepted calls without their transfer',
      await one(sql`select count(*) as n from wallet_transactions where status = 'RS_OK' and amount > 0 and ledger_transfer_id is null`),
    ],
    [
      "vendor accounts not holding the rounds' net",
      await one(sql`select count(*) as n from (select (select coalesce(sum(bet - win) filter (where status <> 'rolled_back'), 0) from game_rounds) as rounds,
        (select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.code like 'vendor:%') as vendor) t where t.rounds <> t.vendor`),
    ],
  ];
}
