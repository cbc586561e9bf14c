// Shapes every member-centre list shares (issue 6): a page of rows, and a date range of whole days in the
// members' time zone (docs/decisions.md: the merchant's zone, Asia/Manila), both days included.
import { z } from 'zod';

/** yyyy-MM-dd, a real calendar day. */
export const isoDay = z
  .string()
  // abort: "yesterday" is told its format once, not also that it is no calendar day.
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'a day as yyyy-MM-dd', abort: true })
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'a real calendar day');

/** The longest range a list may ask for, in days. */
export const MAX_RANGE_DAYS = 366;
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

// ---- The member's records (spec §2 transactionHistory, personalHistoryCopy, personalProfit, bonusDetails) ----

/**
 * Ledger kinds a member's movements carry, as the account record's type filter offers them. game.* come from the
 * vendor's wallet calls; bonus.* are promotions and rebates (none are paid yet).
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
  'bonus',
] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** GET /wps/relay/MRS_accountRecord: every ledger movement of the member's wallet, newest first. */
export const accountRecordQuery = withRange(z.strictObject({ ...pageFields, ...rangeFields, kind: z.enum(ACCOUNT_KINDS).optional() }));

export interface AccountMovement {
  id: number;
  kind: string;
  /** Signed: money in is positive, money out negative. */
  amount: number;
  balanceAfter: number;
  memo: string;
  /** ISO date-time. */
  createdAt: string;
}

export interface AccountRecordPage extends Page<AccountMovement>, DayRange {
  /** Over every movement in the range and filter, not only this page. */
  totalIn: number;
  totalOut: number;
  net: number;
}

/** GET /wps/relay/MRS_bonusDetails: the movements of bonus kinds (the account record's shape). */
export const bonusDetailsQuery = withRange(z.strictObject({ ...pageFields, ...rangeFields }));

const gameType = z.enum(['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT']);

/** GET /wps/relay/MRS_bettingRecord: the member's rounds with the demo vendor, newest first. */
export const bettingRecordQuery = withRange(z.strictObject({ ...pageFields, ...rangeFields, gameType: gameType.optional() }));

/** open: the bet is taken, the result pending; settled: won or lost; rolled_back: the bet was refunded. */
export type RoundStatus = 'open' | 'settled' | 'rolled_back';

export interface BetRecord {
  round: string;
  nodeId: number;
  gameName: string;
  gameType: string;
  vassalage: string;
  bet: number;
  win: number;
  /** win − bet for a settled round; 0 otherwise. */
  net: number;
  status: RoundStatus;
  createdAt: string;
  settledAt: string | null;
}

export interface BettingRecordPage extends Page<BetRecord>, DayRange {
  /** Totals of the settled rounds in the range and filter. */
  totalBet: number;
  totalWin: number;
  net: number;
  /** Stakes of rounds still open (not in the totals). */
  openBet: number;
}

/** GET /wps/relay/MRS_profitLoss: settled rounds by the members' day and game type. */
export const profitLossQuery = withRange(z.strictObject({ ...rangeFields, gameType: gameType.optional() }));

export interface ProfitLossRow {
  date: string;
  gameType: string;
  rounds: number;
  bet: number;
  win: number;
  /** The member's profit: win − bet (negative is a loss). */
  net: number;
}

export interface ProfitLoss extends DayRange {
  /** Newest day first, game types in catalogue order within a day. */
  rows: ProfitLossRow[];
  totalBet: number;
  totalWin: number;
  net: number;
}
