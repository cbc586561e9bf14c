// Points in the double-entry ledger (docs/loyalty.md §points): each member's points account `points:<member>` and
// the house's `house:points`, in currency PTS, in hundredths of a point, so every earning and spending is a
// balanced transfer like money's. The house account may go below zero (points given out are the operator's cost);
// a member's never does. Held redemptions sit in `hold:points` until the operator decides them.
import type { Db, Tx } from '../db/client.ts';
import type { Clock } from '../deps.ts';
import { transferIn, type TransferResult } from '../ledger/transfer.ts';
import { housePointsAccountId, pointsAccountId } from '../ledger/accounts.ts';

export interface PointsCredit {
  /** The ledger idempotency key: a second credit under it moves nothing. */
  key: string;
  /** The ledger kind (`points.bet`, `points.reward`, `points.convert` ...): the point details' type column. */
  kind: `points.${string}`;
  memberId: number;
  /** Hundredths of a point, a positive integer. */
  points: number;
  memo: string;
}

/** Credits points from the house inside the caller's transaction. */
export async function creditPointsIn(tx: Db | Tx, clock: Clock, c: PointsCredit): Promise<TransferResult> {
  return transferIn(tx, clock, {
    key: c.key,
    kind: c.kind,
    fromAccountId: await housePointsAccountId(tx),
    toAccountId: await pointsAccountId(tx, c.memberId),
    amount: c.points,
    memo: c.memo,
  });
}

/** Points (hundredths) an amount earns at a rate in basis points: amount x rate / 10,000, rounded down. */
export const pointsFor = (amount: number, rateBp: number) => Math.floor((amount * rateBp) / 10_000);
