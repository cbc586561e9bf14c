// Bonus money under turnover leaves the member by no path (issue 39, docs/economy.md §turnover): a player's claimed
// bonus cannot go up to its agent and an agent's cannot go down to its player (withdrawals and cash to points are
// refused as before: withdraw.test.ts, points-mall.test.ts); once the turnover is played through, the same transfers
// pass. A resend of a transfer made before the bonus answers the first result. Refusals move nothing. PGlite and
// PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dbKinds, startTestServer } from '../test-server.ts';
import { call, valueOf } from '../call-client.ts';
import { balance, signedInMember, type TestMember, type TestServer } from '../wallet-helpers.ts';
import { gameOf, playRound } from '../economy-helpers.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { members } from '../../../server/db/schema.ts';
import { LEDGER_OK, ledgerViolations } from '../../../server/ledger/checks.ts';

describe.each(dbKinds)('turnover on every money path on %s', (kind) => {
  let t: TestServer;
  let seq = 0;
  const rid = () => `turnover-${kind}-${++seq}`;

  beforeAll(async () => {
    t = await startTestServer({ kind });
    await runOpsCommand(t.deps, 'transfer-upline', { enabled: true });
  });
  afterAll(() => t.close());

  /** A ₱50 bonus with a 2x turnover (₱100 of valid bets), issued and claimed. */
  async function claimBonus(m: TestMember) {
    const issued = await runOpsCommand(t.deps, 'reward-issue', { account: m.account, amount: 50, turnover: 2 });
    const rewardId = Number(/^Reward (\d+) /.exec(issued)![1]);
    expect((await call(t, 'claimReward', { as: m, body: { rewardId } })).body.success).toBe(true);
  }
  async function agentWithPlayer() {
    const agent = await signedInMember(t, 10_000, 1);
    const player = await signedInMember(t, 10_000);
    await t.db.update(members).set({ parentId: agent.memberId }).where(eq(members.id, player.memberId));
    return { agent, player };
  }

  it("refuses a player's transfer to its agent while a bonus owes turnover, and passes it once played", async () => {
    const { agent, player } = await agentWithPlayer();
    const early = rid();
    expect((await valueOf(t, 'transferUpline', { as: player, body: { amount: 10, requestId: early } })).balance).toBe(90);
    await claimBonus(player);

    const refused = await call(t, 'transferUpline', { as: player, body: { amount: 10, requestId: rid() } });
    expect(refused.body).toMatchObject({ success: false, errorCode: 'transfer.turnover.pending', value: { required: 100, played: 0, remaining: 100 } });
    expect(refused.body.message).toBe('Please play ₱100.00 more in valid bets to complete your bonus turnover before transferring');
    // A resend of the transfer made before the bonus is answered as the first was (its balance then), not refused.
    expect((await valueOf(t, 'transferUpline', { as: player, body: { amount: 10, requestId: early } })).balance).toBe(90);
    expect(await balance(t, player)).toBe(14_000);
    expect(await balance(t, agent)).toBe(11_000);

    await playRound(t, player.memberId, await gameOf(t, 'RNG', 1), 10_000, 10_000);
    expect((await valueOf(t, 'transferUpline', { as: player, body: { amount: 10, requestId: rid() } })).balance).toBe(130);
    expect(await balance(t, agent)).toBe(12_000);
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
  });

  it("refuses an agent's transfer to its player while the agent's bonus owes turnover", async () => {
    const { agent, player } = await agentWithPlayer();
    expect((await call(t, 'setPaymentPassword', { as: agent, body: { paymentPassword: '135790', confirmPaymentPassword: '135790' } })).body.success).toBe(true);
    const send = (requestId = rid()) =>
      call(t, 'transferToDownline', { as: agent, body: { account: player.account, amount: 10, paymentPassword: '135790', requestId } });
    expect((await send()).body.success).toBe(true);
    await claimBonus(agent);

    const refused = await send();
    expect(refused.body).toMatchObject({ success: false, errorCode: 'transfer.turnover.pending', value: { remaining: 100 } });
    expect(await balance(t, agent)).toBe(14_000);
    expect(await balance(t, player)).toBe(11_000);

    await playRound(t, agent.memberId, await gameOf(t, 'RNG', 1), 10_000, 10_000);
    expect((await send()).body.value).toMatchObject({ balance: 130, downlineBalance: 120 });
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
  });
});
