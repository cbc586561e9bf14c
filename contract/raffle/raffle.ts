// Raffle draws and tickets (issue 15, docs/loyalty.md §raffle, §tickets; the platform's
// MCSFE_getRafflePromotionStatus, MCS2_claimRafflePromotion, getTickets and claimTickets).
import { z } from 'zod';
import type { CallTable } from '../call.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const bigId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const TICKET_KINDS = ['GOLDEN_EGG', 'PRIZE_WHEEL', 'RED_ENVELOPE'] as const;
export const ticketKind = z.enum(TICKET_KINDS);
export type TicketKind = z.infer<typeof ticketKind>;

/** A ticket as the reward centre lists it; prize* are set once it was opened (USED). */
export const ticketView = z.object({
  ticketId: z.number().int(),
  type: z.string(),
  name: z.string(),
  /** RAFFLE, MISSION, a reward's type, GIFT ... */
  source: z.string(),
  /** AVAILABLE (can be opened), USED (opened), EXPIRED (past endDate, never opened). */
  status: z.enum(['AVAILABLE', 'USED', 'EXPIRED']),
  /** ISO date-time it was issued. */
  startDate: z.string(),
  /** ISO date-time it can be opened until; null: no end. */
  endDate: z.string().nullable(),
  usedDate: z.string().nullable(),
  prizeType: z.enum(['MONEY', 'POINT']).nullable(),
  /** Pesos for MONEY, points for POINT. */
  prizeValue: z.number().nullable(),
});
export type TicketView = z.infer<typeof ticketView>;

export const ticketsQuery = z.strictObject({ status: z.enum(['AVAILABLE', 'USED', 'EXPIRED']).optional() });
export const ticketList = z.object({ list: z.array(ticketView), available: z.number().int() });

export const claimTicketBody = z.strictObject({ ticketId: bigId });
/** An opened ticket: what it gave. A second open answers the first result (firstOpen false). */
export const openedTicket = z.object({
  ticket: ticketView,
  type: z.enum(['MONEY', 'POINT']),
  /** Pesos for MONEY, points for POINT. */
  value: z.number(),
  firstOpen: z.boolean(),
});
export type OpenedTicketValue = z.infer<typeof openedTicket>;

export const rafflePrizeView = z.object({
  type: z.enum(['MONEY', 'POINT', 'TICKET']),
  /** Pesos for MONEY, points for POINT, 1 for a TICKET. */
  value: z.number(),
  ticketType: z.string().nullable(),
  /** The chance of this prize, in percent. */
  chance: z.number(),
});

export const raffleConditionView = z.object({
  /** depositSinceLastDraw, validBetSinceLastDraw: pesos since the previous draw of the raffle. */
  condition: z.string(),
  target: z.number(),
  actual: z.number(),
  met: z.boolean(),
});
export type RaffleConditionView = z.infer<typeof raffleConditionView>;

/** What a claim gave: money (pesos), points, or a ticket to open in the reward centre. */
export const raffleResult = z.object({
  type: z.enum(['MONEY', 'POINT', 'TICKET']),
  value: z.number(),
  ticket: ticketView.nullable(),
  claimedAt: z.string(),
});
export type RaffleResult = z.infer<typeof raffleResult>;

export const raffleStatus = z.object({
  raffleId: z.number().int(),
  /** The promotion the raffle belongs to (null: none; claims then name the raffle by raffleId). */
  promotionId: z.number().int().nullable(),
  title: z.string(),
  raffleScheduleId: z.number().int(),
  /** ISO date-times of the draw and the end of its claim window. */
  drawAt: z.string(),
  claimUntil: z.string(),
  isClaimed: z.boolean(),
  hasStarted: z.boolean(),
  hasEnded: z.boolean(),
  /** Seconds to the draw (0 once drawn), by the server's clock. */
  time: z.number().int(),
  /** Seconds left to claim (0 once the window closed). */
  due: z.number().int(),
  prizes: z.array(rafflePrizeView),
  conditions: z.array(raffleConditionView),
  /** The member's claim of this draw, null before it. */
  result: raffleResult.nullable(),
});
export type RaffleStatusView = z.infer<typeof raffleStatus>;

/**
 * GET MCSFE_getRafflePromotionStatus: the current draw (claim window open) or the next one of every raffle, or of
 * one (rafflePromotionId names the raffle's promotion, raffleId the raffle; raffleScheduleId one draw).
 */
export const raffleStatusQuery = z.strictObject({ rafflePromotionId: id.optional(), raffleId: id.optional(), raffleScheduleId: id.optional() });
export const raffleStatusList = z.object({ list: z.array(raffleStatus) });

/** POST MCS2_claimRafflePromotion: promotionId (the raffle's promotion) or raffleId, and the draw. */
export const claimRaffleBody = z
  .strictObject({ promotionId: id.optional(), raffleId: id.optional(), raffleScheduleId: id })
  .refine((b) => b.promotionId !== undefined || b.raffleId !== undefined, { message: 'promotionId or raffleId is required' });
export const claimedRaffle = raffleResult.extend({ raffleScheduleId: z.number().int(), firstClaim: z.boolean() });

const tag = 'raffle';

export const raffleCalls = {
  raffleStatus: {
    tag,
    summary: 'The current or next draw of each raffle: claimed, started, ended, seconds to the draw and left to claim',
    query: raffleStatusQuery,
    value: raffleStatusList,
  },
  claimRaffle: {
    tag,
    summary: 'Claim a drawn raffle: a prize drawn at random and paid at once (money, points or a ticket); a second claim answers the first',
    description:
      'raffle.not.started has value { time } (seconds to the draw); raffle.conditions.unmet has value { missing: [{ condition, target, actual }] } in pesos.',
    body: claimRaffleBody,
    value: claimedRaffle,
    errors: { 'raffle.not.found': 200, 'raffle.not.started': 200, 'raffle.ended': 200, 'raffle.conditions.unmet': 200 },
  },
  tickets: {
    tag,
    summary: "The member's tickets (golden eggs, prize wheels, red envelopes): available, used with their prize, expired",
    query: ticketsQuery,
    value: ticketList,
  },
  claimTicket: {
    tag,
    summary: 'Open a ticket: its prize drawn at random and paid at once; a second open answers the first',
    body: claimTicketBody,
    value: openedTicket,
    errors: { 'ticket.not.found': 200, 'ticket.expired': 200 },
  },
} as const satisfies CallTable;
