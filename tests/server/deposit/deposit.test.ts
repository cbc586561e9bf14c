// Deposits through the demo payment provider, on PGlite and PostgreSQL: limits, the provider's pay page, the
// signed callback crediting exactly once, cancelled and expired orders, and the order list.
import { LEDGER_OK, ledgerViolations } from '../../../server/ledger/checks.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dbKinds, startTestServer } from '../test-server.ts';
import { balance, signedInMember, type TestMember, type TestServer } from '../wallet-helpers.ts';
import { CALLBACK_PATH, PAY_SIGNATURE_HEADER, signCallback } from '../../../server/deposit/deposits.ts';
import { ledgerTransfers, members } from '../../../server/db/schema.ts';
import { call } from '../call-client.ts';

describe.each(dbKinds)('deposits on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ kind });
  });
  afterAll(() => t.close());

  const order = (m: TestMember, method: string, amount: number) => call(t, 'createDepositOrder', { as: m, body: { method, amount } });
  /** The provider's page actions, as the payer's browser sends them (a form post with the page token). */
  const press = (payUrl: string, action: 'pay' | 'cancel' | 'notify') => {
    const url = new URL(payUrl, 'http://x');
    return t.app.inject({
      method: 'POST',
      url: `${url.pathname}/${action}`,
      payload: `t=${url.searchParams.get('t')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  };
  const callback = (body: Record<string, unknown>, secret = t.deps.config.wallet.paymentSecret) => {
    const raw = JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: CALLBACK_PATH,
      headers: { 'content-type': 'application/json', [PAY_SIGNATURE_HEADER]: signCallback(raw, secret) },
      payload: raw,
    });
  };

  it('lists the methods with limits and presets, and refuses amounts outside them, unknown methods and bad input', async () => {
    const m = await signedInMember(t, 0);
    const methods = await call(t, 'depositMethods', { as: m });
    expect(methods.body.value).toMatchObject({ expireMinutes: 15, currency: 'PHP', currencySymbol: '₱' });
    expect(methods.body.value.methods[0]).toEqual({ code: 'GCASH', name: 'GCash', min: 100, max: 50_000, presets: [100, 300, 500, 1000, 3000, 5000] });

    expect((await order(m, 'GCASH', 99.99)).body).toMatchObject({ success: false, errorCode: 'deposit.amount.below.min', value: { min: 100, max: 50_000 } });
    expect((await order(m, 'GCASH', 50_000.01)).body).toMatchObject({ success: false, errorCode: 'deposit.amount.above.max' });
    expect((await order(m, 'BITCOIN', 500)).body).toMatchObject({ success: false, errorCode: 'deposit.method.unknown' });
    const bad = await order(m, 'GCASH', 100.001);
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('request.invalid');
    expect((await order(m, 'GCASH', -5)).status).toBe(400);
    expect((await call(t, 'depositOrders', { as: m })).body.value.total).toBe(0);
  });

  it("writes the pay page's deadline in the member's language and time zone, with the exact instant beside it", async () => {
    const m = await signedInMember(t, 0);
    await t.db.update(members).set({ language: 'CN' }).where(eq(members.id, m.memberId));
    const { payUrl } = (await order(m, 'GCASH', 500)).body.value;
    const html = (await t.app.inject({ method: 'GET', url: payUrl! })).body;
    const [, lang, iso, text] = html.match(/<dd lang="([^"]+)"><time datetime="([^"]+)">([^<]+)<\/time>/) ?? [];
    expect(lang).toBe('zh-CN');
    const local = new Date(Date.parse(iso!) + t.deps.config.wallet.timeZoneOffsetMinutes * 60_000);
    const hhmm = `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
    expect(text).toBe(`${local.getUTCFullYear()}年${local.getUTCMonth() + 1}月${local.getUTCDate()}日 ${hhmm} (GMT+8)`);
  });

  it('refuses trial accounts with 403', async () => {
    const trial = await signedInMember(t, 0, 4);
    const res = await order(trial, 'GCASH', 500);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ errorCode: 'member.trial', message: 'Please Register An Account First' });
  });

  it('credits a paid order exactly once, however often the provider calls back', async () => {
    const m = await signedInMember(t, 1_000);
    const created = await order(m, 'GCASH', 1234.5);
    expect(created.body.value).toMatchObject({ amount: 1234.5, status: 'pending', method: 'GCASH', methodName: 'GCash' });
    const { payUrl, orderNo } = created.body.value;
    expect(payUrl).toMatch(/^\/demo-pay\/checkout\//);

    const pageRes = await t.app.inject({ method: 'GET', url: payUrl! });
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.body).toContain('₱1,234.50');
    expect(pageRes.body).toContain('>Pay<');
    // A wrong page token shows nothing of the order.
    expect((await t.app.inject({ method: 'GET', url: payUrl!.replace(/t=.*/, 't=wrong') })).statusCode).toBe(404);

    const paid = await press(payUrl!, 'pay');
    expect(paid.body).toContain('successful');
    expect(await balance(t, m)).toBe(1_000 + 123_450);

    const again = await press(payUrl!, 'notify');
    expect(again.body).toContain('ALREADY_PAID');
    expect((await press(payUrl!, 'pay')).body).toContain('ALREADY_PAID');
    const direct = await Promise.all([1, 2, 3].map(() => callback({ orderNo, providerRef: 'X1', amount: 123_450, status: 'SUCCESS', ts: 1 })));
    expect(direct.map((r) => r.json().status)).toEqual(['ALREADY_PAID', 'ALREADY_PAID', 'ALREADY_PAID']);
    expect(await balance(t, m)).toBe(1_000 + 123_450);
    expect(
      await t.db
        .select()
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.idempotencyKey, `deposit:${orderNo}`)),
    ).toHaveLength(1);

    const view = await call(t, 'depositOrder', { as: m, query: { orderNo } });
    expect(view.body.value).toMatchObject({ status: 'paid', payUrl: null });
    expect(view.body.value.closedAt).toBe(t.clock.now().toISOString());
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
  });

  it('credits once when the first callbacks arrive together', async () => {
    const m = await signedInMember(t, 0);
    const { orderNo } = (await order(m, 'MAYA', 200)).body.value;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => callback({ orderNo, providerRef: `R${i}`, amount: 20_000, status: 'SUCCESS', ts: i })),
    );
    const statuses = answers.map((a) => a.json().status).sort();
    expect(statuses).toEqual(['ALREADY_PAID', 'ALREADY_PAID', 'ALREADY_PAID', 'ALREADY_PAID', 'ALREADY_PAID', 'OK']);
    expect(answers.filter((a) => a.json().credited)).toHaveLength(1);
    expect(await balance(t, m)).toBe(20_000);
  });

  it('refuses a forged or malformed callback, another amount and an unknown order, moving nothing', async () => {
    const m = await signedInMember(t, 0);
    const { orderNo } = (await order(m, 'GCASH', 500)).body.value;
    expect((await callback({ orderNo, providerRef: 'F', amount: 50_000, status: 'SUCCESS', ts: 1 }, 'wrong-secret')).json().status).toBe('INVALID_SIGNATURE');
    expect((await callback({ orderNo, providerRef: 'F', amount: 99_999, status: 'SUCCESS', ts: 1 })).json().status).toBe('AMOUNT_MISMATCH');
    expect((await callback({ orderNo: 'D2026NOPE', providerRef: 'F', amount: 50_000, status: 'SUCCESS', ts: 1 })).json().status).toBe('UNKNOWN_ORDER');
    expect((await callback({ orderNo, amount: 50_000 })).json().status).toBe('WRONG_SYNTAX');
    expect(await balance(t, m)).toBe(0);
    expect((await call(t, 'depositOrder', { as: m, query: { orderNo } })).body.value.status).toBe('pending');
  });

  it('a cancelled order credits nothing, even when a success arrives later', async () => {
    const m = await signedInMember(t, 0);
    const { payUrl, orderNo } = (await order(m, 'QRPH', 300)).body.value;
    expect((await press(payUrl!, 'cancel')).body).toContain('Payment cancelled');
    expect((await callback({ orderNo, providerRef: 'L', amount: 30_000, status: 'SUCCESS', ts: 1 })).json()).toMatchObject({
      status: 'ORDER_CANCELLED',
      credited: false,
    });
    expect(await balance(t, m)).toBe(0);
    expect((await call(t, 'depositOrder', { as: m, query: { orderNo } })).body.value).toMatchObject({ status: 'cancelled', payUrl: null });
  });

  it('expires an unpaid order after the configured minutes; a late payment credits nothing and says so', async () => {
    const m = await signedInMember(t, 0);
    const { payUrl, orderNo } = (await order(m, 'BANK', 600)).body.value;
    t.clock.advance(14 * 60_000);
    expect((await call(t, 'depositOrder', { as: m, query: { orderNo } })).body.value.status).toBe('pending');
    t.clock.advance(60_000);
    const view = (await call(t, 'depositOrder', { as: m, query: { orderNo } })).body.value;
    expect(view).toMatchObject({ status: 'expired', payUrl: null });
    expect((await t.app.inject({ method: 'GET', url: payUrl! })).body).toContain('This order is expired');
    const late = await press(payUrl!, 'pay');
    expect(late.body).toContain('ORDER_EXPIRED');
    expect((await callback({ orderNo, providerRef: 'L', amount: 60_000, status: 'SUCCESS', ts: 1 })).json()).toMatchObject({
      status: 'ORDER_EXPIRED',
      credited: false,
    });
    expect(await balance(t, m)).toBe(0);
  });

  it('lists orders newest first by day range and status, paged, with the paid total', async () => {
    const m = await signedInMember(t, 0);
    const a = (await order(m, 'GCASH', 100)).body.value;
    await press(a.payUrl!, 'pay');
    t.clock.advance(60_000);
    const b = (await order(m, 'GCASH', 200)).body.value;
    t.clock.advance(60_000);
    const c = (await order(m, 'MAYA', 300)).body.value;
    await press(c.payUrl!, 'pay');

    const all = (await call(t, 'depositOrders', { as: m, query: { pageSize: 2 } })).body.value;
    expect(all).toMatchObject({ total: 3, totalPages: 2, pageNum: 1, pageSize: 2, totalPaid: 400 });
    expect(all.content.map((o: { orderNo: string }) => o.orderNo)).toEqual([c.orderNo, b.orderNo]);
    const second = (await call(t, 'depositOrders', { as: m, query: { pageSize: 2, pageNum: 2 } })).body.value;
    expect(second.content.map((o: { orderNo: string }) => o.orderNo)).toEqual([a.orderNo]);
    const pending = (await call(t, 'depositOrders', { as: m, query: { status: 'pending' } })).body.value;
    expect(pending.content.map((o: { orderNo: string }) => o.orderNo)).toEqual([b.orderNo]);

    // Days are the members' (UTC+8): the test clock's day there.
    const today = new Date(t.clock.now().getTime() + 8 * 3600_000).toISOString().slice(0, 10);
    const day = (await call(t, 'depositOrders', { as: m, query: { startDate: today, endDate: today } })).body.value;
    expect(day).toMatchObject({ total: 3, startDate: today, endDate: today });
    expect((await call(t, 'depositOrders', { as: m, query: { startDate: '2020-01-01', endDate: '2020-01-31' } })).body.value.total).toBe(0);
    expect((await call(t, 'depositOrders', { as: m, query: { startDate: '2026-02-30' } })).status).toBe(400);
    expect((await call(t, 'depositOrders', { as: m, query: { startDate: '2026-11-20', endDate: '2026-11-01' } })).status).toBe(400);
    // Another member sees none of them.
    const other = await signedInMember(t, 0);
    expect((await call(t, 'depositOrders', { as: other })).body.value.total).toBe(0);
    expect((await call(t, 'depositOrder', { as: other, query: { orderNo: a.orderNo } })).body).toMatchObject({
      success: false,
      errorCode: 'deposit.order.unknown',
    });
  });
});
