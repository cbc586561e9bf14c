// Rebates (docs/economy.md §rebates): a share of each day's valid bets by game type, at the rates of
// contract/rules/rebates.ts raised by the member's VIP level. Bonus bets (made while a turnover was open) earn none.
//
// - The day close (settleDayRebates): for a closed day, one `rebate:<TYPE>` settlements row per member and type,
//   floor((valid bet - bonus bet) x rate) less what the member already claimed that day for that type, when above
//   0; each row written with its transfer (payouts.ts settleAndPay) as bonus.rebate, all in one transaction.
// - Manual claims (MANPLAYREB3, claimRebate): a member takes today's rebate so far, by type; the claim is a
//   rebate_claims row and its transfer. The day close then pays only the rest, so claims and the close add up to
//   the rebate of the whole day to the centavo.
//
// A claim and the day's close never cross: the close holds the day's advisory lock exclusively, a claim holds it
// shared and gives up when its day has ended or been settled meanwhile. Double clicks queue on a per-member lock.
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../db/client.ts';
import { rebateClaims, vipLevels } from '../db/schema-economy.ts';
import { members } from '../db/schema.ts';
import type { Clock } from '../deps.ts';
import { GAME_TYPES, type GameType } from '../../contract/catalogue/catalogue.ts';
import { REBATE_RATES_BP, rebateRateBp } from '../../contract/rules/rebates.ts';
import { TRIAL_TYPE } from '../../contract/rules/member-type.ts';
import { transferIn } from '../ledger/transfer.ts';
import { lockSettlements, settleAndPay, type SettleResult } from '../shared/payouts.ts';
import { periodOf, type EconomyPeriod } from '../shared/periods.ts';
import { closePlayedTurnovers, memberTurnoverSpans } from '../rewards/turnover.ts';
import { VALID_BET } from '../shared/valid-bet.ts';
import { houseBonusAccountId, memberWalletId } from '../ledger/accounts.ts';
import { Refusal } from '../shared/refusal.ts';

/** The ledger kind of every rebate (Bonus details lists it). */
export const REBATE_KIND = 'bonus.rebate';
/** The whitelabel module of rebates (off: none is settled or shown) and of manual claims. */
export const REBATE_MODULE = 'MYRBT3';
export const MANUAL_REBATE_MODULE = 'MANPLAYREB3';

export const rebateRule = (gameType: string) => `rebate:${gameType}`;
export const rebateMemo = (gameType: string, day: string) => `Rebate ${gameType} ${day}`;

/** Game types that earn a rebate at all (a base rate above 0). */
const PAYING_TYPES = GAME_TYPES.filter((t) => REBATE_RATES_BP[t] > 0);

/** The base rates as an SQL VALUES list (rates (game_type, base_bp)), so the SQL and the site read one table. */
const ratesValues = () =>
  sql.join(
    PAYING_TYPES.map((t) => sql`(${t}::text, ${REBATE_RATES_BP[t]}::integer)`),
    sql`, `,
  );

const dayLock = (tx: Tx, day: string, mode: 'exclusive' | 'shared') =>
  tx.execute(
    mode === 'exclusive'
      ? sql`select pg_advisory_xact_lock(hashtextextended(${`rebate-day:${day}`}, 0))`
      : sql`select pg_advisory_xact_lock_shared(hashtextextended(${`rebate-day:${day}`}, 0))`,
  );

export type DayRebates = SettleResult;

/**
 * Settles one closed day's rebates inside the caller's transaction, from the day's member_day_stats (drawn
 * first). Idempotent: the rows' primary key and their ledger keys make a repeat write and pay nothing.
 */
