import type { SessionSummary } from '../../../contract/protection/protection.ts';

export interface SessionReminderInput {
  /** The reminder interval in minutes; null: off. */
  minutes: number | null;
  /** When the session began (epoch ms): the first reminder comes one interval after it. */
  signedInAt: number;
  /** The clock (injected so tests run on a simulated one). */
  now: () => number;
}

export interface SessionReminderContext extends SessionReminderInput {
  /** When the next reminder is due (epoch ms). */
  nextDue: number;
  summary: SessionSummary | null;
}

export type SessionReminderEvent = { type: 'reminder.configure'; minutes: number | null } | { type: 'reminder.continue' } | { type: 'reminder.signOut' };

export type SessionReminderEmitted = { type: 'reminder.signOut' };
