// Daily sign-in (LOGIN promotions, issue 13): a week of cells, Sunday (dayNo 1) to Saturday (dayNo 7), in the members'
// time zone. Only today's cell can be claimed, once, when today's valid bets reach what it asks; the claim issues
// the reward (key signin:<promotion>:<member>:<day>) and pays it with its turnover in one transaction.
import { inArray, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../db/client.ts';
import { rewards } from '../db/schema-economy.ts';
import type { Clock } from '../deps.ts';
import { dayOf, dayStart } from '../shared/day-range.ts';
import type { LoginConfig } from '../../contract/rules/promotion-kinds.ts';
import { periodOf } from '../shared/periods.ts';
import { alreadyClaimed, notRunning, runningPromotions, type PromotionRow } from './promotion-rows.ts';
import { claimRewardIn, issueRewards, type ClaimedReward } from '../rewards/service.ts';
import { VALID_BET } from '../shared/valid-bet.ts';
import { toDecimal } from '../ledger/amounts.ts';
import { Refusal } from '../shared/refusal.ts';

const DAY = 86_400_000;

export interface SignInCellState {
  dayNo: number;
  day: string;
  /** Centavos. */
  amount: number;
  validBetRequired: number;
  hasClaimed: boolean;
  isToday: boolean;
  claimable: boolean;
}

export interface SignInWeek {
  promotion: PromotionRow;
  weekStart: string;
  weekEnd: string;
  todayValidBet: number;
  cells: SignInCellState[];
}

export const signInKey = (promotionId: number, memberId: number, day: string) => `signin:${promotionId}:${memberId}:${day}`;

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
/** 1 (Sunday) to 7 (Saturday). */
const dayNoOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() + 1;
const cellsOf = (p: PromotionRow) => [...((p.config as unknown as LoginConfig).cells ?? [])].sort((a, b) => a.dayNo - b.dayNo);

/** The member's valid bets of rounds settled in [from, to). */
export async function validBetBetween(db: Db | Tx, memberId: number, from: Date, to: Date): Promise<number> {
  const [row] = await queryRows<{ v: string | null }>(
    db,
    sql`select coalesce(sum(${VALID_BET}), 0) as v from game_rounds r join games g on g.node_id = r.node_id
        where r.member_id = ${memberId} and r.status = 'settled' and r.settled_at >= ${from.toISOString()}::timestamptz and r.settled_at < ${to.toISOString()}::timestamptz`,
  );
  return Number(row?.v ?? 0);
}

/** Today's valid bets so far (the members' day). */
const todayValidBet = (db: Db | Tx, memberId: number, now: Date, offsetMinutes: number) => {
  const start = dayStart(dayOf(now, offsetMinutes), offsetMinutes);
  return validBetBetween(db, memberId, start, new Date(start.getTime() + DAY));
};

/** The running sign-in promotions with this week's cells as the member sees them now. Reads only. */
export async function signInWeeks(db: Db | Tx, memberId: number, now: Date, offsetMinutes: number): Promise<SignInWeek[]> {
  const running = await runningPromotions(db, 'LOGIN', now);
  if (running.length === 0) return [];
  const week = periodOf('week', now, offsetMinutes);
  const today = dayOf(now, offsetMinutes);
  const days = Array.from({ length: 7 }, (_, i) => addDays(week.firstDay, i));
  const keys = running.flatMap((p) => days.map((d) => signInKey(p.id, memberId, d)));
  const claimed = new Set((await db.select({ key: rewards.key }).from(rewards).where(inArray(rewards.key, keys))).map((r) => r.key));
  const bet = await todayValidBet(db, memberId, now, offsetMinutes);
  return running.map((promotion) => ({
    promotion,
    weekStart: week.firstDay,
    weekEnd: week.lastDay,
    todayValidBet: bet,
    cells: cellsOf(promotion).map((c) => {
      const day = days[c.dayNo - 1]!;
      const hasClaimed = claimed.has(signInKey(promotion.id, memberId, day));
      const isToday = day === today;
      return {
        dayNo: c.dayNo,
        day,
        amount: c.amount,
        validBetRequired: c.validBetRequired,
        hasClaimed,
        isToday,
        claimable: isToday && !hasClaimed && c.amount > 0 && bet >= c.validBetRequired,
      };
    }),
  }));
}

/** How many sign-in cells the member can claim now (at most one per running promotion). */
export async function claimableSignIns(db: Db | Tx, memberId: number, now: Date, offsetMinutes: number): Promise<number> {
  return (await signInWeeks(db, memberId, now, offsetMinutes)).filter((w) => w.cells.some((c) => c.claimable)).length;
}

/**
 * Claims today's cell of a running sign-in promotion: issued and paid in one transaction. Refused (nothing
 * written) when the promotion is not running, today's cell was claimed, it pays nothing, or today's valid bets
 * fall short (claim_bet_required, with the actual and required amounts).
 */
export function claimSignIn(
  db: Db,
  clock: Clock,
  currency: string,
  offsetMinutes: number,
  memberId: number,
  promotionId: number,
): Promise<ClaimedReward & { dayNo: number; day: string }> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const [promotion] = await runningPromotions(tx, 'LOGIN', now, promotionId);
    if (!promotion) throw notRunning();
    const day = dayOf(now, offsetMinutes);
    const dayNo = dayNoOf(day);
    const cell = cellsOf(promotion).find((c) => c.dayNo === dayNo);
    if (!cell || cell.amount <= 0) throw new Refusal('reward.none.available', 'There is no sign-in reward today');
    const key = signInKey(promotion.id, memberId, day);
    if (
      (
        await tx
          .select({ id: rewards.id })
          .from(rewards)
          .where(inArray(rewards.key, [key]))
      ).length
    )
      throw alreadyClaimed();
    const actual = await todayValidBet(tx, memberId, now, offsetMinutes);
    if (actual < cell.validBetRequired) {
      const value = { actual: toDecimal(actual), required: toDecimal(cell.validBetRequired) };
      throw new Refusal(
        'claim_bet_required',
        `Today's sign-in reward needs ${value.required.toFixed(2)} of valid bets today; you have ${value.actual.toFixed(2)}`,
        value,
      );
    }
    const [id] = await issueRewards(tx, now, [
      {
        key,
        memberId,
        promotionId: promotion.id,
        type: 'LOGIN',
        title: `${promotion.title} · day ${dayNo}`,
        amount: cell.amount,
        turnoverMultiple: promotion.turnoverMultiple,
      },
    ]);
    // Another claim of the same day committed between the look above and this insert.
    if (id === undefined) throw alreadyClaimed();
    return { ...(await claimRewardIn(tx, clock, currency, memberId, id)), dayNo, day };
  });
}