export async function settleDayRebates(tx: Tx, day: EconomyPeriod, now: Date, currency: string): Promise<DayRebates> {
  if (day.kind !== 'day') throw new Error(`settleDayRebates needs a day, not a ${day.kind}`);
  await dayLock(tx, day.key, 'exclusive');
  const rules = PAYING_TYPES.map((type) => ({ rule: rebateRule(type), memo: rebateMemo(type, day.key) }));
  await lockSettlements(
    tx,
    rules.map((r) => r.rule),
    day.key,
  );
  // One statement writes each row with its transfer (settleAndPay): the rows are the rates' due amounts.
  return settleAndPay(
    tx,
    { rules, period: day.key, kind: REBATE_KIND, currency, now },
    sql`with rates (game_type, base_bp) as (values ${ratesValues()}),
        claimed as (
          select member_id, game_type, sum(amount) as amount from rebate_claims where day = ${day.key} group by member_id, game_type)
        select 'rebate:' || d.game_type as rule, d.member_id, d.valid_bet - d.bonus_bet as basis,
               (d.valid_bet - d.bonus_bet) * (r.base_bp + coalesce(v.rebate_extra_bp, 0)) / 10000 - coalesce(c.amount, 0) as amount
        from member_day_stats d
        join rates r on r.game_type = d.game_type
        join members m on m.id = d.member_id
        left join vip_levels v on v.level = m.vip_level
        left join claimed c on c.member_id = d.member_id and c.game_type = d.game_type
        where d.day = ${day.key} and m.type <> ${TRIAL_TYPE}`,
  );
}

// ---- One member's rebate today (the rebate page and manual claims) ----

export interface RebateLine {
  gameType: GameType;
  /** Basis points, VIP included (0 for a type without rebate). */
  rateBp: number;
  /** Centavos: today's valid bets so far, of which bonus bets. */
  validBet: number;
  bonusBet: number;
  /** Centavos claimed today already, and still due now. */
  claimed: number;
  due: number;
}

export interface MemberRebates {
  day: string;
  vipLevel: number;
  lines: RebateLine[];
  /** Yesterday's rebates by type (the day close's payout plus yesterday's claims), centavos. */
  yesterday: { day: string; paid: { gameType: GameType; amount: number }[] };
}

async function vipExtraBp(db: Db | Tx, memberId: number): Promise<{ level: number; extraBp: number }> {
  const [row] = await db
    .select({ level: members.vipLevel, extraBp: vipLevels.rebateExtraBp })
    .from(members)
    .leftJoin(vipLevels, eq(vipLevels.level, members.vipLevel))
    .where(eq(members.id, memberId));
  return { level: row?.level ?? 0, extraBp: row?.extraBp ?? 0 };
}

/** Today's valid and bonus bets of the member so far, by game type, and what was claimed of them. A read. */
async function todayLines(db: Db | Tx, memberId: number, day: EconomyPeriod, now: Date, extraBp: number): Promise<RebateLine[]> {
  const bets = await queryRows<{ game_type: string; valid: string; bonus: string }>(
    db,
    sql`with ${memberTurnoverSpans(memberId, now)}
        select g.game_type, sum(${VALID_BET}) as valid, sum(case when spans.open @> r.settled_at then ${VALID_BET} else 0 end) as bonus
        from game_rounds r join games g on g.node_id = r.node_id cross join spans
        where r.member_id = ${memberId} and r.status = 'settled'
          and r.settled_at >= ${day.from.toISOString()}::timestamptz and r.settled_at < ${day.to.toISOString()}::timestamptz
        group by g.game_type`,
  );
  const claims = await queryRows<{ game_type: string; amount: string }>(
    db,
    sql`select game_type, sum(amount) as amount from rebate_claims where member_id = ${memberId} and day = ${day.key} group by game_type`,
  );
  const bet = new Map(bets.map((b) => [b.game_type, b]));
  const claimed = new Map(claims.map((c) => [c.game_type, Number(c.amount)]));
  return GAME_TYPES.map((gameType) => {
    const rateBp = rebateRateBp(gameType, extraBp);
    const validBet = Number(bet.get(gameType)?.valid ?? 0);
    const bonusBet = Number(bet.get(gameType)?.bonus ?? 0);
    const done = claimed.get(gameType) ?? 0;
    const due = Math.max(0, Math.floor(((validBet - bonusBet) * rateBp) / 10_000) - done);
    return { gameType, rateBp, validBet, bonusBet, claimed: done, due };
  });
}

