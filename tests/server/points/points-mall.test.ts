// The points mall, on PGlite and PostgreSQL: the public rates and goods (with their pictures), cash converted to
// points, redemptions held at once with the payment password, every refusal moving nothing, and the operator's
// decisions (a rejection gives points, cash and stock back; a decision is taken once), with the ledger, the
// history and the point details agreeing.
import { LEDGER_OK, ledgerViolations } from '../../../server/ledger/checks.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dbKinds, startTestServer } from '../test-server.ts';
import { balance, signedInMember, type TestMember, type TestServer } from '../wallet-helpers.ts';

import { runOpsCommand } from '../../../server/ops/commands.ts';
import { parseOpsArgs } from '../../../server/ops/parse-args.ts';
import { messages } from '../../../server/db/schema-wallet.ts';
import { pointGoods, pointRedemptions } from '../../../server/db/schema-loyalty.ts';
import { creditPointsIn } from '../../../server/points/points-ledger.ts';
import { issueRewards } from '../../../server/rewards/service.ts';
import { GAME_TYPES } from '../../../contract/catalogue/catalogue.ts';
import { balanceOf, pointBalance } from '../../../server/ledger/accounts.ts';
import { call, untyped } from '../call-client.ts';

const PIN = '246810';

describe.each(dbKinds)('the points mall on %s', (kind) => {
  let t: TestServer;
  let seq = 0;
  beforeAll(async () => {
    t = await startTestServer({ kind });
  });
  afterAll(() => t.close());

  const goods = async (code: string) => (await t.db.select().from(pointGoods).where(eq(pointGoods.code, code)))[0]!;
  const points = (m: TestMember) => pointBalance(t.db, m.memberId);
  const accountBalance = (code: string) => balanceOf(t.db, code);
  /** Loosely typed: the tests send it bad input too. */
  const redeem = async (m: TestMember, body: Record<string, unknown>) =>
    (await untyped(t, 'redeemPoints', { as: m, body: { quantity: 1, redeemType: 'P', paymentPassword: PIN, ...body } })).body;
  const convert = async (m: TestMember, amount: number, paymentPassword = PIN) =>
    (await call(t, 'convertPoints', { as: m, body: { amount, paymentPassword } })).body;
  const ops = (...words: string[]) => {
    const { name, args } = parseOpsArgs(words);
    return runOpsCommand(t.deps, name, args);
  };

  /** A member with `pesos` in the wallet, `pts` points and the payment password PIN. */
  async function member(pesos: number, pts = 0): Promise<TestMember> {
    const m = await signedInMember(t, pesos * 100);
    const res = await call(t, 'setPaymentPassword', { as: m, body: { paymentPassword: PIN, confirmPaymentPassword: PIN } });
    expect(res.body.success).toBe(true);
    if (pts)
      await creditPointsIn(t.db, t.clock, {
        key: `test:points:${m.memberId}:${++seq}`,
        kind: 'points.reward',
        memberId: m.memberId,
        points: pts * 100,
        memo: 'test',
      });
    return m;
  }

  /** Everything a refusal must leave as it was. */
  async function snapshot(m: TestMember) {
    const stock = Object.fromEntries((await t.db.select().from(pointGoods)).map((g) => [g.code, g.stock]));
    const held = await t.db.select().from(pointRedemptions).where(eq(pointRedemptions.memberId, m.memberId));
    return {
      points: await points(m),
      cash: await balance(t, m),
      stock,
      redemptions: held.length,
      holdPoints: await accountBalance('hold:points'),
      holdCash: await accountBalance('hold:redeem'),
    };
  }

  it('shows the rates of every game type, deposits and the exchange, and the goods with their pictures, to anyone', async () => {
    const config = (await call(t, 'pointConfig')).body;
    expect(config.success).toBe(true);
    expect(config.value.games.map((r: { source: string }) => r.source)).toEqual([...GAME_TYPES]);
    expect(config.value.games[0]).toEqual({ source: 'RNG', rateBp: 100, percent: 1, pointsPerPeso: 0.01 });
    expect(config.value.deposit).toMatchObject({ source: 'DEPOSIT', rateBp: 100, percent: 1 });
    expect(config.value.exchange).toMatchObject({ source: 'EXCHANGE', rateBp: 100_000, pointsPerPeso: 10 });

    const list = (await call(t, 'pointGoods')).body.value.list as { code: string; type: string; soldOut: boolean; stock: number; imageUrl: string }[];
    expect(new Set(list.map((g) => g.type))).toEqual(new Set(['MONEY', 'VOUCHER', 'GIFT']));
    expect(list.find((g) => g.code === 'SPEAKER')).toMatchObject({ stock: 0, soldOut: true });
    expect(list.find((g) => g.code === 'FOODVOUCHER200')).toMatchObject({ stock: 1, soldOut: false });
    expect(list.find((g) => g.code === 'CASH100')).toMatchObject({ pricePoints: 1500, cashValue: 100, mpPoints: null });
    const gifts = (await call(t, 'pointGoods', { query: { type: 'GIFT' } })).body.value.list as { type: string }[];
    expect(gifts.length).toBeGreaterThan(0);
    expect(gifts.every((g) => g.type === 'GIFT')).toBe(true);
    expect((await untyped(t, 'pointGoods', { query: { type: 'CAR' } })).status).toBe(400);

    const art = await t.app.inject({ method: 'GET', url: list[0]!.imageUrl });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect(art.body).toContain('<svg');
    expect((await t.app.inject({ method: 'GET', url: '/art/goods/NOPE.svg' })).statusCode).toBe(404);
  });

  it('keeps the member calls to members: visitors 401, trial players 403', async () => {
    expect((await call(t, 'pointBalance')).status).toBe(401);
    expect((await call(t, 'pointRedemptions')).status).toBe(401);
    expect((await call(t, 'pointDetails')).status).toBe(401);
    const trial = (await call(t, 'freePlay', { ip: '10.9.7.1' })).body.value.token;
    const asTrial = { memberId: 0, token: trial, account: '' };
    expect((await call(t, 'pointBalance', { as: asTrial })).body.errorCode).toBe('member.trial');
    const res = await call(t, 'redeemPoints', { as: trial, body: { goodsId: 1, quantity: 1, redeemType: 'P', paymentPassword: PIN } });
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe('member.trial');
  });

  it('converts whole pesos to points at the exchange rate in one go; refuses more than the balance, a wrong password and an open turnover', async () => {
    const m = await member(500);
    const done = await convert(m, 100);
    expect(done).toMatchObject({ success: true, value: { amount: 100, points: 1000, balance: 400, point: 1000 } });
    expect(await points(m)).toBe(100_000);
    expect(await balance(t, m)).toBe(40_000);
    expect((await call(t, 'pointBalance', { as: m })).body.value).toEqual({ point: 1000, pointInProcess: 0 });

    const before = await snapshot(m);
    expect(await convert(m, 401)).toMatchObject({ success: false, errorCode: 'pointMall.cash.insufficient' });
    expect(await convert(m, 10, '000000')).toMatchObject({ success: false, errorCode: 'paymentPassword.incorrect', value: { attemptsLeft: 4 } });
    for (const bad of [0, 1.5, -3, '10']) expect((await untyped(t, 'convertPoints', { as: m, body: { amount: bad, paymentPassword: PIN } })).status).toBe(400);
    expect(await snapshot(m)).toEqual(before);

    // A bonus with a turnover still to play: its cash cannot leave as points.
    const now = t.clock.now();
    const [rewardId] = await issueRewards(t.db, now, [
      { key: `test:turnover:${m.memberId}`, memberId: m.memberId, type: 'MANUAL', title: 'Bonus', amount: 5_000, turnoverMultiple: 10 },
    ]);
    expect((await call(t, 'claimReward', { as: m, body: { rewardId: rewardId! } })).body.success).toBe(true);
    const pending = await convert(m, 10);
    expect(pending).toMatchObject({ success: false, errorCode: 'pointMall.convert.turnover.pending', value: { required: 500, remaining: 500 } });
    expect(await points(m)).toBe(100_000);

    const details = (await call(t, 'pointDetails', { as: m })).body.value;
    expect(details).toMatchObject({ total: 1, totalIn: 1000, totalOut: 0 });
    expect(details.content[0]).toMatchObject({ kind: 'points.convert', amount: 1000, balanceAfter: 1000 });
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
  });

  it('refuses every bad redemption and moves nothing', async () => {
    const m = await member(50, 2_000);
    const tshirt = await goods('TSHIRT');
    const speaker = await goods('SPEAKER');
    const voucher = await goods('FOODVOUCHER200');
    const phone = await goods('SMARTPHONE');
    const gcash = await goods('GCASHLOAD50');
    const delivery = { name: 'Juan Dela Cruz', address: '12 Rizal St, Quezon City', mobile: '09171234567' };
    const before = await snapshot(m);
    const cases: [Record<string, unknown>, string][] = [
      [{ goodsId: gcash.id, paymentPassword: '999999' }, 'paymentPassword.incorrect'],
      [{ goodsId: voucher.id, quantity: 2 }, 'pointMall.stock.short'],
      [{ goodsId: speaker.id, delivery }, 'pointMall.soldOut'],
      [{ goodsId: 999_999 }, 'pointMall.goods.unknown'],
      [{ goodsId: tshirt.id }, 'pointMall.delivery.required'],
      [{ goodsId: phone.id, delivery }, 'pointMall.redeemType.unavailable'],
      [{ goodsId: gcash.id, quantity: 4 }, 'pointMall.points.insufficient'],
      [{ goodsId: phone.id, redeemType: 'PM', delivery }, 'pointMall.points.insufficient'],
      [{ goodsId: tshirt.id, redeemType: 'PM', quantity: 1, delivery }, 'pointMall.cash.insufficient'],
    ];
    for (const [body, code] of cases) expect(await redeem(m, body), code).toMatchObject({ success: false, errorCode: code });
    for (const bad of [
      { goodsId: gcash.id, quantity: 0 },
      { goodsId: gcash.id, quantity: 1.5 },
      { goodsId: gcash.id, redeemType: 'X' },
      { goodsId: tshirt.id, delivery: { name: 'J', address: 'x', mobile: 'abc' } },
    ])
      expect((await untyped(t, 'redeemPoints', { as: m, body: { quantity: 1, redeemType: 'P', paymentPassword: PIN, ...bad } })).status).toBe(400);
    await t.db.update(pointGoods).set({ active: false }).where(eq(pointGoods.id, gcash.id));
    expect(await redeem(m, { goodsId: gcash.id })).toMatchObject({ success: false, errorCode: 'pointMall.goods.unknown' });
    await t.db.update(pointGoods).set({ active: true }).where(eq(pointGoods.id, gcash.id));
    expect(await snapshot(m)).toEqual(before);
  });

  it('holds points, cash and stock at once; a rejection gives all back; an approval is taken once and pays a money good', async () => {
    const m = await member(1_000, 5_000);
    const tshirt = await goods('TSHIRT');
    const delivery = { name: 'Juan Dela Cruz', address: '12 Rizal St, Quezon City', mobile: '09171234567', remarks: 'Size L' };
    const start = await snapshot(m);

    // Points plus cash, two of them.
    const held = await redeem(m, { goodsId: tshirt.id, quantity: 2, redeemType: 'PM', delivery });
    expect(held).toMatchObject({
      success: true,
      value: { status: 'P', quantity: 2, redeemType: 'PM', points: 1000, money: 300, goodsName: 'Playstate T-shirt' },
    });
    const first = held.value.id as number;
    expect(await points(m)).toBe(start.points - 100_000);
    expect(await balance(t, m)).toBe(start.cash - 30_000);
    expect((await goods('TSHIRT')).stock).toBe(start.stock.TSHIRT! - 2);
    expect(await accountBalance('hold:points')).toBe(start.holdPoints + 100_000);
    expect(await accountBalance('hold:redeem')).toBe(start.holdCash + 30_000);
    expect((await call(t, 'pointBalance', { as: m })).body.value).toEqual({ point: 4000, pointInProcess: 1000 });
    expect((await t.db.select().from(pointRedemptions).where(eq(pointRedemptions.id, first)))[0]!.delivery).toEqual(delivery);

    expect(await ops('point-redemptions', '--status', 'P')).toContain(`${first}  In Process  member ${m.memberId}  2 x Playstate T-shirt`);
    expect(await ops('point-reject', String(first), 'Out', 'of', 'size', 'L')).toContain('rejected');
    // Everything back; the redemption stays in the history as rejected.
    expect(await snapshot(m)).toEqual({ ...start, redemptions: 1 });
    await expect(ops('point-reject', String(first))).rejects.toThrow('pointMall.redemption.decided');
    await expect(ops('point-approve', String(first))).rejects.toThrow('pointMall.redemption.decided');
    expect(await snapshot(m)).toEqual({ ...start, redemptions: 1 });

    // A money good for points: approved, the points go to the house and its cash to the wallet, once.
    const cash100 = await goods('CASH100');
    const second = (await redeem(m, { goodsId: cash100.id, quantity: 2 })).value.id as number;
    const housePoints = await accountBalance('house:points');
    expect(await ops('point-approve', String(second))).toContain('approved');
    expect(await points(m)).toBe(start.points - 300_000);
    expect(await balance(t, m)).toBe(start.cash + 20_000);
    expect(await accountBalance('hold:points')).toBe(start.holdPoints);
    expect(await accountBalance('house:points')).toBe(housePoints + 300_000);
    await expect(ops('point-approve', String(second))).rejects.toThrow('pointMall.redemption.decided');
    expect(await balance(t, m)).toBe(start.cash + 20_000);
    await expect(ops('point-approve', '999999')).rejects.toThrow('pointMall.redemption.unknown');

    // The member is told both outcomes.
    const told = await t.db.select().from(messages).where(eq(messages.memberId, m.memberId));
    expect(told.map((x) => x.title).sort()).toEqual(['Points mall redemption approved', 'Points mall redemption rejected']);
    expect(told.find((x) => x.title.endsWith('rejected'))!.content).toContain('Out of size L');

    // The history and the point details agree with the ledger.
    const history = (await call(t, 'pointRedemptions', { as: m })).body.value;
    expect(history).toMatchObject({ total: 2, totalPoints: 4000, totalMoney: 300 });
    expect(history.content.map((r: { id: number; status: string }) => [r.id, r.status])).toEqual([
      [second, 'A'],
      [first, 'R'],
    ]);
    expect((await call(t, 'pointRedemptions', { as: m, query: { status: 'R' } })).body.value).toMatchObject({ total: 1, totalPoints: 1000 });
    const details = (await call(t, 'pointDetails', { as: m, query: { pageSize: 2 } })).body.value;
    expect(details).toMatchObject({ total: 4, totalPages: 2, totalIn: 6000, totalOut: 4000 });
    expect(details.content.map((d: { kind: string; amount: number; balanceAfter: number }) => [d.kind, d.amount, d.balanceAfter])).toEqual([
      ['points.redeem.hold', -3000, 2000],
      ['points.redeem.refund', 1000, 5000],
    ]);
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
  });

  it('sells the last unit once: the sold-out good refuses the next member until a rejection returns it', async () => {
    const a = await member(0, 3_000);
    const b = await member(0, 3_000);
    const voucher = await goods('FOODVOUCHER200');
    const id = (await redeem(a, { goodsId: voucher.id })).value.id as number;
    expect(await redeem(b, { goodsId: voucher.id })).toMatchObject({ success: false, errorCode: 'pointMall.soldOut' });
    const list = (await call(t, 'pointGoods', { query: { type: 'VOUCHER' } })).body.value.list as { code: string; soldOut: boolean }[];
    expect(list.find((g) => g.code === 'FOODVOUCHER200')!.soldOut).toBe(true);
    await ops('point-reject', String(id));
    expect((await redeem(b, { goodsId: voucher.id })).success).toBe(true);
    expect(await points(b)).toBe(100_000);
  });
});
