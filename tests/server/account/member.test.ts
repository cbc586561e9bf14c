import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MERCHANT_HEADERS, startTestServer } from '../test-server.ts';
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

const as = (tok: string) => ({ ...MERCHANT_HEADERS, authorization: tok });

describe('member and wallet', () => {
  it('answers the member info of the token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: as(token) });
    expect(res.json()).toMatchObject({
      success: true,
      value: { account: 'demo', nickname: 'Demo Player', type: 0, vipLabelName: 'VIP 2', currencySymbol: '₱' },
    });
    // Rank level and the unclaimed counts of the header: the seeded messages are unread; demo's bound mobile makes
    // the mobile newbie reward claimable (Saturday's sign-in cell asks for valid bets demo has not made today), and
    // the three seeded tickets wait to be opened.
    expect(res.json().value).toMatchObject({ hasVip: true, vipRankLevel: 2, availablePromoCount: 1 + 3, unreadMessage: MESSAGES.length });
    const newbie = (await t.app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getRegisterPromotionList', headers: as(token) })).json().value.list;
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
    const balance = (await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: as(token) })).json();
    expect(balance.value).toEqual({ balance: expected, currency: 'PHP', currencySymbol: '₱' });
    const funds = (await t.app.inject({ method: 'GET', url: '/wps/member/info/funds/consolidated', headers: as(token) })).json();
    expect(funds.value.balance).toBe(expected);
  });

  it('tells agents and trial players apart by member type', async () => {
    const agent = await runOpsCommand(t.deps, 'token', { account: 'agent01' });
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: as(agent) })).json().value.type).toBe(1);
  });

  it('stores a language choice and rejects bad ones without changing it', async () => {
    const put = (payload: unknown, headers = {}) =>
      t.app.inject({ method: 'PUT', url: '/wps/member/language', headers: { ...as(token), ...headers }, payload: payload as string });
    expect((await put({ language: 'TL' })).json()).toMatchObject({ success: true, value: { language: 'TL' } });
    for (const bad of [{ language: 'XX' }, {}, { language: 'CN', extra: 1 }, { language: 5 }]) {
      const res = await put(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
    }
    const notJson = await put('{not json', { 'content-type': 'application/json' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().success).toBe(false);
    const [row] = await t.db.select().from(members).where(eq(members.account, 'demo'));
    expect(row!.language).toBe('TL');
  });

  it('ends the session on logout', async () => {
    const own = await runOpsCommand(t.deps, 'token', { account: 'demo' });
    expect((await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: as(own) })).json().success).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: as(own) })).statusCode).toBe(401);
    // Other sessions of the same member stay valid.
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: as(token) })).statusCode).toBe(200);
  });
});

describe('the member icon', () => {
  it('answers the avatar, changes it, refuses ids outside 1 to 12, and draws it', async () => {
    const get = () => t.app.inject({ method: 'GET', url: '/wps/member/info/icon', headers: as(token) });
    expect((await get()).json().value).toEqual({ iconId: 1, url: '/art/avatar/1.svg' });
    const put = (payload: unknown) => t.app.inject({ method: 'PUT', url: '/wps/member/info/icon', headers: as(token), payload: payload as object });
    expect((await put({ iconId: 7 })).json().value).toEqual({ iconId: 7, url: '/art/avatar/7.svg' });
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: as(token) })).json().value.iconUrl).toBe('/art/avatar/7.svg');
    for (const bad of [{ iconId: 0 }, { iconId: 13 }, { iconId: '3' }, {}]) expect((await put(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    expect((await get()).json().value.iconId).toBe(7);
    const art = await t.app.inject({ method: 'GET', url: '/art/avatar/7.svg' });
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect((await t.app.inject({ method: 'GET', url: '/art/avatar/13.svg' })).statusCode).toBe(404);
  });
});
