// Player protection (issue 16 §5, PAGCOR-style responsible gaming): deposit limits with a cooling-off day for raises,
// the session reminder and its session summary, and time-outs / self-exclusions the member cannot lift early.
import { z } from 'zod';
import type { CallTable } from '../call.ts';
import { EXCLUSION_LENGTHS, LIMIT_PERIODS, MAX_LIMIT_PESOS, REMINDER_MINUTES } from '../rules/protection.ts';

export const depositLimitView = z.object({
  period: z.enum(LIMIT_PERIODS),
  /** Pesos; null: no limit. */
  amount: z.number().nullable(),
  /** Deposits counted in the current period (paid and pending orders). */
  used: z.number(),
  /** What may still be deposited this period; null without a limit. */
  remaining: z.number().nullable(),
  /** A raise or removal waiting for its cooling-off day: the new amount (null: removed) and when it holds. */
  pending: z.object({ amount: z.number().nullable(), from: z.string() }).nullable(),
});
export type DepositLimitView = z.infer<typeof depositLimitView>;

export const exclusionView = z.object({ kind: z.enum(['TIMEOUT', 'SELF']), from: z.string(), until: z.string() });
export type ExclusionView = z.infer<typeof exclusionView>;

/** GET protection settings. */
export const protectionView = z.object({
  limits: z.array(depositLimitView),
  reminderMinutes: z.number().int().nullable(),
  exclusion: exclusionView.nullable(),
});
export type ProtectionView = z.infer<typeof protectionView>;

/** POST a deposit limit: amount in pesos, null to remove it (a removal waits a day, like a raise). */
export const depositLimitBody = z.strictObject({
  period: z.enum(LIMIT_PERIODS),
  amount: z.number().min(1).max(MAX_LIMIT_PESOS).multipleOf(0.01).nullable(),
});
export type DepositLimitRequest = z.infer<typeof depositLimitBody>;

export const reminderBody = z.strictObject({ minutes: z.union(REMINDER_MINUTES.map((m) => z.literal(m))).nullable() });
export type ReminderRequest = z.infer<typeof reminderBody>;

/** POST (encrypted) a time-out or self-exclusion, confirmed by the sign-in password. */
export const exclusionBody = z.strictObject({ length: z.enum(EXCLUSION_LENGTHS), password: z.string().min(1).max(100) });
export type ExclusionRequest = z.infer<typeof exclusionBody>;

/** GET the session so far: when it began and its net result (wins and rollbacks minus bets). */
export const sessionSummary = z.object({ signedInAt: z.string(), net: z.number(), bets: z.number(), wins: z.number() });
export type SessionSummary = z.infer<typeof sessionSummary>;

const tag = 'protection';

export const protectionCalls = {
  protection: { tag, summary: "The member's deposit limits (used and left this period, raises waiting), reminder and exclusion", value: protectionView },
  setDepositLimit: {
    tag,
    summary: 'Set, lower, raise or remove a deposit limit: a first limit or a lower one holds at once, a raise or removal after a cooling-off day',
    body: depositLimitBody,
    value: protectionView,
  },
  setReminder: { tag, summary: 'The session reminder interval in minutes (15, 30, 60, 120) or null for off', body: reminderBody, value: protectionView },
  exclude: {
    tag,
    summary: 'Take a time-out (24h, 72h, 1w, 6w) or self-exclude (6m, 1y, 5y), confirmed by the password: every session ends',
    description: 'protection.exclusion.shorter: an exclusion in force lasts longer than the one asked (it cannot be shortened); value { until }.',
    body: exclusionBody,
    value: exclusionView,
    errors: { 'protection.password.incorrect': 200, 'protection.exclusion.shorter': 200 },
  },
  sessionSummary: { tag, summary: "The session's start and its net result so far (the session reminder's dialog)", value: sessionSummary },
} as const satisfies CallTable;
