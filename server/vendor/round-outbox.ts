// The vendor's outbox of wallet calls (vendor_rounds): a round's outcome is written before the wallet is called,
// and what is still owed is re-sent with the same transaction ids until the wallet answers, as real vendors retry.
// A bet whose answer never came is not sent again but rolled back: the player was never told the round's result.
import { and, asc, eq, lte, ne, sql } from 'drizzle-orm';
import { vendorRounds } from '../db/schema-games.ts';
import { queryRows } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import type { WalletAnswer, WalletStatus } from './protocol.ts';
import type { WalletClient } from './wallet-client.ts';

export type Owed = 'bet' | 'win' | 'rollback' | 'none';
export type VendorRound = typeof vendorRounds.$inferSelect;

/** Answers after which nothing more is owed for the call. */
const WIN_DONE: readonly WalletStatus[] = ['RS_OK', 'RS_ERROR_DUPLICATE_TRANSACTION', 'RS_ERROR_BET_SETTLED', 'RS_ERROR_TRANSACTION_ROLLED_BACK'];
// INVALID_TOKEN / DOES_NOT_EXIST: the wallet never took the bet and cannot name its player; nothing to give back.
const ROLLBACK_DONE: readonly WalletStatus[] = [...WIN_DONE, 'RS_ERROR_INVALID_TOKEN', 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'];

/** What is owed after the bet's answer: a refused bet owes nothing; an unknown failure owes its rollback. */
export const owedAfterBet = (a: WalletAnswer, win: number): Owed =>
  a.status === 'RS_OK' ? (win > 0 ? 'win' : 'none') : a.status === 'RS_ERROR_UNKNOWN' ? 'rollback' : 'none';

export const owedAfterWin = (a: WalletAnswer): Owed =>
  WIN_DONE.includes(a.status) ? 'none' : a.status === 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST' ? 'rollback' : 'win';

export const owedAfterRollback = (a: WalletAnswer): Owed => (ROLLBACK_DONE.includes(a.status) ? 'none' : 'rollback');

/** Records what the round owes now; the token is forgotten once nothing is. */
export async function setOwed(deps: Pick<Deps, 'db' | 'clock'>, round: string, owed: Owed, lastStatus: WalletStatus, sentByJob = false): Promise<void> {
  await deps.db
    .update(vendorRounds)
    .set({
      owed,
      lastStatus,
      updatedAt: deps.clock.now(),
      ...(owed === 'none' ? { token: null } : {}),
      ...(sentByJob ? { attempts: sql`${vendorRounds.attempts} + 1` } : {}),
    })
    .where(eq(vendorRounds.round, round));
}

/** Sends what the round owes once (a win, or the rollback of a bet whose fate is unknown) and records the answer. */
export async function sendOwed(deps: Pick<Deps, 'db' | 'clock' | 'random'>, wallet: WalletClient, r: VendorRound): Promise<Owed> {
  const requestId = `Q-${deps.random.bytes(16).toString('hex')}`;
  const common = { request_uuid: requestId, token: r.token ?? 'vendor-settlement', game_code: r.gameCode, round: r.round };
  if (r.owed === 'win') {
    const a = await wallet.call('win', {
      ...common,
      currency: r.currency,
      transaction_uuid: r.winUuid,
      reference_transaction_uuid: r.betUuid,
      amount: r.win,
      round_closed: true,
    });
    const owed = owedAfterWin(a);
    await setOwed(deps, r.round, owed, a.status, true);
    return owed;
  }
  const a = await wallet.call('rollback', { ...common, transaction_uuid: r.rollbackUuid, reference_transaction_uuid: r.betUuid });
  const owed = owedAfterRollback(a);
  await setOwed(deps, r.round, owed, a.status, true);
  return owed;
}

/**
 * The vendor-rounds job's work: every round that has owed a call for longer than the timeout is finished (its win
 * re-sent, or its bet rolled back), oldest first, at most `limit` per run.
 */
export async function finishOwedRounds(
  deps: Pick<Deps, 'db' | 'clock' | 'random' | 'config'>,
  wallet: WalletClient,
  limit = 200,
): Promise<{ settled: number; pending: number }> {
  const { db, clock, config } = deps;
  const cutoff = new Date(clock.now().getTime() - config.vendor.roundTimeoutSeconds * 1000);
  const due = await db
    .select()
    .from(vendorRounds)
    .where(and(ne(vendorRounds.owed, 'none'), lte(vendorRounds.updatedAt, cutoff)))
    .orderBy(asc(vendorRounds.updatedAt))
    .limit(limit);
  let settled = 0;
  for (const r of due) {
    // A bet never answered is cancelled, never sent again: the player saw no result for it.
    const owed = await sendOwed(deps, wallet, r.owed === 'bet' ? { ...r, owed: 'rollback' } : r);
    if (owed === 'none') settled++;
  }
  const stranded = await rollBackUnrecordedRounds(deps, wallet, cutoff, limit);
  return { settled: settled + stranded.settled, pending: due.length - settled + stranded.pending };
}

/**
 * Rounds the wallet holds open with no record here (spun before the vendor kept one) are rolled back under an id
 * derived from the round, so a repeat is the same call. Numbers-draw tickets are left alone: their rounds stay open
 * until the draw, and the draw settles them.
 */
async function rollBackUnrecordedRounds(
  deps: Pick<Deps, 'db' | 'random'>,
  wallet: WalletClient,
  cutoff: Date,
  limit: number,
): Promise<{ settled: number; pending: number }> {
  const open = await queryRows<{ id: string; bet_uuid: string; game_code: string }>(
    deps.db,
    sql`select r.id, r.bet_uuid, g.game_code from game_rounds r join games g on g.node_id = r.node_id
        where r.status = 'open' and r.created_at <= ${cutoff.toISOString()}::timestamptz
          and not exists (select 1 from vendor_rounds v where v.round = r.id)
          and not exists (select 1 from lottery_tickets t where t.round = r.id)
        order by r.created_at limit ${limit}`,
  );
  let settled = 0;
  for (const r of open) {
    const a = await wallet.call('rollback', {
      request_uuid: `Q-${deps.random.bytes(16).toString('hex')}`,
      token: 'vendor-settlement',
      game_code: r.game_code,
      round: r.id,
      transaction_uuid: `X-${r.id}`,
      reference_transaction_uuid: r.bet_uuid,
    });
    if (owedAfterRollback(a) === 'none') settled++;
  }
  return { settled, pending: open.length - settled };
}
