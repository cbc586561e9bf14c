// The promotions the reward centre reads (issue 13): running ones of a type, and the refusal the reward centre's
// claims answer with. A promotion runs while it is enabled and now lies in [starts_at, ends_at) (no end: long term).
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { promotions } from '../db/schema-economy.ts';
import type { PromotionType } from '../../contract/rules/promotion-kinds.ts';
import { Refusal } from '../shared/refusal.ts';

export type PromotionRow = typeof promotions.$inferSelect;

/** The promotions of `type` running at `now` (one of them when `id` is given), in the operator's order. */
export function runningPromotions(db: Db | Tx, type: PromotionType, now: Date, id?: number): Promise<PromotionRow[]> {
  const at = now.toISOString();
  return db
    .select()
    .from(promotions)
    .where(
      sql`${promotions.type} = ${type} and ${promotions.enabled} and ${promotions.startsAt} <= ${at}::timestamptz
          and (${promotions.endsAt} is null or ${promotions.endsAt} > ${at}::timestamptz) ${id === undefined ? sql`` : sql`and ${promotions.id} = ${id}`}`,
    )
    .orderBy(promotions.sort, promotions.id);
}

export const notRunning = () => new Refusal('promotion.not.running', 'This promotion is not running');
export const alreadyClaimed = () => new Refusal('reward.already.claimed', 'This reward was claimed already');
