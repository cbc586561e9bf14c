// Player protection (issue 16 §5) on PGlite and PostgreSQL: deposit limits that hold at once when lowered and after a
// cooling-off day when raised or removed, a deposit over a limit refused with nothing written, and a time-out that
// ends every session, refuses sign-in until the clock passes it, and cannot be shortened.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { dbKinds, startTestServer } from '../test-server.ts';
import { signedInMember, type TestMember, type TestServer } from '../wallet-helpers.ts';
import { members } from '../../../server/db/schema.ts';
import { depositOrders } from '../../../server/db/schema-wallet.ts';
import { createSession } from '../../../server/session/sessions.ts';
import { hashPassword } from '../../../server/shared/passwords.ts';
import { exclusionEnd } from '../../../server/protection/exclusion.ts';
import { nextLimit } from '../../../server/protection/limits.ts';
import { call, untyped } from '../call-client.ts';
import type { CallBody } from '../../../contract/calls.ts';

const HOUR = 3_600_000;
const PASSWORD = 'Safe1234';

describe('the limit rule', () => {
  const now = new Date('2026-11-21T08:00:00Z');
  it('holds a first or lower limit at once and makes a raise or removal wait a day', () => {
    expect(nextLimit(null, 500, now)).toEqual({ amount: 500, pendingAmount: null, pendingFrom: null });
    expect(nextLimit(1000, 500, now)).toEqual({ amount: 500, pendingAmount: null, pendingFrom: null });
    expect(nextLimit(500, 1000, now)).toEqual({ amount: 500, pendingAmount: 1000, pendingFrom: new Date(now.getTime() + 24 * HOUR) });
    expect(nextLimit(500, null, now)).toEqual({ amount: 500, pendingAmount: null, pendingFrom: new Date(now.getTime() + 24 * HOUR) });
    expect(nextLimit(null, null, now)).toEqual({ amount: null, pendingAmount: null, pendingFrom: null });
  });
  it('ends exclusions by the hour for time-outs and by the calendar for months and years', () => {
    expect(exclusionEnd('24h', now).toISOString()).toBe('2026-11-22T08:00:00.000Z');
    expect(exclusionEnd('6w', now).toISOString()).toBe('2027-01-02T08:00:00.000Z');
    expect(exclusionEnd('6m', now).toISOString()).toBe('2027-05-21T08:00:00.000Z');
    expect(exclusionEnd('5y', now).toISOString()).toBe('2031-11-21T08:00:00.000Z');
  });
});

