// Shapes every member-centre list shares (issue 6): a page of rows, and a date range of whole days in the
// members' time zone (docs/decisions.md: the merchant's zone, Asia/Manila), both days included.
import { z } from 'zod';
import type { CallTable } from '../call.ts';
import { FIRST_DAY, LAST_DAY, MAX_RANGE_DAYS, withinDays } from '../rules/days.ts';

/** yyyy-MM-dd, a real calendar day from FIRST_DAY to LAST_DAY. */
export const isoDay = z
  .string()
  // abort: "yesterday" is told its format once, not also that it is no calendar day.
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'a day as yyyy-MM-dd', abort: true })
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'a real calendar day')
  .refine(withinDays, `a day from ${FIRST_DAY} to ${LAST_DAY}`);

export const DEFAULT_PAGE_SIZE = 10;

export const pageFields = {
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
};

/** Both days optional: without them the list covers the last 7 days up to today. */
export const rangeFields = { startDate: isoDay.optional(), endDate: isoDay.optional() };

const dayNumber = (s: string) => Date.parse(`${s}T00:00:00Z`) / 86_400_000;

/** A query with a date range: the start not after the end, and at most MAX_RANGE_DAYS days. */
export const withRange = <S extends z.ZodObject>(schema: S) =>
  schema.superRefine((q, ctx) => {
    const { startDate, endDate } = q as { startDate?: string; endDate?: string };
    if (startDate && endDate) {
      const span = dayNumber(endDate) - dayNumber(startDate) + 1;
      if (span < 1) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'the end day is before the start day' });
      else if (span > MAX_RANGE_DAYS) ctx.addIssue({ code: 'custom', path: ['endDate'], message: `at most ${MAX_RANGE_DAYS} days` });
    }
  });

export interface Page<T> {
  content: T[];
  pageNum: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/** The schema of a Page of items. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ content: z.array(item), pageNum: z.number().int(), pageSize: z.number().int(), total: z.number().int(), totalPages: z.number().int() });

/** The range a list answered for, so the site shows the days it really covers. */
export const dayRange = z.object({ startDate: z.string(), endDate: z.string() });
export type DayRange = z.infer<typeof dayRange>;

/** An amount of the API: a positive decimal with at most 2 places (stored as integer centavos). */
export const moneyAmount = z
  .number()
  .positive()
  .max(1_000_000_000)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'at most 2 decimal places');

// ---- The member's records (docs/product.md §2 transactionHistory, personalHistoryCopy, personalProfit, bonusDetails) ----

/**
 * Ledger kinds a member's movements carry, as the account record's type filter offers them. game.* come from the
 * vendor's wallet calls; bonus.* are rewards, rebates, cashback and prizes.
 */
export const ACCOUNT_KINDS = [
  'opening',
  'trial',
  'deposit',
  'withdrawal',
  'withdrawal.return',
  'withdrawal.refund',
  'game.bet',
  'game.win',
  'game.rollback',
  'transfer.out',
  'transfer.in',
  'transfer.upline',
  'agent.transfer',
  'bonus',
] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** GET /wps/relay/MRS_accountRecord: every ledger movement of the member's wallet, newest first. */
export const accountRecordQuery = withRange(z.strictObject({ ...pageFields, ...rangeFields, kind: z.enum(ACCOUNT_KINDS).optional() }));

export const accountMovement = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** Signed: money in is positive, money out negative. */
  amount: z.number(),
  balanceAfter: z.number(),
  memo: z.string(),
  /** ISO date-time. */
  createdAt: z.string(),
});
export type AccountMovement = z.infer<typeof accountMovement>;

export const accountRecordPage = pageOf(accountMovement).extend({
  ...dayRange.shape,
  /** Over every movement in the range and filter, not only this page. */
  totalIn: z.number(),
  totalOut: z.number(),
  net: z.number(),
});
export type AccountRecordPage = z.infer<typeof accountRecordPage>;

/** GET /wps/relay/MRS_bonusDetails: the movements of bonus kinds (the account record's shape). */
export const bonusDetailsQuery = withRange(z.strictObject({ ...pageFields, ...rangeFields }));

const gameType = z.enum(['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT']);

/** GET /wps/relay/MRS_bettingRecord: the member's rounds with the demo vendor, newest first. */
export const bettingRecordQuery = withRange(z.strictObject({ ...pageFields, ...rangeFields, gameType: gameType.optional() }));

/** open: the bet is taken, the result pending; settled: won or lost; rolled_back: the bet was refunded. */
export const roundStatus = z.enum(['open', 'settled', 'rolled_back']);
export type RoundStatus = z.infer<typeof roundStatus>;

export const betRecord = z.object({
  round: z.string(),
  nodeId: z.number().int(),
  gameName: z.string(),
  gameType: z.string(),
  vassalage: z.string(),
  bet: z.number(),
  win: z.number(),
  /** win − bet for a settled round; 0 otherwise. */
  net: z.number(),
  status: roundStatus,
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type BetRecord = z.infer<typeof betRecord>;

export const bettingRecordPage = pageOf(betRecord).extend({
  ...dayRange.shape,
  /** Totals of the settled rounds in the range and filter. */
  totalBet: z.number(),
  totalWin: z.number(),
  net: z.number(),
  /** Stakes of rounds still open (not in the totals). */
  openBet: z.number(),
});
export type BettingRecordPage = z.infer<typeof bettingRecordPage>;

/** GET /wps/relay/MRS_profitLoss: settled rounds by the members' day and game type. */
export const profitLossQuery = withRange(z.strictObject({ ...rangeFields, gameType: gameType.optional() }));

export const profitLossRow = z.object({
  date: z.string(),
  gameType: z.string(),
  rounds: z.number().int(),
  bet: z.number(),
  win: z.number(),
  /** The member's profit: win − bet (negative is a loss). */
  net: z.number(),
});
export type ProfitLossRow = z.infer<typeof profitLossRow>;

export const profitLoss = dayRange.extend({
  /** Newest day first, game types in catalogue order within a day. */
  rows: z.array(profitLossRow),
  totalBet: z.number(),
  totalWin: z.number(),
  net: z.number(),
});
export type ProfitLoss = z.infer<typeof profitLoss>;

const tag = 'records';
const description = "startDate and endDate are yyyy-MM-dd days in the members' time zone, both included (default: the last 7 days up to today).";

export const recordCalls = {
  accountRecord: {
    tag,
    summary: "Account record: every movement of the member's wallet with its type, paged, with totals",
    description,
    query: accountRecordQuery,
    value: accountRecordPage,
  },
  bonusDetails: {
    tag,
    summary: 'Bonus details: the wallet movements of bonus kinds, paged, with totals',
    description,
    query: bonusDetailsQuery,
    value: accountRecordPage,
  },
  bettingRecord: {
    tag,
    summary: "Betting record: the member's rounds, paged, with bet, win and net totals of the settled ones",
    description,
    query: bettingRecordQuery,
    value: bettingRecordPage,
  },
  profitLoss: { tag, summary: 'Personal profit and loss of settled rounds by day and game type', description, query: profitLossQuery, value: profitLoss },
} as const satisfies CallTable;
