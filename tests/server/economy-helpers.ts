// Helpers for the settlement tests: rounds of any game type played through the vendor's signed wallet calls, the
// games to play them on, the members' days, and every ledger invariant (the balance-after chain included).
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../server/db/client.ts';
import { games } from '../../server/db/schema-games.ts';
import { createGameToken } from '../../server/domain/game-launch.ts';
import { periodOf, type EconomyPeriod } from '../../server/domain/economy/periods.ts';
import { uid, walletCall, type TestServer } from './vendor-helpers.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** A game of the type (the first by node id, or the n-th), to play rounds on. */
export async function gameOf(t: TestServer, gameType: string, n = 0): Promise<{ nodeId: number; gameCode: string }> {
  const rows = await t.db.select({ nodeId: games.nodeId, gameCode: games.gameCode }).from(games).where(and(eq(games.gameType, gameType), eq(games.isGame, 'GAME'))).orderBy(games.nodeId).limit(n + 1);
  if (!rows[n]) throw new Error(`No ${gameType} game ${n}`);
  return rows[n];
}

/**
 * One round through the wallet calls the vendor makes: the bet, then its win (0 for a loss) or its rollback. Each
 * call is answered RS_OK or the test fails.
 */
export async function playRound(t: TestServer, memberId: number, game: { nodeId: number; gameCode: string }, bet: number, outcome: number | 'rollback' = 0) {
  const token = await createGameToken(t.deps, memberId, game.nodeId);
  const round = uid('round');
  const betCall = { request_uuid: uid('q'), token, game_code: game.gameCode, transaction_uuid: uid('bet'), round, currency: 'PHP', amount: bet, round_closed: false };
  const answers = [await walletCall(t, 'bet', betCall)];
  const ref = { token, game_code: game.gameCode, reference_transaction_uuid: betCall.transaction_uuid, round };
  if (outcome === 'rollback') answers.push(await walletCall(t, 'rollback', { ...ref, request_uuid: uid('q'), transaction_uuid: uid('rb') }));
  else answers.push(await walletCall(t, 'win', { ...ref, request_uuid: uid('q'), transaction_uuid: uid('win'), currency: 'PHP', amount: outcome, round_closed: true }));
  const bad = answers.filter((a) => a.status !== 'RS_OK');
  if (bad.length) throw new Error(`wallet refused: ${JSON.stringify(bad)}`);
  return round;
}

/** The members' day the test clock is in. */
export const today = (t: TestServer): EconomyPeriod => periodOf('day', t.clock.now(), t.deps.config.wallet.timeZoneOffsetMinutes);

/** Moves the clock to `minutes` past the next midnight of the members' zone. */
export function passMidnight(t: TestServer, minutes = 1) {
  t.clock.advance(today(t).to.getTime() - t.clock.now().getTime() + minutes * 60_000);
}

/**
 * Every ledger invariant: the entries sum to 0, each transfer has two entries summing to 0, no account that may not
 * go negative is below 0, every balance is the sum of its entries, and each entry's balance_after is the one
 * before it plus its amount (the last one the balance).
 */
export async function ledgerChecks(t: Pick<TestServer, 'db'>) {
  const [row] = await queryRows<Record<string, string>>(
    t.db,
    sql`select (select coalesce(sum(amount), 0) from ledger_entries) as total,
               (select count(*) from ledger_accounts where not allow_negative and balance < 0) as overdrawn,
               (select count(*) from ledger_transfers t
                  left join (select transfer_id, count(*) as c, sum(amount) as s from ledger_entries group by transfer_id) e on e.transfer_id = t.id
                  where coalesce(e.c, 0) <> 2 or coalesce(e.s, 0) <> 0) as unbalanced,
               (select count(*) from ledger_accounts a
                  left join (select account_id, sum(amount) as s from ledger_entries group by account_id) e on e.account_id = a.id
                  where a.balance <> coalesce(e.s, 0)) as "balanceNotEntries",
               (select count(*) from (
                  select balance_after - amount - coalesce(lag(balance_after) over (partition by account_id order by id), 0) as gap
                  from ledger_entries) g where g.gap <> 0) as "brokenChain",
               (select count(*) from ledger_accounts a
                  join lateral (select balance_after from ledger_entries e where e.account_id = a.id order by id desc limit 1) l on true
                  where l.balance_after <> a.balance) as "lastNotBalance"`,
  );
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)]));
}

export const LEDGER_OK = { total: 0, overdrawn: 0, unbalanced: 0, balanceNotEntries: 0, brokenChain: 0, lastNotBalance: 0 };