describe.each(dbKinds)('player protection on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ kind });
  });
  afterAll(() => t.close());

  type Limit = CallBody<'setDepositLimit'>;
  const limit = (m: TestMember, period: Limit['period'], amount: Limit['amount']) => call(t, 'setDepositLimit', { as: m, body: { period, amount } });
  const order = (m: TestMember, amount: number) => call(t, 'createDepositOrder', { as: m, body: { method: 'GCASH', amount } });
  const view = async (m: TestMember) => (await call(t, 'protection', { as: m })).body.value;
  const orders = async (m: TestMember) => Number((await t.db.select({ n: count() }).from(depositOrders).where(eq(depositOrders.memberId, m.memberId)))[0]!.n);
  const login = async (account: string) =>
    (await call(t, 'login', { body: { type: 'username', username: account, password: PASSWORD }, ip: `10.9.${Math.floor(Math.random() * 200)}.1` })).body;
  const withPassword = async (m: TestMember) =>
    t.db
      .update(members)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(members.id, m.memberId));

  it('sets, lowers at once, and raises or removes a limit only after the cooling-off day', async () => {
    let m = await signedInMember(t, 0);
    expect((await limit(m, 'D', 1000)).body.value.limits[0]).toEqual({ period: 'D', amount: 1000, used: 0, remaining: 1000, pending: null });
    expect((await limit(m, 'D', 600)).body.value.limits[0]).toMatchObject({ amount: 600, pending: null });
    const raised = (await limit(m, 'D', 5000)).body.value.limits[0];
    expect(raised).toMatchObject({ amount: 600, pending: { amount: 5000, from: new Date(t.clock.now().getTime() + 24 * HOUR).toISOString() } });
    t.clock.advance(24 * HOUR - 1000);
    expect((await view(m)).limits[0]!.amount).toBe(600);
    t.clock.advance(1000);
    // A session lasts a day: a new one reads the limit the day made.
    m = { ...m, token: await createSession(t.deps, m.memberId) };
    expect((await view(m)).limits[0]).toMatchObject({ amount: 5000, pending: null });
    // A removal waits too; lowering meanwhile holds at once and drops the pending removal.
    expect((await limit(m, 'W', 2000)).body.value.limits[1]).toMatchObject({ amount: 2000 });
    expect((await limit(m, 'W', null)).body.value.limits[1]).toMatchObject({ amount: 2000, pending: { amount: null } });
    expect((await limit(m, 'W', 1500)).body.value.limits[1]).toMatchObject({ amount: 1500, pending: null });
    expect((await limit(m, 'M', null)).body.value.limits[2]).toMatchObject({ amount: null, pending: null });
  });

  it('refuses bad limits and reminders, and trial players', async () => {
    const m = await signedInMember(t, 0);
    for (const [period, amount] of [
      ['Y', 100],
      ['D', 0],
      ['D', -5],
      ['D', 10.001],
      ['D', 'lots'],
      ['D', 1e12],
    ] as const)
      expect((await untyped(t, 'setDepositLimit', { as: m, body: { period, amount } })).status).toBe(400);
    expect((await untyped(t, 'setReminder', { as: m, body: { minutes: 45 } })).status).toBe(400);
    expect((await call(t, 'setReminder', { as: m, body: { minutes: 30 } })).body.value.reminderMinutes).toBe(30);
    expect((await call(t, 'setReminder', { as: m, body: { minutes: null } })).body.value.reminderMinutes).toBeNull();
    const trial = await signedInMember(t, 0, 4);
    expect((await limit(trial, 'D', 100)).status).toBe(403);
    expect((await call(t, 'protection')).status).toBe(401);
  });

  it('refuses a deposit over a limit, counting paid and pending orders, and writes nothing', async () => {
    const m = await signedInMember(t, 0);
    await limit(m, 'D', 1000);
    expect((await order(m, 700)).body.success).toBe(true);
    const over = (await order(m, 400)).body;
    expect(over).toMatchObject({ success: false, errorCode: 'deposit.limit.exceeded', value: { period: 'D', limit: 1000, remaining: 300 } });
    expect(await orders(m)).toBe(1);
    expect((await order(m, 300)).body.success).toBe(true);
    expect((await view(m)).limits[0]).toMatchObject({ used: 1000, remaining: 0 });
    // An order left to expire no longer counts.
    t.clock.advance((t.deps.config.wallet.depositExpireMinutes + 1) * 60_000);
    expect((await view(m)).limits[0]!.used).toBe(0);
  });

  it('takes a time-out: every session ends, sign-in is refused until it ends, and it cannot be shortened', async () => {
    const m = await signedInMember(t, 0);
    await withPassword(m);
    const other = (await login(m.account)).value.token as string;
    expect((await call(t, 'exclude', { as: m, body: { length: '24h', password: 'wrong' } })).body).toMatchObject({
      success: false,
      errorCode: 'protection.password.incorrect',
    });
    expect((await untyped(t, 'exclude', { as: m, body: { length: '2h', password: PASSWORD } })).status).toBe(400);
    const took = (await call(t, 'exclude', { as: m, body: { length: '24h', password: PASSWORD } })).body;
    expect(took).toMatchObject({ success: true, value: { kind: 'TIMEOUT', until: new Date(t.clock.now().getTime() + 24 * HOUR).toISOString() } });
    expect((await call(t, 'protection', { as: m })).status).toBe(401);
    expect((await call(t, 'createDepositOrder', { as: { ...m, token: other }, body: { method: 'GCASH', amount: 100 } })).status).toBe(401);
    expect(await login(m.account)).toMatchObject({ success: false, errorCode: 'login.excluded', value: { kind: 'TIMEOUT', until: took.value.until } });

    // Not even a shorter one replaces it (the domain refuses; the member cannot sign in to ask anyway).
    const { exclude } = await import('../../../server/protection/exclusion.ts');
    await expect(exclude(t.deps, m.memberId, '24h', PASSWORD)).rejects.toMatchObject({ code: 'protection.exclusion.shorter' });
    const longer = await exclude(t.deps, m.memberId, '1y', PASSWORD);
    expect(longer.kind).toBe('SELF');
    await expect(exclude(t.deps, m.memberId, '6w', PASSWORD)).rejects.toMatchObject({ code: 'protection.exclusion.shorter' });

    t.clock.advance(366 * 24 * HOUR);
    const back = await login(m.account);
    expect(back.success).toBe(true);
    expect((await call(t, 'protection', { as: { ...m, token: back.value.token } })).body.value.exclusion).toBeNull();
  });

  it('answers the session summary from the session start', async () => {
    const m = await signedInMember(t, 0);
    const s = (await call(t, 'sessionSummary', { as: m })).body.value;
    expect(s).toEqual({ signedInAt: t.clock.now().toISOString(), net: 0, bets: 0, wins: 0 });
  });
});

describe('the operator commands', () => {
  it("show a member's protection and the exclusions in force", async () => {
    const t = await startTestServer();
    try {
      const { runOpsCommand } = await import('../../../server/ops/commands.ts');
      const m = await signedInMember(t, 0);
      await call(t, 'setDepositLimit', { as: m, body: { period: 'D', amount: 500 } });
      await call(t, 'setDepositLimit', { as: m, body: { period: 'D', amount: 900 } });
      await t.db
        .update(members)
        .set({ passwordHash: await hashPassword(PASSWORD) })
        .where(eq(members.id, m.memberId));
      const { exclude } = await import('../../../server/protection/exclusion.ts');
      await exclude(t.deps, m.memberId, '72h', PASSWORD);
      const shown = await runOpsCommand(t.deps, 'protection', { account: m.account });
      expect(shown).toContain('daily limit 500.00  used 0.00  pending: 900.00 from');
      expect(shown).toContain('excluded (TIMEOUT)');
      expect(await runOpsCommand(t.deps, 'protection-list', {})).toContain(`${m.account}  TIMEOUT`);
      await expect(runOpsCommand(t.deps, 'protection', { account: 'nobody-here' })).rejects.toThrow('No account');
    } finally {
      await t.close();
    }
  });
});
