// The agent centre's team reports and the agent rebate (issue 14), on PGlite and (with PG_TEST_URL) PostgreSQL. A
// team of its own: agent A (1.0% on RNG and LIVE), its direct player P1, its sub-agent S (0.6%) and S's player P2,
// plus an outsider. Each figure a report shows is checked against the rounds, deposits and withdrawals made here;
// the agent rebate of the day is paid once by the day close, by the difference rule.
import { LEDGER_OK, ledgerViolations } from '../../../server/ledger/checks.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../../server/db/client.ts';
import { members } from '../../../server/db/schema.ts';
import { agentEarnings, agentRates } from '../../../server/db/schema-agents.ts';
import { transfer } from '../../../server/ledger/transfer.ts';
import { createSession } from '../../../server/session/sessions.ts';
import { dayOf } from '../../../server/shared/day-range.ts';
import { closeDay } from '../../../server/jobs/day-close.ts';
import type { EconomyPeriod } from '../../../server/shared/periods.ts';
import { dbKinds, startTestServer } from '../test-server.ts';
import { balanceOf, uid, type TestServer } from '../vendor-helpers.ts';
import { signedInMember, type TestMember } from '../wallet-helpers.ts';
import { untyped } from '../call-client.ts';
import { DAY, gameOf, passMidnight, playRound, today } from '../economy-helpers.ts';
import { accountId, houseAccountId, memberAccountCode } from '../../../server/ledger/accounts.ts';

const cents = (n: number) => Math.round(n * 100);
const FIELDS = ['deposit', 'withdrawal', 'bet', 'win', 'rebate', 'wages', 'dividends', 'agentRebate', 'promotions', 'fees', 'profitLoss'] as const;
type Row = Record<(typeof FIELDS)[number], number> & { account: string; members: number; isAgent: boolean };

