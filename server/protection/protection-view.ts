// The player protection page as the site shows it (issue 16 §5): each deposit limit with what it has used and any
// change waiting out its cooling-off, the session reminder, and a running exclusion.
import type { Db } from '../db/client.ts';
import { limitUse } from './limits.ts';
import { exclusionOf, exclusionValue, reminderOf } from './exclusion.ts';
import { playSince } from './session-summary.ts';
import type { ProtectionView } from '../../contract/protection/protection.ts';
import { toDecimal } from '../ledger/amounts.ts';

export async function protectionView(db: Db, memberId: number, now: Date, offsetMinutes: number): Promise<ProtectionView> {
  const [limits, reminderMinutes, exclusion] = await Promise.all([
    limitUse(db, memberId, now, offsetMinutes),
    reminderOf(db, memberId),
    exclusionOf(db, memberId, now),
  ]);
  return {
    limits: limits.map((l) => ({
      period: l.period,
      amount: l.amount === null ? null : toDecimal(l.amount),
      used: toDecimal(l.used),
      remaining: l.remaining === null ? null : toDecimal(l.remaining),
      pending: l.pending ? { amount: l.pending.amount === null ? null : toDecimal(l.pending.amount), from: l.pending.from.toISOString() } : null,
    })),
    reminderMinutes,
    exclusion: exclusion ? exclusionValue(exclusion) : null,
  };
}

/** The session reminder's figures: what the member bet and won since `signedInAt`, in the API's decimals. */
export async function sessionSummary(db: Db, memberId: number, signedInAt: Date) {
  const play = await playSince(db, memberId, signedInAt);
  return { signedInAt: signedInAt.toISOString(), net: toDecimal(play.net), bets: toDecimal(play.bets), wins: toDecimal(play.wins) };
}
