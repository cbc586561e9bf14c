// What the reward centre has for the member to claim now (docs/product.md §2: the header's unclaimed count and the
// rewardCenter badge count it): the available rewards, today's sign-in cells that can be claimed, and the newbie
// rewards whose details are complete. One function over the same reads the page's lists come from, so the header,
// the badge and the page agree.
import type { Db } from '../../db/client.ts';
import { claimableNewbieRewards } from './newbie.ts';
import { availableRewardCount } from './rewards.ts';
import { claimableSignIns } from './sign-in.ts';

export async function claimableCount(db: Db, memberId: number, now: Date, offsetMinutes: number): Promise<number> {
  const [available, signIns, newbie] = await Promise.all([
    availableRewardCount(db, memberId, now),
    claimableSignIns(db, memberId, now, offsetMinutes),
    claimableNewbieRewards(db, memberId, now),
  ]);
  return available + signIns + newbie;
}
