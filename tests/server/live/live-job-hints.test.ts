// What the timed jobs change reaches a member's open stream once the run has committed (server/live/job-hints.ts
// and the jobs that publish themselves): a rebate the day close pays, as the new balance; a VIP upgrade bonus, as a
// rewards hint; a deposit order that expires and a withdrawal part counted as received at its deadline, as hints of
// their kind. PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, startTestServer } from '../test-server.ts';
import { call, valueOf } from '../call-client.ts';
import { balance, signedInMember, type TestServer } from '../wallet-helpers.ts';
import { gameOf, passMidnight, playRound } from '../economy-helpers.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { listening, openStream } from './live-helpers.ts';

describe.each(dbKinds)('live hints of the jobs on %s', (kind) => {
  let t: TestServer;
  let base: string;

  beforeAll(async () => {
    t = await startTestServer({ kind });
    await t.app.jobs.runDue();
    base = await listening(t.app);
  });
  afterAll(() => t.close());

  it('a rebate the day close pays reaches the stream as the new balance', async () => {
    const m = await signedInMember(t, 1_000_000);
    await playRound(t, m.memberId, await gameOf(t, 'RNG', 1), 10_000);
    const before = await balance(t, m);
    const stream = openStream(base, m.token);
    await stream.next('hello');
    passMidnight(t);
    await t.app.jobs.runDue();
    // RNG's 1.2 % of the ₱100.00 bet.
    expect(await balance(t, m)).toBe(before + 120);
    expect((await stream.next('balance')).data).toEqual({ balance: (before + 120) / 100, currency: 'PHP', currencySymbol: '₱' });
    stream.close();
  });

  it('a VIP upgrade bonus the job issues reaches the stream as a rewards hint', async () => {
    const m = await signedInMember(t, 100_000);
    for (let i = 0; i < 5; i++) await playRound(t, m.memberId, await gameOf(t, 'RNG', 1), 10_000);
    const stream = openStream(base, m.token);
    await stream.next('hello');
    expect((await valueOf(t, 'memberInfo', { as: m })).vipLevel).toBe(0);
    t.clock.advance(5 * 60_000);
    await t.app.jobs.runDue();
    expect((await valueOf(t, 'memberInfo', { as: m })).vipLevel).toBe(1);
    await stream.next('rewards');
    stream.close();
  });

  it('a deposit order the job expires reaches the stream as a deposit hint', async () => {
    const m = await signedInMember(t, 0);
    const order = await valueOf(t, 'createDepositOrder', { as: m, body: { method: 'GCASH', amount: 500 } });
    const stream = openStream(base, m.token);
    await stream.next('hello');
    t.clock.advance((t.deps.config.wallet.depositExpireMinutes + 1) * 60_000);
    await t.app.jobs.runDue();
    expect((await valueOf(t, 'depositOrder', { as: m, query: { orderNo: order.orderNo } })).status).toBe('expired');
    expect((await stream.next('deposit')).data).toEqual({ orderNo: order.orderNo });
    stream.close();
  });

  it('a withdrawal part counted as received at its deadline reaches the stream as a withdrawal hint', async () => {
    const m = await signedInMember(t, 500_000);
    const account = await valueOf(t, 'addBankAccount', { as: m, body: { bankCode: 'BDO', accountName: 'Juan Dela Cruz', accountNumber: '001234564821' } });
    expect((await call(t, 'setPaymentPassword', { as: m, body: { paymentPassword: '135790', confirmPaymentPassword: '135790' } })).body.success).toBe(true);
    const w = await valueOf(t, 'withdraw', { as: m, body: { amount: 400, bankAccountId: account.id, paymentPassword: '135790', requestId: `live-${kind}` } });
    await runOpsCommand(t.deps, 'withdrawal-pay', { id: w.id, amount: 400 });
    const stream = openStream(base, m.token);
    await stream.next('hello');
    t.clock.advance((t.deps.config.wallet.withdrawalConfirmMinutes + 1) * 60_000);
    await t.app.jobs.runDue();
    expect((await stream.next('withdrawal')).data).toEqual({ id: w.id });
    expect((await valueOf(t, 'withdrawal', { as: m, query: { id: w.id } })).parts[0]).toMatchObject({ status: 'autoReceived' });
    stream.close();
  });
});
