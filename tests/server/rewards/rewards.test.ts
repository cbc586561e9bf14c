// The reward centre's claim list and claims (docs/economy.md §rewards, §turnover) on PGlite and PostgreSQL: a
// reward is issued once per key, claimed once into the wallet from the house bonus account with its turnover,
// and refused when claimed already, expired or someone else's, moving nothing.
import { LEDGER_OK, ledgerViolations } from '../../../server/ledger/checks.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, startTestServer } from '../test-server.ts';
import { balance, signedInMember, type TestServer } from '../wallet-helpers.ts';
import { issueRewards } from '../../../server/rewards/service.ts';
import { turnoverStatus } from '../../../server/rewards/turnover.ts';
import { call, untyped } from '../call-client.ts';

const HOUR = 3_600_000;

describe.each(dbKinds)('rewards on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ kind });
  });
  afterAll(() => t.close());

  const issue = (memberId: number, key: string, amount: number, extra: { expiresAt?: Date; turnoverMultiple?: number; type?: string } = {}) =>
    issueRewards(t.db, t.clock.now(), [
      {
        key,
        memberId,
        type: extra.type ?? 'MANUAL',
        title: `Reward ${key}`,
        amount,
        turnoverMultiple: extra.turnoverMultiple ?? 0,
        expiresAt: extra.expiresAt ?? null,
      },
    ]);

  it('issues a reward once per key and lists it as available', async () => {
    const m = await signedInMember(t, 0);
    // The header's count also holds what the sign-in and newbie lists offer today: it grows by this reward.
    const before = (await call(t, 'memberInfo', { as: m })).body.value.availablePromoCount as number;
    expect(await issue(m.memberId, `once:${m.memberId}`, 5_000)).toHaveLength(1);
    expect(await issue(m.memberId, `once:${m.memberId}`, 5_000)).toHaveLength(0);
    const list = (await call(t, 'rewardList', { as: m })).body.value;
    expect(list.available).toBe(1);
    expect(list.list).toEqual([
      expect.objectContaining({ title: `Reward once:${m.memberId}`, amount: 50, status: 'available', expiry: null, promotionType: 'MANUAL' }),
    ]);
    expect((await call(t, 'memberInfo', { as: m })).body.value.availablePromoCount).toBe(before + 1);
  });

  it('pays a claim once, opens its turnover, and refuses a second claim without moving money', async () => {
    const m = await signedInMember(t, 0);
    const [id] = await issue(m.memberId, `claim:${m.memberId}`, 10_000, { turnoverMultiple: 3 });
    const claimed = await call(t, 'claimReward', { as: m, body: { rewardId: id! } });
    expect(claimed.body.value).toEqual({ rewardId: id, amount: 100, points: 0, ticketId: null, turnoverRequired: 300 });
    expect(await balance(t, m)).toBe(10_000);
    expect(await turnoverStatus(t.db, m.memberId, t.clock.now())).toEqual({ required: 30_000, played: 0, remaining: 30_000 });

    const again = await call(t, 'claimReward', { as: m, body: { rewardId: id! } });
    expect(again.body).toMatchObject({ success: false, errorCode: 'reward.already.claimed' });
    expect(await balance(t, m)).toBe(10_000);
    expect((await call(t, 'rewardList', { as: m })).body.value.list).toEqual([]);
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
  });

  it("refuses an expired reward and another member's reward", async () => {
    const m = await signedInMember(t, 0);
    const other = await signedInMember(t, 0);
    const [soon] = await issue(m.memberId, `expiring:${m.memberId}`, 2_000, { expiresAt: new Date(t.clock.now().getTime() + HOUR) });
    expect((await call(t, 'claimReward', { as: other, body: { rewardId: soon! } })).body.errorCode).toBe('reward.not.found');
    t.clock.advance(2 * HOUR);
    const list = (await call(t, 'rewardList', { as: m })).body.value;
    expect(list).toMatchObject({ available: 0, list: [expect.objectContaining({ rewardId: soon, status: 'expired' })] });
    expect((await call(t, 'claimReward', { as: m, body: { rewardId: soon! } })).body.errorCode).toBe('reward.expired');
    expect(await balance(t, m)).toBe(0);
    expect(await balance(t, other)).toBe(0);
  });

  it('claims all available rewards together, skipping expired ones, and then has nothing to claim', async () => {
    const m = await signedInMember(t, 0);
    await issue(m.memberId, `all-a:${m.memberId}`, 1_000, { turnoverMultiple: 1 });
    await issue(m.memberId, `all-b:${m.memberId}`, 2_500);
    await issue(m.memberId, `all-c:${m.memberId}`, 9_900, { expiresAt: new Date(t.clock.now().getTime() - 1) });
    const all = await call(t, 'claimAllRewards', { as: m, body: {} });
    expect(all.body.value).toEqual({ claimed: 2, amount: 35, turnoverRequired: 10 });
    expect(await balance(t, m)).toBe(3_500);
    expect((await call(t, 'claimAllRewards', { as: m, body: {} })).body.errorCode).toBe('reward.none.available');
    expect(await balance(t, m)).toBe(3_500);
  });

  it('refuses bad input and trial players', async () => {
    const m = await signedInMember(t, 0);
    expect((await untyped(t, 'claimReward', { as: m, body: { rewardId: 'x' } })).status).toBe(400);
    expect((await untyped(t, 'rewardList', { as: m, query: { promotionType: 'NOPE' } })).status).toBe(400);
    const trial = await signedInMember(t, 0, 4);
    expect((await call(t, 'rewardList', { as: trial })).status).toBe(403);
  });
});
