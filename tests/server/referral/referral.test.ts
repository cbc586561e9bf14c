// Invite friends (issue 15) on PGlite and PostgreSQL: the member's code and link, a registration through it making
// an invitee (R), duplicates by device, bank account and mobile number (M, never paid), qualification by a first
// deposit and valid bets within the days allowed (A) or not (F), and the income settled once at the day close (a
// second close pays nothing), equal to the qualified invitees' deposits and valid bets at the configured rates.
import { LEDGER_OK, ledgerViolations } from '../../../server/ledger/checks.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like, sql } from 'drizzle-orm';
import { members } from '../../../server/db/schema.ts';
import { referrals } from '../../../server/db/schema-loyalty.ts';
import { promotions, settlements } from '../../../server/db/schema-economy.ts';
import { queryRows } from '../../../server/db/client.ts';
import { createSession } from '../../../server/session/sessions.ts';
import { bindBankAccount } from '../../../server/withdrawal/bank-accounts.ts';
import { closeDay, referralDayRule } from '../../../server/jobs/day-close.ts';
import { DEMO_REFERRAL_CONFIG } from '../../../server/referral/seed.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { dbKinds, startTestServer } from '../test-server.ts';
import { GAME, uid } from '../vendor-helpers.ts';
import { passMidnight, playRound, today, DAY } from '../economy-helpers.ts';
import { balance, signedInMember, type TestMember, type TestServer } from '../wallet-helpers.ts';
import { pointBalance } from '../../../server/ledger/accounts.ts';
import { call, untyped } from '../call-client.ts';
import { depositPaid, registerInvitee } from './invitees.ts';

const C = DEMO_REFERRAL_CONFIG;

