// Opening a ticket (docs/loyalty.md §tickets): the member's AVAILABLE ticket draws its prize from its type's table
// with the cryptographic random source, pays it (money from the house bonus account to the wallet, kind
// bonus.ticket; points from the house, kind points.ticket) and is marked USED with what it gave, in one
// transaction. A second open answers the first result and moves nothing; another member's ticket is not found.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { tickets } from '../db/schema-loyalty.ts';
import type { Clock, Random } from '../deps.ts';
import { transferIn } from '../ledger/transfer.ts';
import { creditPointsIn } from '../points/points-ledger.ts';
import { pickWeighted } from './raffle-draw.ts';
import type { TicketType } from './tickets.ts';
import { houseBonusAccountId, memberWalletId } from '../ledger/accounts.ts';
import { Refusal } from '../shared/refusal.ts';

export type TicketPrizeType = 'MONEY' | 'POINT';

/** One prize of a ticket type: money in centavos or points in hundredths, with its weight. */
export interface TicketPrize {
  type: TicketPrizeType;
  value: number;
  weight: number;
}

/**
 * What each ticket type can give (the operator's configuration, kept in code: the schema has no table for it). A
 * golden egg pays money, a red envelope lucky money amounts, a prize wheel points or money.
 */
export const TICKET_PRIZES: Record<TicketType, readonly TicketPrize[]> = {
  GOLDEN_EGG: [
    { type: 'MONEY', value: 500, weight: 50 },
    { type: 'MONEY', value: 1_000, weight: 30 },
    { type: 'MONEY', value: 2_800, weight: 15 },
    { type: 'MONEY', value: 8_800, weight: 5 },
  ],
  PRIZE_WHEEL: [
    { type: 'POINT', value: 1_000, weight: 35 },
    { type: 'POINT', value: 5_000, weight: 25 },
    { type: 'MONEY', value: 1_000, weight: 20 },
    { type: 'POINT', value: 20_000, weight: 12 },
    { type: 'MONEY', value: 5_000, weight: 8 },
  ],
  RED_ENVELOPE: [
    { type: 'MONEY', value: 888, weight: 40 },
    { type: 'MONEY', value: 1_688, weight: 30 },
    { type: 'MONEY', value: 3_888, weight: 20 },
    { type: 'MONEY', value: 8_888, weight: 10 },
  ],
};

export const isTicketType = (type: string): type is TicketType => Object.hasOwn(TICKET_PRIZES, type);

export type TicketRefusalCode = 'ticket.not.found' | 'ticket.expired';

const ticketRefusal = (code: TicketRefusalCode) => new Refusal(code, code === 'ticket.not.found' ? 'No such ticket' : 'This ticket has expired');

export type TicketRow = typeof tickets.$inferSelect;

/** The ticket's state at `now`: an AVAILABLE ticket past its expiry is EXPIRED (never opened). */
export const ticketState = (t: Pick<TicketRow, 'status' | 'expiresAt'>, now: Date): 'AVAILABLE' | 'USED' | 'EXPIRED' =>
  t.status === 'USED' ? 'USED' : t.expiresAt && t.expiresAt <= now ? 'EXPIRED' : 'AVAILABLE';

export interface OpenedTicket {
  ticket: TicketRow;
  prizeType: TicketPrizeType;
  /** Centavos for MONEY, hundredths of a point for POINT. */
  prizeValue: number;
  /** False when the ticket had been opened before: the first result, nothing moved now. */
  openedNow: boolean;
}

const opened = (row: TicketRow, openedNow: boolean): OpenedTicket => ({
  ticket: row,
  prizeType: row.prizeType as TicketPrizeType,
  prizeValue: row.prizeValue ?? 0,
  openedNow,
});

/** Opens the member's ticket in one transaction (see the file's comment). Throws a Refusal, nothing written. */
export function openTicket(db: Db, clock: Clock, random: Random, currency: string, memberId: number, ticketId: number): Promise<OpenedTicket> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const [row] = await tx
      .select()
      .from(tickets)
      .where(and(eq(tickets.id, ticketId), eq(tickets.memberId, memberId)))
      .for('update');
    if (!row || !isTicketType(row.type)) throw ticketRefusal('ticket.not.found');
    if (row.status === 'USED') return opened(row, false);
    if (ticketState(row, now) === 'EXPIRED') throw ticketRefusal('ticket.expired');
    const prize = pickWeighted(TICKET_PRIZES[row.type], random);
    const transferId = await payTicketPrize(tx, clock, currency, row, prize);
    const [used] = await tx
      .update(tickets)
      .set({ status: 'USED', openedAt: now, prizeType: prize.type, prizeValue: prize.value, transferId })
      .where(eq(tickets.id, row.id))
      .returning();
    return opened(used!, true);
  });
}

async function payTicketPrize(tx: Tx, clock: Clock, currency: string, t: TicketRow, prize: TicketPrize): Promise<number | null> {
  if (prize.type === 'MONEY') {
    const moved = await transferIn(tx, clock, {
      key: `ticket:${t.id}`,
      kind: 'bonus.ticket',
      fromAccountId: await houseBonusAccountId(tx, currency),
      toAccountId: await memberWalletId(tx, t.memberId, currency),
      amount: prize.value,
      memo: t.name,
    });
    return moved.transferId;
  }
  const moved = await creditPointsIn(tx, clock, {
    key: `ticket:${t.id}:points`,
    kind: 'points.ticket',
    memberId: t.memberId,
    points: prize.value,
    memo: t.name,
  });
  return moved.transferId;
}

/** The member's tickets of the given states (newest first; AVAILABLE ones before the rest), at most 200. */
export async function ticketsOf(db: Db | Tx, memberId: number, now: Date, states?: readonly string[]): Promise<TicketRow[]> {
  const rows = await db
    .select()
    .from(tickets)
    .where(eq(tickets.memberId, memberId))
    .orderBy(sql`(${tickets.status} = 'USED')`, desc(tickets.id))
    .limit(200);
  return states && states.length ? rows.filter((r) => states.includes(ticketState(r, now))) : rows;
}
