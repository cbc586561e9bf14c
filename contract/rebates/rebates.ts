// Rebates (issue 13, docs/economy.md §rebates): the member's rates by game type (VIP included), today's valid bets
// and rebate so far, yesterday's paid rebates, and the manual claim of today's rebate (MANPLAYREB3). Relay names
// after the platform's own (ODSFE2_getRebate, ODSFE2_rebateDisburse; docs/product.md §7.14).
import { z } from 'zod';
import type { CallTable } from '../call.ts';
import { GAME_TYPES } from '../catalogue/catalogue.ts';

const gameType = z.enum(GAME_TYPES);
/** yyyy-MM-dd, the members' day. */
const day = z.string();

export const rebateLine = z.object({
  gameType,
  /** Percent (1.2 = 1.2 %), the VIP level's extra included; 0 for a type without rebate. */
  rate: z.number(),
  /** Today's valid bets so far, and of them the bonus bets (made while a turnover was open: no rebate). */
  validBet: z.number(),
  bonusBet: z.number(),
  /** Claimed today already, and due now (what a claim would pay; the day close pays it otherwise). */
  claimed: z.number(),
  due: z.number(),
});
export type RebateLine = z.infer<typeof rebateLine>;

const paidLine = z.object({ gameType, amount: z.number() });

/** GET /wps/relay/ODSFE2_getRebate */
export const rebateInfo = z.object({
  /** Today. */
  day,
  /** Manual claims are on (MANPLAYREB3): the page offers the claim button. */
  manualClaim: z.boolean(),
  vipLevel: z.number().int(),
  /** Every game type, in the catalogue's order. */
  lines: z.array(rebateLine),
  totalDue: z.number(),
  /** Yesterday's rebates, paid at its close or claimed during it. */
  yesterday: z.object({ day, paid: z.array(paidLine), total: z.number() }),
});
export type RebateInfo = z.infer<typeof rebateInfo>;

/** POST /wps/relay/ODSFE2_rebateDisburse: today's rebate so far, of every type or of one. */
export const rebateDisburseBody = z.strictObject({ gameType: gameType.optional() });

export const rebateDisbursed = z.object({ day, paid: z.array(paidLine), total: z.number() });
export type RebateDisbursed = z.infer<typeof rebateDisbursed>;

const tag = 'rebates';

export const rebateCalls = {
  getRebate: {
    tag,
    summary: "The member's rebate rates by game type, today's valid bets and rebate so far, and yesterday's rebates",
    description: 'function.not.available: rebates (MYRBT3) are off.',
    value: rebateInfo,
    errors: { 'function.not.available': 200 },
  },
  rebateDisburse: {
    tag,
    summary: "Claim today's rebate so far (every game type, or one): paid at once as bonus.rebate",
    description: 'function.not.available: rebates (MYRBT3) or manual claims (MANPLAYREB3) are off. rebate.nothing.due: nothing to pay now.',
    body: rebateDisburseBody,
    value: rebateDisbursed,
    errors: { 'function.not.available': 200, 'rebate.nothing.due': 200 },
  },
} as const satisfies CallTable;