describe.each(dbKinds)('invite friends on %s', (kind) => {
  let t: TestServer;
  let ip = 0;
  let seq = 0;
  beforeAll(async () => {
    t = await startTestServer({ kind });
  });
  afterAll(() => t.close());

  const name = (p: string) => `${p}${process.pid % 1000}x${++seq}`;
  const details = async (m: TestMember) => (await call(t, 'referralDetails', { as: m })).body;
  /** Registers through the link: the code and the browser's device id; answers the new member (signed in). */
  async function registerWith(code: string, device: string | undefined): Promise<TestMember> {
    return registerInvitee(t, { account: name('inv'), code, deviceId: device, ip: `10.7.${kind === 'pglite' ? 1 : 2}.${++ip}` });
  }
  const invitee = async (m: TestMember) => (await t.db.select().from(referrals).where(eq(referrals.inviteeId, m.memberId)))[0];
  const deposit = (m: TestMember, centavos: number) => depositPaid(t, m, centavos);
  /** Rounds of `bet` centavos each, each winning its stake back (valid bet = the stake on the demo slot). */
  const play = async (m: TestMember, rounds: number, bet: number) => {
    for (let i = 0; i < rounds; i++) await playRound(t, m.memberId, GAME, bet, bet);
  };
  const closeYesterday = async () => {
    passMidnight(t);
    const day = today(t);
    const yesterday = { ...day, key: '', from: new Date(day.from.getTime() - DAY), to: day.from };
    const { periodOf } = await import('../../../server/shared/periods.ts');
    const closed = periodOf('day', yesterday.from, t.deps.config.wallet.timeZoneOffsetMinutes);
    return closeDay(t.deps, closed, [referralDayRule]);
  };
  const rows = (referrerId: number) =>
    t.db
      .select()
      .from(settlements)
      .where(sql`${settlements.memberId} = ${referrerId} and ${settlements.rule} like 'referral:%'`);
  const fresh = async (m: TestMember): Promise<TestMember> => ({ ...m, token: await createSession(t.deps, m.memberId) });

  it('gives a player a code on the first ask and a link to register with it; the same code after', async () => {
    const me = await signedInMember(t, 0);
    const first = await details(me);
    expect(first.success).toBe(true);
    expect(first.value.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(first.value.link).toMatch(new RegExp(`/register\\?referralCode=${first.value.referralCode}$`));
    expect(first.value).toMatchObject({ running: true, totalInvitations: 0, qualified: 0, totalPrize: 0, totalPoints: 0 });
    expect((await details(me)).value.referralCode).toBe(first.value.referralCode);
    // An agent has affiliate codes instead; a visitor is not signed in.
    const agent = await signedInMember(t, 0, 1);
    expect((await details(agent)).errorCode).toBe('referral.players.only');
    expect((await call(t, 'referralDetails')).status).toBe(401);
    // The terms are public.
    expect((await call(t, 'referralPromotion')).body.value).toMatchObject({
      enabled: true,
      qualifyDays: C.qualifyDays,
      minFirstDeposit: C.minFirstDeposit / 100,
    });
  });

  it('makes a registration with the code an invitee (R) in the same transaction; an unknown code registers without one', async () => {
    const me = await signedInMember(t, 0);
    const code = (await details(me)).value.referralCode as string;
    const friend = await registerWith(code.toLowerCase(), uid('dev'));
    expect(await invitee(friend)).toMatchObject({ referrerId: me.memberId, status: 'R', duplicateOf: null });
    const list = (await call(t, 'inviteList', { as: me })).body.value;
    expect(list.total).toBe(1);
    expect(list.content[0]).toMatchObject({ status: 'R', firstDepositTime: null, qualifiedAt: null });
    expect(list.content[0]!.inviteeName).toContain('***');
    expect(list.content[0]!.inviteeName).not.toBe(friend.account);
    const stranger = await registerWith('NOSUCHCD', uid('dev'));
    expect(await invitee(stranger)).toBeUndefined();
    // Bad input is refused.
    for (const query of [{ status: 'X' }, { pageSize: 0 }, { startDate: '2026-13-01' }, { startDate: '2026-11-20', endDate: '2026-11-01' }])
      expect((await untyped(t, 'inviteList', { as: me, query })).body.errorCode, JSON.stringify(query)).toBe('request.invalid');
    expect((await untyped(t, 'referralRecords', { as: me, query: { stream: 'nope' } })).body.errorCode).toBe('request.invalid');
    expect((await call(t, 'referralRecords', { as: me })).body.errorCode).toBe('request.invalid');
  });

  it('qualifies a real invitee once, pays the bonuses once and the day rebates on its deposits and valid bets; duplicates and failures earn nothing', async () => {
    const me = await signedInMember(t, 0);
    const code = (await details(me)).value.referralCode as string;
    const device = uid('dev');
    const real = await registerWith(code, device);
    // The same browser again: a duplicate of the first.
    const sameDevice = await registerWith(code, device);
    expect(await invitee(sameDevice)).toMatchObject({ status: 'M', duplicateOf: real.memberId });
    // Another browser, but the bank account an earlier member bound: found at the close, before qualifying.
    const earlier = await signedInMember(t, 0);
    const bank = { bankCode: 'BDO', accountName: 'Juan Dela Cruz', accountNumber: `00${Date.now() % 1e9}${seq}` };
    expect(await bindBankAccount(t.db, t.clock.now(), earlier.memberId, bank)).toMatchObject({ memberId: earlier.memberId });
    const sameBank = await registerWith(code, uid('dev'));
    expect(await bindBankAccount(t.db, t.clock.now(), sameBank.memberId, bank)).toMatchObject({ memberId: sameBank.memberId });
    // One who never plays enough: fails after the days allowed.
    const idle = await registerWith(code, uid('dev'));
    // A second registration with a mobile number already a member's is refused outright: never an invitee.
    const owner = await signedInMember(t, 0);
    const mobile = `+63917${String(Date.now() % 1e7).padStart(7, '0')}`;
    await t.db.update(members).set({ mobile }).where(eq(members.id, owner.memberId));
    const taken = (
      await call(t, 'register', {
        body: {
          registerMethod: 'WEB',
          login: true,
          username: name('dup'),
          password: 'Play2026',
          confirmPassword: 'Play2026',
          mobileNum: mobile.slice(3),
          referralCode: code,
        },
        ip: `10.7.9.${++ip}`,
      })
    ).body;
    expect(taken).toMatchObject({ success: false, errorCode: 'register.username.taken' });
    expect((await t.db.select().from(referrals).where(eq(referrals.referrerId, me.memberId))).length).toBe(4);

    // The real one and both duplicates deposit and play past the targets; the idle one deposits too little.
    for (const m of [real, sameDevice, sameBank]) {
      await deposit(m, C.minFirstDeposit);
      await deposit(m, 5_000);
      await play(m, 3, 10_000);
    }
    await deposit(idle, C.minFirstDeposit - 100);
    await play(idle, 1, 1_000);
    const before = await balance(t, me);
    const pointsBefore = await pointBalance(t.db, me.memberId);
    const outcome = await closeYesterday();
    expect(outcome).toContain('1 qualified');
    expect(outcome).toContain('1 duplicate(s)');
    expect(await invitee(real)).toMatchObject({ status: 'A' });
    expect(await invitee(sameBank)).toMatchObject({ status: 'M', duplicateOf: earlier.memberId });
    expect(await invitee(sameDevice)).toMatchObject({ status: 'M' });
    expect(await invitee(idle)).toMatchObject({ status: 'R' });

    // Paid: the bonuses for the one real invitee, and its day: deposits x rate, valid bets x rate.
    const deposits = C.minFirstDeposit + 5_000;
    const validBets = 30_000;
    const depositRebate = Math.floor((deposits * C.depositRateBp) / 10_000);
    const betRebate = Math.floor((validBets * C.betRateBp) / 10_000);
    const paid = await rows(me.memberId);
    expect(paid.map((r) => [r.rule, r.period, r.basis, r.amount]).sort()).toEqual(
      [
        ['referral:bet', paid.find((r) => r.rule === 'referral:bet')!.period, validBets, betRebate],
        ['referral:deposit', paid.find((r) => r.rule === 'referral:deposit')!.period, deposits, depositRebate],
        ['referral:invite', String(real.memberId), C.minFirstDeposit, C.invitePoints],
        ['referral:qualified', String(real.memberId), C.minFirstDeposit, C.qualifiedBonus],
      ].sort(),
    );
    expect(paid.every((r) => r.transferId !== null)).toBe(true);
    expect((await balance(t, me)) - before).toBe(C.qualifiedBonus + depositRebate + betRebate);
    expect((await pointBalance(t.db, me.memberId)) - pointsBefore).toBe(C.invitePoints);

    // The close again (a retry, a second instance): nothing more.
    const again = await closeDay(
      t.deps,
      (await import('../../../server/shared/periods.ts')).periodOf('day', new Date(today(t).from.getTime() - DAY), t.deps.config.wallet.timeZoneOffsetMinutes),
      [referralDayRule],
    );
    expect(again).toContain('0 paid');
    expect((await rows(me.memberId)).length).toBe(4);
    expect((await balance(t, me)) - before).toBe(C.qualifiedBonus + depositRebate + betRebate);

    // What the member reads: the overview (credited today) and the records.
    const meNow = await fresh(me);
    const overview = (await call(t, 'incomeOverview', { as: meNow })).body.value;
    expect(overview.today).toMatchObject({
      invitation: { amount: C.invitePoints / 100, memberCount: 1 },
      achievement: { amount: C.qualifiedBonus / 100, memberCount: 1 },
      depositRebate: { amount: depositRebate / 100, memberCount: 1 },
      betRebate: { amount: betRebate / 100, memberCount: 1 },
      totalMoney: (C.qualifiedBonus + depositRebate + betRebate) / 100,
      memberQualifiedCount: 1,
    });
    expect(overview.yesterday.totalMoney).toBe(0);
    const records = (await call(t, 'referralRecords', { as: meNow, query: { stream: 'depositRebate' } })).body.value;
    expect(records).toMatchObject({ total: 1, totalAmount: depositRebate / 100 });
    expect(records.content[0]).toMatchObject({ basis: deposits / 100, amount: depositRebate / 100, memberCount: 1 });
    const achievement = (await call(t, 'referralRecords', { as: meNow, query: { stream: 'achievement' } })).body.value;
    expect(achievement.content[0]!.inviteeName).toContain('***');
    expect((await details(meNow)).value).toMatchObject({
      totalInvitations: 4,
      qualified: 1,
      totalPrize: (C.qualifiedBonus + depositRebate + betRebate) / 100,
      totalPoints: C.invitePoints / 100,
    });

    // The operator sees the same.
    const listed = await runOpsCommand(t.deps, 'referral-list', { account: me.account });
    expect(listed).toContain(`${real.account.padEnd(20)} A`);
    expect(listed).toContain(`duplicate of ${real.account}`);
    expect(listed).toContain(`duplicate of ${earlier.account}`);
    expect(listed).toContain(`paid referral:qualified: ${(C.qualifiedBonus / 100).toFixed(2)}`);

    // Days later: the qualified one plays again (its day's rebate only), the idle one fails, duplicates stay unpaid.
    await play(real, 1, 5_000);
    await play(sameDevice, 5, 10_000);
    t.clock.advance(C.qualifyDays * DAY);
    await play(real, 1, 5_000);
    await closeYesterday();
    expect(await invitee(idle)).toMatchObject({ status: 'F' });
    await deposit(idle, C.minFirstDeposit * 2);
    await play(idle, 5, 10_000);
    await closeYesterday();
    expect(await invitee(idle)).toMatchObject({ status: 'F' });
    const later = await rows(me.memberId);
    expect(later.filter((r) => r.rule === 'referral:qualified' || r.rule === 'referral:invite').map((r) => r.period)).toEqual([
      String(real.memberId),
      String(real.memberId),
    ]);
    expect(
      later
        .filter((r) => r.rule === 'referral:bet')
        .map((r) => r.basis)
        .sort(),
    ).toEqual([5_000, validBets].sort());
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
  });

  it('settles nothing while the REFERRAL promotion is off', async () => {
    const me = await signedInMember(t, 0);
    const code = (await details(me)).value.referralCode as string;
    const friend = await registerWith(code, uid('dev'));
    await deposit(friend, C.minFirstDeposit);
    await play(friend, 3, 10_000);
    await t.db.update(promotions).set({ enabled: false }).where(like(promotions.type, 'REFERRAL'));
    try {
      expect(await closeYesterday()).toContain('REFERRAL off');
      expect(await invitee(friend)).toMatchObject({ status: 'R' });
      expect((await call(t, 'referralPromotion')).body.value.enabled).toBe(false);
    } finally {
      await t.db.update(promotions).set({ enabled: true }).where(like(promotions.type, 'REFERRAL'));
    }
    expect((await queryRows(t.db, sql`select 1 from settlements where member_id = ${me.memberId}`)).length).toBe(0);
  });
});
