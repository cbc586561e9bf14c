// The claimAllRewards call's answer: every available reward claimed (claimAllRewards in ./service.ts, one
// transaction) and summed for the reward centre. service.ts keeps the claim's rules; this file only sums them.
import type { Db } from '../db/client.ts';
import type { Clock } from '../deps.ts';
import { toDecimal } from '../ledger/amounts.ts';
import { claimAllRewards } from './service.ts';

export interface ClaimedAll {
  claimed: number;
  amount: number;
  turnoverRequired: number;
}

/** Claims every available reward of the member (optionally of one type): how many, and their amounts summed. */
export async function claimAllWithTotals(db: Db, clock: Clock, currency: string, memberId: number, type?: string): Promise<ClaimedAll> {
  const claimed = await claimAllRewards(db, clock, currency, memberId, type);
  const sum = (f: (c: (typeof claimed)[number]) => number) => claimed.reduce((s, c) => s + f(c), 0);
  return { claimed: claimed.length, amount: toDecimal(sum((c) => c.amount)), turnoverRequired: toDecimal(sum((c) => c.turnoverRequired)) };
}