describe.each(dbKinds)('agent reports on %s', (kind) => {
  let t: TestServer;
  let A: TestMember, S: TestMember, P1: TestMember, P2: TestMember, outsider: TestMember;
  let day: EconomyPeriod;
  type Report = 'teamBetting' | 'teamProfitLoss' | 'agentRevenue' | 'teamTransactions';
  /** A team report by name, its query and value read loosely (untyped), as these tests build and read them. */
  const get = (m: TestMember, call: Report, query: Record<string, string | number>) => untyped(t, call, { as: m, query });
  const range = () => ({ startDate: day.key, endDate: day.key });
  const bothDays = () => ({ startDate: day.key, endDate: new Date(Date.parse(`${day.key}T00:00:00Z`) + DAY).toISOString().slice(0, 10) });

  async function money(m: TestMember, kindOf: 'deposit' | 'withdrawal', amount: number) {
    const house = await houseAccountId(t.db, 'PHP');
    const wallet = await accountId(t.db, memberAccountCode(m.memberId), 'PHP', { memberId: m.memberId });
    const [fromAccountId, toAccountId] = kindOf === 'deposit' ? [house, wallet] : [wallet, house];
    await transfer(t.db, t.clock, { key: uid(kindOf), kind: kindOf, fromAccountId, toAccountId, amount });
  }

  beforeAll(async () => {
    t = await startTestServer({ kind });
    // The seeded days are settled already (the seed's agent rebate included): this closes nothing new.
    await t.app.jobs.runDue();
    A = await signedInMember(t, 0, 1);
    S = await signedInMember(t, 500_000, 41);
    P1 = await signedInMember(t, 500_000);
    P2 = await signedInMember(t, 500_000);
    outsider = await signedInMember(t, 500_000);
    await t.db.update(members).set({ parentId: A.memberId }).where(eq(members.id, S.memberId));
    await t.db.update(members).set({ parentId: A.memberId }).where(eq(members.id, P1.memberId));
    await t.db.update(members).set({ parentId: S.memberId }).where(eq(members.id, P2.memberId));
    await t.db.insert(agentRates).values([
      { memberId: A.memberId, gameType: 'RNG', rateBp: 100 },
      { memberId: A.memberId, gameType: 'LIVE', rateBp: 100 },
      { memberId: S.memberId, gameType: 'RNG', rateBp: 60 },
      { memberId: S.memberId, gameType: 'LIVE', rateBp: 60 },
    ]);
    day = today(t);
    const rng = await gameOf(t, 'RNG', 2);
    const live = await gameOf(t, 'LIVE', 1);
    await playRound(t, P1.memberId, rng, 10_000); // lost
    await playRound(t, P2.memberId, rng, 20_000, 5_000);
    await playRound(t, P2.memberId, live, 30_000); // lost
    await playRound(t, S.memberId, rng, 5_000); // the sub-agent's own bet: in A's team, not in S's
    await playRound(t, outsider.memberId, rng, 40_000);
    await money(P1, 'deposit', 100_000);
    await money(P1, 'withdrawal', 20_000);
  });
  afterAll(() => t.close());

  it('refuses members (403) and accounts outside the team (agent.notInTeam), changing nothing', async () => {
    const demo = await t.db.select().from(members).where(eq(members.account, 'demo'));
    const member = { memberId: demo[0]!.id, account: 'demo', token: await createSession(t.deps, demo[0]!.id) };
    for (const call of ['teamBetting', 'teamProfitLoss', 'agentRevenue', 'teamTransactions'] as const) {
      const res = await get(member, call, range());
      expect(res.status, call).toBe(403);
      expect(res.body.errorCode, call).toBe('agent.only');
    }
    for (const call of ['teamBetting', 'teamProfitLoss', 'teamTransactions'] as const)
      for (const account of [outsider.account, A.account, 'nobody_here']) {
        const res = await get(A, call, { ...range(), account });
        expect(res.body, `${call} ${account}`).toMatchObject({ success: false, errorCode: 'agent.notInTeam' });
      }
    expect((await get(A, 'teamBetting', { account: 'bad name!' })).status).toBe(400);
  });

  it("team betting lists the team's rounds with their superior, valid bet and P&L, totals of the whole range, paged", async () => {
    const all = (await get(A, 'teamBetting', { ...range(), pageSize: 3 })).body.value;
    expect(all.total).toBe(4);
    expect(all.totalPages).toBe(2);
    expect(all.content).toHaveLength(3);
    expect(all.footer).toEqual({ count: 4, bet: 650, validBet: 650, win: 50, profitLoss: -600 });
    const second = (await get(A, 'teamBetting', { ...range(), pageSize: 3, pageNum: 2 })).body.value;
    expect(second.content).toHaveLength(1);
    expect(second.footer).toEqual(all.footer);
    const p2 = (await get(A, 'teamBetting', { ...range(), account: P2.account })).body.value;
    expect(
      p2.content
        .map((r: { account: string; superior: string; bet: number; validBet: number; win: number; profitLoss: number; gameType: string; status: string }) => [
          r.account,
          r.superior,
          r.gameType,
          r.bet,
          r.validBet,
          r.win,
          r.profitLoss,
          r.status,
        ])
        .sort(),
    ).toEqual([
      [P2.account, S.account, 'LIVE', 300, 300, 0, -300, 'settled'],
      [P2.account, S.account, 'RNG', 200, 200, 50, -150, 'settled'],
    ]);
    const live = (await get(A, 'teamBetting', { ...range(), gameType: 'LIVE' })).body.value;
    expect(live.footer).toMatchObject({ count: 1, bet: 300 });
    // The sub-agent sees only its own team.
    expect((await get(S, 'teamBetting', range())).body.value.footer).toEqual({ count: 2, bet: 500, validBet: 500, win: 50, profitLoss: -450 });
    const empty = (await get(A, 'teamBetting', { startDate: '2026-01-01', endDate: '2026-01-02' })).body.value;
    expect(empty).toMatchObject({ total: 0, content: [], footer: { count: 0, bet: 0 }, startDate: '2026-01-01', endDate: '2026-01-02' });
  });

  it('the day close pays the agent rebate once by the difference rule: the sub 0.6% of its team, the top the rest of 1.0%', async () => {
    const before = { A: await balanceOf(t, A.memberId), S: await balanceOf(t, S.memberId) };
    passMidnight(t);
    expect(await closeDay(t.deps, day)).toMatch(/agent-rebate: \d+ row\(s\), \d+ paid/);
    // S: 0.6% of P2's 200 + 300 = 3.00. A: 1.0% of 100 + 50 + 500 = 6.50, less S's 3.00 = 3.50 (0.4% of S's team
    // plus 1.0% of P1's and S's own bets). 6.50 paid in all: 1.0% of the team's valid bet.
    // S's own bet earned S a player's rebate as well (bonus.rebate), apart from its agent rebate.
    const [own] = await queryRows<{ n: string }>(
      t.db,
      sql`select coalesce(sum(amount), 0) as n from settlements where member_id = ${S.memberId} and rule like 'rebate:%' and period = ${day.key}`,
    );
    expect(await balanceOf(t, S.memberId)).toBe(before.S + 300 + Number(own!.n));
    expect(await balanceOf(t, A.memberId)).toBe(before.A + 350);
    const earned = await t.db.select().from(agentEarnings).where(eq(agentEarnings.period, day.key));
    const of = (m: TestMember) => earned.find((e) => e.agentId === m.memberId)!;
    expect(of(S)).toMatchObject({ rule: 'agent-rebate', basis: 50_000, gross: 300, downline: 0, amount: 300, rateBp: 60 });
    expect(of(A)).toMatchObject({ basis: 65_000, gross: 650, downline: 300, amount: 350, rateBp: 100 });
    expect(of(A).detail).toEqual({
      types: {
        RNG: { basis: 35_000, rateBp: 100, gross: 350, downline: 120, amount: 230 },
        LIVE: { basis: 30_000, rateBp: 100, gross: 300, downline: 180, amount: 120 },
      },
    });

    // Exactly once: a second close writes and pays nothing.
    expect(await closeDay(t.deps, day)).toContain('agent-rebate: 0 row(s), 0 paid, 0.00');
    expect(await balanceOf(t, A.memberId)).toBe(before.A + 350);
    const [transfers] = await queryRows<{ n: string }>(
      t.db,
      sql`select count(*) as n from ledger_transfers where kind = 'agent.rebate' and idempotency_key like ${`settle:agent-rebate:%:${day.key}`}`,
    );
    expect(Number(transfers!.n)).toBeGreaterThanOrEqual(2);
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
  });

  it('my income is the agent rebate of the day it was earned, equal to its earnings records', async () => {
    const a = (await get(A, 'agentRevenue', bothDays())).body.value;
    expect(a.content).toEqual([{ date: day.key, agentRebate: 3.5, dailyWage: 0, hourlyWage: 0, realtimeWage: 0, dividend: 0, total: 3.5 }]);
    expect(a.footer).toEqual({ agentRebate: 3.5, dailyWage: 0, hourlyWage: 0, realtimeWage: 0, dividend: 0, total: 3.5 });
    expect((await get(S, 'agentRevenue', range())).body.value.footer.total).toBe(3);
    // The seeded agent: 30 days of demo play settled, each day's income equal to its earnings row.
    const agent01 = (await t.db.select().from(members).where(eq(members.account, 'agent01')))[0]!;
    const seeded = { memberId: agent01.id, account: 'agent01', token: await createSession(t.deps, agent01.id) };
    const month = (
      await get(seeded, 'agentRevenue', {
        startDate: new Date(Date.parse(`${day.key}T00:00:00Z`) - 35 * DAY).toISOString().slice(0, 10),
        endDate: day.key,
        pageSize: 100,
      })
    ).body.value;
    const records = await t.db.select().from(agentEarnings).where(eq(agentEarnings.agentId, agent01.id));
    expect(records.length).toBeGreaterThanOrEqual(28);
    expect(cents(month.footer.total)).toBe(records.reduce((s, r) => s + r.amount, 0));
    // Each day's income is the earnings (agent rebate, wages, dividends) of the periods that began that day.
    const byDay = new Map<string, number>();
    for (const r of records.filter((e) => e.amount > 0)) {
      const d = dayOf(r.periodFrom, t.deps.config.wallet.timeZoneOffsetMinutes);
      byDay.set(d, (byDay.get(d) ?? 0) + r.amount);
    }
    expect(month.content).toHaveLength(byDay.size);
    for (const r of month.content as { date: string; total: number }[]) expect(cents(r.total), r.date).toBe(byDay.get(r.date));
  });

  it('user P&L: self, one row per direct downline covering its branch, and a team total equal to the rows to the centavo', async () => {
    const res = (await get(A, 'teamProfitLoss', bothDays())).body.value;
    const rows = res.content as Row[];
    expect(rows.map((r) => r.account).sort()).toEqual([P1.account, S.account].sort());
    const p1 = rows.find((r) => r.account === P1.account)!;
    const s = rows.find((r) => r.account === S.account)!;
    const [rebates] = await queryRows<{ p1: string; branch: string }>(
      t.db,
      sql`select coalesce(sum(amount) filter (where member_id = ${P1.memberId}), 0) as p1, coalesce(sum(amount) filter (where member_id in (${S.memberId}, ${P2.memberId})), 0) as branch
          from settlements where rule like 'rebate:%' and period = ${day.key}`,
    );
    expect(p1).toMatchObject({ isAgent: false, members: 1, deposit: 1000, withdrawal: 200, bet: 100, win: 0, agentRebate: 0, fees: 0 });
    expect(cents(p1.rebate)).toBe(Number(rebates!.p1));
    expect(s).toMatchObject({ isAgent: true, members: 2, deposit: 0, withdrawal: 0, bet: 550, win: 50, agentRebate: 3 });
    expect(cents(s.rebate)).toBe(Number(rebates!.branch));
    for (const r of [...rows, res.footer.self])
      expect(cents(r.profitLoss)).toBe(
        cents(r.win) - cents(r.bet) + cents(r.rebate) + cents(r.wages) + cents(r.dividends) + cents(r.agentRebate) + cents(r.promotions) - cents(r.fees),
      );
    for (const f of FIELDS) expect(cents(res.footer.team[f]), f).toBe(rows.reduce((sum, r) => sum + cents(r[f]), 0));
    expect(res.footer.self).toMatchObject({ account: A.account, isAgent: true, members: 1, agentRebate: 3.5, bet: 0 });

    // Drilled into the sub-agent: S is the self row, P2 its one branch.
    const drill = (await get(A, 'teamProfitLoss', { ...bothDays(), account: S.account })).body.value;
    expect(drill.footer.self).toMatchObject({ account: S.account, bet: 50, agentRebate: 3 });
    expect(drill.content.map((r: Row) => [r.account, r.bet, r.win])).toEqual([[P2.account, 500, 50]]);
    expect(drill.footer.team.bet).toBe(500);
  });

  it("account details: the team's wallet movements by kind and account, in, out and net; at most 90 days", async () => {
    const bets = (await get(A, 'teamTransactions', { ...range(), kind: 'game.bet' })).body.value;
    expect(bets.total).toBe(4);
    expect(bets.footer).toEqual({ totalIn: 0, totalOut: 650, net: -650 });
    const p1 = (await get(A, 'teamTransactions', { ...range(), account: P1.account, kind: 'deposit' })).body.value;
    expect(p1.content).toMatchObject([{ account: P1.account, kind: 'deposit', amount: 1000 }]);
    const agentMoney = (await get(A, 'teamTransactions', { ...bothDays(), kind: 'agent' })).body.value;
    expect(agentMoney.content).toMatchObject([{ account: S.account, kind: 'agent.rebate', amount: 3 }]);
    const ninety = { startDate: new Date(Date.parse(`${day.key}T00:00:00Z`) - 89 * DAY).toISOString().slice(0, 10), endDate: day.key };
    expect((await get(A, 'teamTransactions', ninety)).body.success).toBe(true);
    const longer = { ...ninety, startDate: new Date(Date.parse(`${day.key}T00:00:00Z`) - 90 * DAY).toISOString().slice(0, 10) };
    expect((await get(A, 'teamTransactions', longer)).body).toMatchObject({ success: false, errorCode: 'agent.range.tooLong' });
  });
});
