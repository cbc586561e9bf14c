// Raffle draws (docs/loyalty.md §raffle): a raffle's draws (raffle_schedules) are claimable from draw_at until
// claim_until, once per member and draw (raffle_claims' primary key). A claim checks the raffle's conditions (what
// the member did since the previous draw), draws one of its weighted prizes with the cryptographic random source
// and pays it in the same transaction: money from the house bonus account to the wallet (kind bonus.raffle, no
// turnover), points (kind points.raffle) or a ticket (source RAFFLE) opened in the reward centre. A second claim
// answers the first claim's prize and moves nothing.
import { and, asc, desc, eq, gt, lt, lte, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../db/client.ts';
import { raffleClaims, raffleSchedules, raffles, tickets } from '../db/schema-loyalty.ts';
import type { Clock, Random } from '../deps.ts';
import { transferIn } from '../ledger/transfer.ts';
import { VALID_BET } from '../shared/valid-bet.ts';
import { creditPointsIn } from '../points/points-ledger.ts';
import { pickWeighted } from './raffle-draw.ts';
import { issueTicketIn } from './tickets.ts';
import { houseBonusAccountId, memberWalletId } from '../ledger/accounts.ts';
import { Refusal } from '../shared/refusal.ts';

export type RaffleRow = typeof raffles.$inferSelect;
export type ScheduleRow = typeof raffleSchedules.$inferSelect;
export type ClaimRow = typeof raffleClaims.$inferSelect;
export type RafflePrize = RaffleRow['prizes'][number];

/**
 * What a raffle may ask of a member before they claim a draw (raffles.conditions, centavos), counted from the
 * previous draw of the raffle (or the raffle's creation for its first) until the claim.
 */
export const RAFFLE_CONDITIONS = ['depositSinceLastDraw', 'validBetSinceLastDraw'] as const;
export type RaffleCondition = (typeof RAFFLE_CONDITIONS)[number];

export interface ConditionProgress {
  condition: RaffleCondition;
  /** Centavos. */
  target: number;
  actual: number;
  met: boolean;
}

export type RaffleRefusalCode = 'raffle.not.found' | 'raffle.not.started' | 'raffle.ended' | 'raffle.conditions.unmet';

/** A member's view of one draw at `now`: seconds to the draw (time) and left to claim (due), both 0 when passed. */
export interface DrawStatus {
  raffle: RaffleRow;
  schedule: ScheduleRow;
  /** The draw before this one (its draw_at starts the conditions' window), null for the first. */
  previousDrawAt: Date | null;
  hasStarted: boolean;
  hasEnded: boolean;
  time: number;
  due: number;
  claim: ClaimRow | null;
  /** The claim's ticket, when it gave one. */
  ticket: typeof tickets.$inferSelect | null;
  conditions: ConditionProgress[];
}

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/** The conditions' window start: the previous draw of the raffle, or its creation. */
async function previousDraw(db: Db | Tx, s: ScheduleRow): Promise<Date | null> {
  const [prev] = await db
    .select({ drawAt: raffleSchedules.drawAt })
    .from(raffleSchedules)
    .where(and(eq(raffleSchedules.raffleId, s.raffleId), lt(raffleSchedules.drawAt, s.drawAt)))
    .orderBy(desc(raffleSchedules.drawAt))
    .limit(1);
  return prev?.drawAt ?? null;
}

/** The member's progress on each of the raffle's conditions, counted from `since` until `now`. */
export async function conditionProgress(db: Db | Tx, raffle: RaffleRow, memberId: number, since: Date, now: Date): Promise<ConditionProgress[]> {
  const asked = RAFFLE_CONDITIONS.filter((c) => (raffle.conditions[c] ?? 0) > 0);
  if (asked.length === 0) return [];
  const from = since.toISOString();
  const to = now.toISOString();
  const [row] = await queryRows<{ deposit: string; valid: string }>(
    db,
    sql`select
          coalesce((select sum(o.amount) from deposit_orders o where o.member_id = ${memberId} and o.status = 'paid'
                    and o.closed_at >= ${from}::timestamptz and o.closed_at <= ${to}::timestamptz), 0) as deposit,
          coalesce((select sum(${VALID_BET}) from game_rounds r join games g on g.node_id = r.node_id where r.member_id = ${memberId}
                    and r.settled_at >= ${from}::timestamptz and r.settled_at <= ${to}::timestamptz), 0) as valid`,
  );
  const actual: Record<RaffleCondition, number> = { depositSinceLastDraw: Number(row?.deposit ?? 0), validBetSinceLastDraw: Number(row?.valid ?? 0) };
  return asked.map((condition) => {
    const target = raffle.conditions[condition]!;
    return { condition, target, actual: actual[condition], met: actual[condition] >= target };
  });
}

async function statusOf(db: Db | Tx, raffle: RaffleRow, schedule: ScheduleRow, memberId: number, now: Date): Promise<DrawStatus> {
  const previousDrawAt = await previousDraw(db, schedule);
  const [claim] = await db
    .select()
    .from(raffleClaims)
    .where(and(eq(raffleClaims.scheduleId, schedule.id), eq(raffleClaims.memberId, memberId)));
  const [ticket] = claim?.ticketId ? await db.select().from(tickets).where(eq(tickets.id, claim.ticketId)) : [];
  return {
    raffle,
    schedule,
    previousDrawAt,
    hasStarted: now >= schedule.drawAt,
    hasEnded: now >= schedule.claimUntil,
    time: seconds(schedule.drawAt.getTime() - now.getTime()),
    due: seconds(schedule.claimUntil.getTime() - now.getTime()),
    claim: claim ?? null,
    ticket: ticket ?? null,
    conditions: await conditionProgress(db, raffle, memberId, previousDrawAt ?? raffle.createdAt, now),
  };
}

/**
 * The draw of each raffle a member sees now: the one whose claim window is open (the latest drawn), else the next
 * one to draw; raffles with neither are left out. With raffleScheduleId: that draw only (any state). Reads only.
 */
export async function raffleStatuses(db: Db | Tx, memberId: number, now: Date, filter: { raffleId?: number; scheduleId?: number } = {}): Promise<DrawStatus[]> {
  const list = await db
    .select()
    .from(raffles)
    .where(filter.raffleId ? eq(raffles.id, filter.raffleId) : undefined)
    .orderBy(asc(raffles.id));
  const out: DrawStatus[] = [];
  for (const raffle of list) {
    let schedule: ScheduleRow | undefined;
    if (filter.scheduleId) {
      [schedule] = await db
        .select()
        .from(raffleSchedules)
        .where(and(eq(raffleSchedules.id, filter.scheduleId), eq(raffleSchedules.raffleId, raffle.id)));
    } else {
      const at = now.toISOString();
      [schedule] = await db
        .select()
        .from(raffleSchedules)
        .where(and(eq(raffleSchedules.raffleId, raffle.id), lte(raffleSchedules.drawAt, now), sql`${raffleSchedules.claimUntil} > ${at}::timestamptz`))
        .orderBy(desc(raffleSchedules.drawAt))
        .limit(1);
      if (!schedule)
        [schedule] = await db
          .select()
          .from(raffleSchedules)
          .where(and(eq(raffleSchedules.raffleId, raffle.id), gt(raffleSchedules.drawAt, now)))
          .orderBy(asc(raffleSchedules.drawAt))
          .limit(1);
    }
    if (schedule) out.push(await statusOf(db, raffle, schedule, memberId, now));
  }
  return out;
}

export interface RaffleClaimed {
  status: DrawStatus;
  /** False when the member had claimed this draw before: the first answer, nothing moved now. */
  claimedNow: boolean;
}

/**
 * Claims one draw for the member in one transaction (see the file's comment). The raffle is named by its id or by
 * the promotion it belongs to. Throws Refusal (nothing written).
 */
export function claimRaffle(
  db: Db,
  clock: Clock,
  random: Random,
  currency: string,
  memberId: number,
  ref: { raffleId?: number; promotionId?: number; scheduleId: number },
): Promise<RaffleClaimed> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const [found] = await tx
      .select({ raffle: raffles, schedule: raffleSchedules })
      .from(raffleSchedules)
      .innerJoin(raffles, eq(raffles.id, raffleSchedules.raffleId))
      .where(
        and(
          eq(raffleSchedules.id, ref.scheduleId),
          ref.raffleId ? eq(raffles.id, ref.raffleId) : undefined,
          ref.promotionId ? eq(raffles.promotionId, ref.promotionId) : undefined,
        ),
      );
    if (!found || (!ref.raffleId && !ref.promotionId)) throw new Refusal('raffle.not.found', 'No such raffle draw');
    const { raffle, schedule } = found;
    const before = await statusOf(tx, raffle, schedule, memberId, now);
    if (before.claim) return { status: before, claimedNow: false };
    if (!before.hasStarted) throw new Refusal('raffle.not.started', 'This draw has not started yet', { time: before.time });
    if (before.hasEnded) throw new Refusal('raffle.ended', 'This draw has ended');
    const missing = before.conditions.filter((c) => !c.met);
    if (missing.length)
      throw new Refusal('raffle.conditions.unmet', 'The conditions of this draw are not met yet', {
        missing: missing.map((c) => ({ condition: c.condition, target: c.target / 100, actual: c.actual / 100 })),
      });

    const prize = pickWeighted(raffle.prizes, random);
    const value = prize.type === 'TICKET' ? 1 : prize.value;
    // The claim row first: a concurrent claim of the same member and draw waits on its key, then finds it.
    const [inserted] = await tx
      .insert(raffleClaims)
      .values({ scheduleId: schedule.id, memberId, prizeType: prize.type, prizeValue: value, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!inserted) return { status: await statusOf(tx, raffle, schedule, memberId, now), claimedNow: false };
    const paid = await payRafflePrize(tx, clock, currency, raffle, schedule, memberId, prize);
    await tx
      .update(raffleClaims)
      .set(paid)
      .where(and(eq(raffleClaims.scheduleId, schedule.id), eq(raffleClaims.memberId, memberId)));
    return { status: await statusOf(tx, raffle, schedule, memberId, now), claimedNow: true };
  });
}

