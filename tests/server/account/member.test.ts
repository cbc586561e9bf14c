import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { startTestServer } from '../test-server.ts';
import { routes } from '../../../contract/routes.ts';
import { call, raw, untyped } from '../call-client.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { members } from '../../../server/db/schema.ts';
import { MESSAGES } from '../../../server/messages/seed.ts';
import { DEMO_ACCOUNTS } from '../../../server/seed/base-data.ts';
import { queryRows } from '../../../server/db/client.ts';

let t: Awaited<ReturnType<typeof startTestServer>>;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await runOpsCommand(t.deps, 'token', { account: 'demo' });
});
afterAll(() => t.close());

describe('member and wallet', () => {
  it('answers the member info of the token', async () => {
    const res = await call(t, 'memberInfo', { as: token });
    expect(res.body).toMatchObject({
      success: true,
      value: { account: 'demo', nickname: 'Demo Player', type: 0, vipLabelName: 'VIP 2', currencySymbol: '₱' },
    });
    // Rank level and the unclaimed counts of the header: the seeded messages are unread; demo's bound mobile makes
    // the mobile newbie reward claimable (Saturday's sign-in cell asks for valid bets demo has not made today), and
    // the three seeded tickets wait to be opened.
    expect(res.body.value).toMatchObject({ hasVip: true, vipRankLevel: 2, availablePromoCount: 1 + 3, unreadMessage: MESSAGES.length });
    const newbie = (await call(t, 'registerPromotions', { as: token })).body.value.list;
    expect(newbie.filter((p: { claimable: boolean }) => p.claimable).map((p: { title: string }) => p.title)).toEqual(['Bind your mobile: ₱20']);
  });

  it('reads the balance from the ledger: the opening transfer from the house, the net of the seeded rounds and their rebates', async () => {
    const [demo] = await t.db.select().from(members).where(eq(members.account, 'demo'));
    const [played] = await queryRows<{ net: string; rounds: string; rebates: string }>(
      t.db,
      sql`select coalesce(sum(win - bet), 0) as net, count(*) as rounds,
                 (select coalesce(sum(amount), 0) from ledger_transfers where kind = 'bonus.rebate' and to_account_id = (select id from ledger_accounts where code = 'member:' || ${demo!.id})) as rebates
          from game_rounds where member_id = ${demo!.id}`,
    );
    expect(Number(played!.rounds)).toBeGreaterThan(0);
    expect(Number(played!.rebates)).toBeGreaterThan(0);
    const expected = (DEMO_ACCOUNTS.find((a) => a.account === 'demo')!.opening + Number(played!.net) + Number(played!.rebates)) / 100;
    const balance = (await call(t, 'balance', { as: token })).body;
    expect(balance.value).toEqual({ balance: expected, currency: 'PHP', currencySymbol: '₱' });
    const funds = (await call(t, 'consolidatedFunds', { as: token })).body;
    expect(funds.value.balance).toBe(expected);
  });

  it('tells agents and trial players apart by member type', async () => {
    const agent = await runOpsCommand(t.deps, 'token', { account: 'agent01' });
    expect((await call(t, 'memberInfo', { as: agent })).body.value.type).toBe(1);
  });

  it('stores a language choice and rejects bad ones without changing it', async () => {
    const put = (body: unknown) => untyped(t, 'setLanguage', { as: token, body });
    expect((await call(t, 'setLanguage', { as: token, body: { language: 'TL' } })).body).toMatchObject({ success: true, value: { language: 'TL' } });
    for (const bad of [{ language: 'XX' }, {}, { language: 'CN', extra: 1 }, { language: 5 }]) {
      const res = await put(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body).toMatchObject({ success: false, errorCode: 'request.invalid' });
    }
    const notJson = await raw(t, routes.setLanguage.method, routes.setLanguage.path, {
      as: token,
      body: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.success).toBe(false);
    const [row] = await t.db.select().from(members).where(eq(members.account, 'demo'));
    expect(row!.language).toBe('TL');
  });

  it('ends the session on logout', async () => {
    const own = await runOpsCommand(t.deps, 'token', { account: 'demo' });
    expect((await call(t, 'logout', { as: own })).body.success).toBe(true);
    expect((await call(t, 'memberInfo', { as: own })).status).toBe(401);
    // Other sessions of the same member stay valid.
    expect((await call(t, 'memberInfo', { as: token })).status).toBe(200);
  });
});

describe('the member icon', () => {
  it('answers the avatar, changes it, refuses ids outside 1 to 12, and draws it', async () => {
    const get = () => call(t, 'memberIcon', { as: token });
    expect((await get()).body.value).toEqual({ iconId: 1, url: '/art/avatar/1.svg' });
    const put = (body: unknown) => untyped(t, 'setMemberIcon', { as: token, body });
    expect((await call(t, 'setMemberIcon', { as: token, body: { iconId: 7 } })).body.value).toEqual({ iconId: 7, url: '/art/avatar/7.svg' });
    expect((await call(t, 'memberInfo', { as: token })).body.value.iconUrl).toBe('/art/avatar/7.svg');
    for (const bad of [{ iconId: 0 }, { iconId: 13 }, { iconId: '3' }, {}]) expect((await put(bad)).status, JSON.stringify(bad)).toBe(400);
    expect((await get()).body.value.iconId).toBe(7);
    const art = await t.app.inject({ method: 'GET', url: '/art/avatar/7.svg' });
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect((await t.app.inject({ method: 'GET', url: '/art/avatar/13.svg' })).statusCode).toBe(404);
  });
});