/** The rebate page: rates, today's bets and rebate so far by type, yesterday's rebates. Reads only. */
export async function memberRebates(db: Db, memberId: number, now: Date, offsetMinutes: number): Promise<MemberRebates> {
  const today = periodOf('day', now, offsetMinutes);
  const yesterday = periodOf('day', new Date(today.from.getTime() - 1), offsetMinutes);
  const vip = await vipExtraBp(db, memberId);
  const lines = await todayLines(db, memberId, today, now, vip.extraBp);
  const paid = await queryRows<{ game_type: string; amount: string }>(
    db,
    sql`select game_type, sum(amount) as amount from (
          select substr(rule, 8) as game_type, amount from settlements
          where member_id = ${memberId} and period = ${yesterday.key} and rule like 'rebate:%' and transfer_id is not null
          union all
          select game_type, amount from rebate_claims where member_id = ${memberId} and day = ${yesterday.key}) p
        group by game_type`,
  );
  const byType = new Map(paid.map((p) => [p.game_type, Number(p.amount)]));
  return {
    day: today.key,
    vipLevel: vip.level,
    lines,
    yesterday: { day: yesterday.key, paid: GAME_TYPES.filter((t) => byType.has(t)).map((gameType) => ({ gameType, amount: byType.get(gameType)! })) },
  };
}

const nothingDue = () => new Refusal('rebate.nothing.due', 'There is no rebate to claim now');

export interface RebateClaim {
  day: string;
  paid: { gameType: GameType; amount: number }[];
  /** Centavos. */
  total: number;
}

/**
 * Pays the member what is due today so far (every type, or one), as rebate_claims rows and bonus.rebate
 * transfers, in one transaction under the member's lock: a second claim right after finds nothing due
 * (rebate.nothing.due, nothing moved).
 */
export function claimRebate(db: Db, clock: Clock, currency: string, offsetMinutes: number, memberId: number, gameType?: GameType): Promise<RebateClaim> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`rebate-claim:${memberId}`}, 0))`);
    const today = periodOf('day', clock.now(), offsetMinutes);
    await dayLock(tx, today.key, 'shared');
    // After waiting for the locks: a claim whose day has ended (or been settled) belongs to the day close now.
    const now = clock.now();
    const rules = PAYING_TYPES.map(rebateRule);
    const settled = await queryRows<{ n: number }>(
      tx,
      sql`select 1 as n from settlements where member_id = ${memberId} and period = ${today.key} and rule in (${sql.join(
        rules.map((r) => sql`${r}`),
        sql`, `,
      )}) limit 1`,
    );
    if (now.getTime() >= today.to.getTime() || settled.length > 0) throw nothingDue();
    await closePlayedTurnovers(tx, now, memberId);
    const vip = await vipExtraBp(tx, memberId);
    const lines = (await todayLines(tx, memberId, today, now, vip.extraBp)).filter((l) => l.due > 0 && (!gameType || l.gameType === gameType));
    if (lines.length === 0) throw nothingDue();
    const house = await houseBonusAccountId(tx, currency);
    const wallet = await memberWalletId(tx, memberId, currency);
    const claimedBasis = await queryRows<{ game_type: string; basis: string }>(
      tx,
      sql`select game_type, sum(basis) as basis from rebate_claims where member_id = ${memberId} and day = ${today.key} group by game_type`,
    );
    const basisBefore = new Map(claimedBasis.map((c) => [c.game_type, Number(c.basis)]));
    for (const line of lines) {
      const [claim] = await tx
        .insert(rebateClaims)
        .values({
          memberId,
          day: today.key,
          gameType: line.gameType,
          // The eligible valid bet this claim adds to the earlier ones of the day.
          basis: line.validBet - line.bonusBet - (basisBefore.get(line.gameType) ?? 0),
          amount: line.due,
          createdAt: now,
        })
        .returning({ id: rebateClaims.id });
      const moved = await transferIn(tx, clock, {
        key: `rebate-claim:${claim!.id}`,
        kind: REBATE_KIND,
        fromAccountId: house,
        toAccountId: wallet,
        amount: line.due,
        memo: rebateMemo(line.gameType, today.key),
      });
      await tx.update(rebateClaims).set({ transferId: moved.transferId }).where(eq(rebateClaims.id, claim!.id));
    }
    return { day: today.key, paid: lines.map((l) => ({ gameType: l.gameType, amount: l.due })), total: lines.reduce((s, l) => s + l.due, 0) };
  });
}