async function payRafflePrize(tx: Tx, clock: Clock, currency: string, raffle: RaffleRow, schedule: ScheduleRow, memberId: number, prize: RafflePrize) {
  const key = `raffle:${schedule.id}:${memberId}`;
  if (prize.type === 'MONEY') {
    const moved = await transferIn(tx, clock, {
      key,
      kind: 'bonus.raffle',
      fromAccountId: await houseBonusAccountId(tx, currency),
      toAccountId: await memberWalletId(tx, memberId, currency),
      amount: prize.value,
      memo: raffle.title,
    });
    return { transferId: moved.transferId, ticketId: null };
  }
  if (prize.type === 'POINT') {
    const moved = await creditPointsIn(tx, clock, { key: `${key}:points`, kind: 'points.raffle', memberId, points: prize.value, memo: raffle.title });
    return { transferId: moved.transferId, ticketId: null };
  }
  if (prize.type === 'TICKET' && prize.ticketType) {
    const ticketId = await issueTicketIn(tx, clock.now(), { key: `${key}:ticket`, memberId, type: prize.ticketType, source: 'RAFFLE', name: raffle.title });
    return { transferId: null, ticketId };
  }
  throw new Error(`Raffle ${raffle.code}: a prize of unknown type ${prize.type}`);
}

/**
 * The draws the member can claim now, as the reward centre shows them (the latest open draw of each raffle, as
 * raffleStatuses picks it): not claimed yet, and every condition met. The header's unclaimed count adds them.
 */
export async function claimableDrawCount(db: Db | Tx, memberId: number, now: Date): Promise<number> {
  const at = now.toISOString();
  const open = await queryRows<{ id: number }>(
    db,
    sql`select id from (select distinct on (raffle_id) id from raffle_schedules
                        where draw_at <= ${at}::timestamptz and claim_until > ${at}::timestamptz
                        order by raffle_id, draw_at desc) s
        where not exists (select 1 from raffle_claims c where c.schedule_id = s.id and c.member_id = ${memberId})`,
  );
  let n = 0;
  for (const { id } of open) {
    const [row] = await db.select().from(raffleSchedules).innerJoin(raffles, eq(raffles.id, raffleSchedules.raffleId)).where(eq(raffleSchedules.id, id));
    const since = (await previousDraw(db, row!.raffle_schedules)) ?? row!.raffles.createdAt;
    if ((await conditionProgress(db, row!.raffles, memberId, since, now)).every((c) => c.met)) n += 1;
  }
  return n;
}
