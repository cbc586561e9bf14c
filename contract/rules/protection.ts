// Player protection's fixed choices (issue 16 §5), shared by the contract, the server and the site: plain data, no
// zod, so the site's pages may read them without the schemas.

/** Deposit limit periods: a day, a week (Sunday to Saturday) and a month, in the platform's time zone. */
export const LIMIT_PERIODS = ['D', 'W', 'M'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** Session reminder intervals in minutes; null is off. */
export const REMINDER_MINUTES = [15, 30, 60, 120] as const;
export type ReminderMinutes = (typeof REMINDER_MINUTES)[number];

/** Time-outs (short breaks) and self-exclusions (long ones), by how long they last. */
export const TIMEOUT_LENGTHS = ['24h', '72h', '1w', '6w'] as const;
export const SELF_EXCLUSION_LENGTHS = ['6m', '1y', '5y'] as const;
export const EXCLUSION_LENGTHS = [...TIMEOUT_LENGTHS, ...SELF_EXCLUSION_LENGTHS] as const;
export type ExclusionLength = (typeof EXCLUSION_LENGTHS)[number];
export type ExclusionKind = 'TIMEOUT' | 'SELF';

export const exclusionKindOf = (length: ExclusionLength): ExclusionKind => ((TIMEOUT_LENGTHS as readonly string[]).includes(length) ? 'TIMEOUT' : 'SELF');

/** How long a raise or removal of a deposit limit waits before it holds. */
export const LIMIT_COOLING_OFF_MS = 24 * 3_600_000;

/** The largest deposit limit, in pesos. */
export const MAX_LIMIT_PESOS = 100_000_000;
