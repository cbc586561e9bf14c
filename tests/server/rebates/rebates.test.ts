// The member's rebates (issue 13 item 3): ODSFE2_getRebate shows the rates by game type (VIP included), today's
// valid bets and rebate so far, and yesterday's paid rebates; with manual claims on (MANPLAYREB3),
// ODSFE2_rebateDisburse pays today's due once (a second claim is refused and moves nothing) and the day close then
// pays only the rest. Off flags refuse; bad input is refused and moves nothing. PGlite and PostgreSQL.
import { LEDGER_OK, ledgerViolations } from '../../../server/ledger/checks.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { rebateClaims, settlements } from '../../../server/db/schema-economy.ts';
import { members } from '../../../server/db/schema.ts';
import { claimReward, issueRewards } from '../../../server/rewards/service.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { dbKinds, startTestServer } from '../test-server.ts';
import { type TestServer } from '../vendor-helpers.ts';
import { balance, signedInMember } from '../wallet-helpers.ts';
import { gameOf, passMidnight, playRound, today } from '../economy-helpers.ts';
import { call, untyped } from '../call-client.ts';

describe.each(dbKinds)('rebates of a member on %s', (kind) => {
  let t: TestServer;
  const flag = async (modId: string, enabled: boolean) => {
    await runOpsCommand(t.deps, 'flag-set', { modId, enabled });
    t.app.statusCache.invalidate();
  };
  const claims = (memberId: number) => t.db.select().from(rebateClaims).where(eq(rebateClaims.memberId, memberId)).orderBy(rebateClaims.id);

  beforeAll(async () => {
    t = await startTestServer({ kind });
    await t.app.jobs.runDue();
  });
  afterAll(() => t.close());

  it("shows the rates by game type, today's valid bets and the rebate so far, without bonus bets", async () => {
    const m = await signedInMember(t, 1_000_000);
    await playRound(t, m.memberId, await gameOf(t, 'RNG', 1), 12_345, 20_000);
    await playRound(t, m.memberId, await gameOf(t, 'LIVE'), 10_000);
    await playRound(t, m.memberId, await gameOf(t, 'LIVE'), 5_000, 'rollback');
    // A ₱1.00 reward with 10x turnover: the next ₱10.00 of valid bets earn no rebate.
    t.clock.advance(1_000);
    const [rewardId] = await issueRewards(t.db, t.clock.now(), [
      { key: `rebate-test:${m.memberId}`, memberId: m.memberId, type: 'MANUAL', title: 'Test', amount: 100, turnoverMultiple: 10 },
    ]);
    await claimReward(t.db, t.clock, 'PHP', m.memberId, rewardId!);
    t.clock.advance(1_000);
    await playRound(t, m.memberId, await gameOf(t, 'FISH'), 1_000);

    const res = await call(t, 'getRebate', { as: m });
    expect(res.body).toMatchObject({ success: true, errorCode: '' });
    const v = res.body.value;
    expect(v).toMatchObject({ day: today(t).key, manualClaim: false, vipLevel: 0, totalDue: 2.28, yesterday: { paid: [], total: 0 } });
    const line = (type: string) => v.lines.find((l: { gameType: string }) => l.gameType === type);
    expect(v.lines.map((l: { gameType: string }) => l.gameType)).toEqual(['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT']);
    expect(line('RNG')).toEqual({ gameType: 'RNG', rate: 1.2, validBet: 123.45, bonusBet: 0, claimed: 0, due: 1.48 });
    expect(line('LIVE')).toEqual({ gameType: 'LIVE', rate: 0.8, validBet: 100, bonusBet: 0, claimed: 0, due: 0.8 });
    // The turnover is played by this round (₱10.00 of ₱10.00): a bonus bet all the same.
    expect(line('FISH')).toEqual({ gameType: 'FISH', rate: 1, validBet: 10, bonusBet: 10, claimed: 0, due: 0 });
    expect(line('PVP')).toMatchObject({ rate: 0, due: 0 });
  });

  it('refuses a claim while manual claims are off, and moves nothing', async () => {
    const m = await signedInMember(t, 1_000_000);
    await playRound(t, m.memberId, await gameOf(t, 'RNG', 1), 10_000);
    const before = await balance(t, m);
    const res = await call(t, 'rebateDisburse', { as: m, body: {} });
    expect(res.body).toMatchObject({ success: false, errorCode: 'function.not.available' });
    expect(await balance(t, m)).toBe(before);
    expect(await claims(m.memberId)).toEqual([]);
  });

  it("pays today's due once, refuses a second claim right after, and the day close pays only the rest", async () => {
    await flag('MANPLAYREB3', true);
    try {
      const m = await signedInMember(t, 1_000_000);
      const day = today(t);
      await playRound(t, m.memberId, await gameOf(t, 'RNG', 1), 10_000);
      await playRound(t, m.memberId, await gameOf(t, 'LIVE'), 10_050);
      let before = await balance(t, m);
      expect((await call(t, 'getRebate', { as: m })).body.value).toMatchObject({ manualClaim: true, totalDue: 2.0 });

      // A double click: both requests at once pay once.
      const [first, second] = await Promise.all([call(t, 'rebateDisburse', { as: m, body: {} }), call(t, 'rebateDisburse', { as: m, body: {} })]);
      const answers = [first!.body, second!.body].sort((x, y) => Number(y.success) - Number(x.success));
      expect(answers[0]).toMatchObject({
        success: true,
        value: {
          day: day.key,
          total: 2.0,
          paid: [
            { gameType: 'RNG', amount: 1.2 },
            { gameType: 'LIVE', amount: 0.8 },
          ],
        },
      });
      expect(answers[1]).toMatchObject({ success: false, errorCode: 'rebate.nothing.due' });
      expect(await balance(t, m)).toBe(before + 200);
      const again = await call(t, 'rebateDisburse', { as: m, body: {} });
      expect(again.body).toMatchObject({ success: false, errorCode: 'rebate.nothing.due' });
      expect(await balance(t, m)).toBe(before + 200);
      expect((await claims(m.memberId)).map((c) => [c.gameType, c.basis, c.amount, c.transferId !== null])).toEqual([
        ['RNG', 10_000, 120, true],
        ['LIVE', 10_050, 80, true],
      ]);

      // More play: 1.2 % of 150.00 = 1.80 in all, 1.20 claimed; LIVE 0.8 % of 100.50 = 0.804, 0.80 claimed.
      await playRound(t, m.memberId, await gameOf(t, 'RNG', 1), 5_000);
      before -= 5_000;
      const info = (await call(t, 'getRebate', { as: m })).body.value;
      expect(info.lines.filter((l: { due: number }) => l.due > 0)).toEqual([
        { gameType: 'RNG', rate: 1.2, validBet: 150, bonusBet: 0, claimed: 1.2, due: 0.6 },
      ]);
      // One type claimed alone; another with nothing due is refused.
      expect((await call(t, 'rebateDisburse', { as: m, body: { gameType: 'LIVE' } })).body).toMatchObject({ errorCode: 'rebate.nothing.due' });
      await playRound(t, m.memberId, await gameOf(t, 'LIVE'), 20_000);
      before -= 20_000;
      expect((await call(t, 'rebateDisburse', { as: m, body: { gameType: 'LIVE' } })).body.value).toEqual({
        day: day.key,
        paid: [{ gameType: 'LIVE', amount: 1.6 }],
        total: 1.6,
      });
      expect(await balance(t, m)).toBe(before + 200 + 160);

      passMidnight(t);
      await t.app.jobs.runDue();
      const rows = await t.db
        .select()
        .from(settlements)
        .where(and(eq(settlements.memberId, m.memberId), eq(settlements.period, day.key)));
      // RNG: 180 for the day, 120 claimed: 60 left. LIVE: 0.8 % of 300.50 = 2.404 -> 240, all claimed: no row.
      expect(rows.map((r) => [r.rule, r.amount])).toEqual([['rebate:RNG', 60]]);
      expect(await balance(t, m)).toBe(before + 200 + 160 + 60);

      // Yesterday's rebates on the page: claims and the close together.
      const next = (await call(t, 'getRebate', { as: m })).body.value;
      expect(next.yesterday).toEqual({
        day: day.key,
        paid: [
          { gameType: 'RNG', amount: 1.8 },
          { gameType: 'LIVE', amount: 2.4 },
        ],
        total: 4.2,
      });
      expect(next.totalDue).toBe(0);
      expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
    } finally {
      await flag('MANPLAYREB3', false);
    }
  });

  it('counts the VIP extra in the rates shown and paid', async () => {
    await flag('MANPLAYREB3', true);
    try {
      await t.db.execute(sql`insert into vip_levels (level, name, deposit_required, valid_bet_required, condition_type, keep_deposit, keep_valid_bet, keep_type,
                               upgrade_bonus, upgrade_turnover_multiple, rebate_extra_bp, daily_withdrawals)
                             values (4, 'VIP 4', 0, 0, 'ANY', 0, 0, 'ANY', 0, 0, 15, 10)
                             on conflict (level) do update set rebate_extra_bp = 15`);
      const m = await signedInMember(t, 1_000_000);
      await t.db.update(members).set({ vipLevel: 4 }).where(eq(members.id, m.memberId));
      await playRound(t, m.memberId, await gameOf(t, 'RNG', 1), 10_000);
      const v = (await call(t, 'getRebate', { as: m })).body.value;
      expect(v.vipLevel).toBe(4);
      expect(v.lines.slice(0, 4).map((l: { gameType: string; rate: number }) => [l.gameType, l.rate])).toEqual([
        ['RNG', 1.35],
        ['LIVE', 0.95],
        ['FISH', 1.15],
        ['PVP', 0],
      ]);
      expect((await call(t, 'rebateDisburse', { as: m, body: {} })).body.value.total).toBe(1.35);
    } finally {
      await flag('MANPLAYREB3', false);
    }
  });

  it('refuses bad input with 400 and moves nothing', async () => {
    await flag('MANPLAYREB3', true);
    try {
      const m = await signedInMember(t, 1_000_000);
      await playRound(t, m.memberId, await gameOf(t, 'RNG', 1), 10_000);
      const before = await balance(t, m);
      for (const body of [{ gameType: 'CASINO' }, { gameType: 7 }, { gameType: 'RNG', amount: 5 }, { gameType: ['RNG'] }]) {
        const res = await untyped(t, 'rebateDisburse', { as: m, body });
        expect([res.status, res.body.errorCode]).toEqual([400, 'request.invalid']);
      }
      expect(await balance(t, m)).toBe(before);
      expect(await claims(m.memberId)).toEqual([]);
      expect((await call(t, 'getRebate')).status).toBe(401);
    } finally {
      await flag('MANPLAYREB3', false);
    }
  });

  it('answers function.not.available while rebates (MYRBT3) are off', async () => {
    const m = await signedInMember(t, 1_000_000);
    await playRound(t, m.memberId, await gameOf(t, 'RNG', 1), 10_000);
    const before = await balance(t, m);
    await flag('MYRBT3', false);
    try {
      expect((await call(t, 'getRebate', { as: m })).body).toMatchObject({ success: false, errorCode: 'function.not.available' });
      await flag('MANPLAYREB3', true);
      expect((await call(t, 'rebateDisburse', { as: m, body: {} })).body).toMatchObject({ success: false, errorCode: 'function.not.available' });
    } finally {
      await flag('MYRBT3', true);
      await flag('MANPLAYREB3', false);
    }
    expect(await balance(t, m)).toBe(before);
    expect(await claims(m.memberId)).toEqual([]);
  });
});
