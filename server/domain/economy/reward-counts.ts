// What the reward centre has for the member to claim now (docs/product.md §2: the header's unclaimed count and the
// rewardCenter badge count it): one function, so the header, the badge and the page agree.
import type { Db } from '../../db/client.ts';
import { availableRewardCount } from './rewards.ts';

export async function claimableCount(db: Db, memberId: number, now: Date): Promise<number> {
  return availableRewardCount(db, memberId, now);
}
