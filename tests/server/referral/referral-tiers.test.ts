// Invite friends' achievement tiers and earnings estimate (issue 39 item 6) on PGlite and PostgreSQL: a tier's
// bonus is paid once when the member's qualified invitees reach its count, by the day close, also when the close
// runs twice or on two instances at once; the estimate a member reads on the invite page is what the close pays
// for the same friends (docs/loyalty.md §invite friends).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { referrals } from '../../../server/db/schema-loyalty.ts';
import { promotions, settlements } from '../../../server/db/schema-economy.ts';
import { closeDay, referralDayRule } from '../../../server/jobs/day-close.ts';
import { periodOf } from '../../../server/shared/periods.ts';
import { DEMO_REFERRAL_CONFIG } from '../../../server/referral/seed.ts';
import { REFERRAL_PROMOTION_CODE } from '../../../server/referral/referral-config.ts';
import { estimateReferralIncome, termsFromPromotion } from '../../../contract/rules/referral-estimate.ts';
import { LEDGER_OK, ledgerViolations } from '../../../server/ledger/checks.ts';
import { pointBalance } from '../../../server/ledger/accounts.ts';
import { dbKinds, startTestServer } from '../test-server.ts';
import { GAME, uid } from '../vendor-helpers.ts';
import { passMidnight, playRound, today, DAY } from '../economy-helpers.ts';
import { balance, signedInMember, type TestMember, type TestServer } from '../wallet-helpers.ts';
import { call, untyped } from '../call-client.ts';
import { depositPaid, registerInvitee } from './invitees.ts';
import { createSession } from '../../../server/session/sessions.ts';

const C = DEMO_REFERRAL_CONFIG;

describe.each(dbKinds)('invite friends tiers and estimate on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ kind });
  });
  afterAll(() => t.close());

  const yesterday = () => periodOf('day', new Date(today(t).from.getTime() - DAY), t.deps.config.wallet.timeZoneOffsetMinutes);
  /** Qualified invitees of `referrer` written straight as A rows (qualification itself is referral.test.ts's). */
  async function qualifiedInvitees(referrer: TestMember, n: number) {
    for (let i = 0; i < n; i++) {
      const friend = await signedInMember(t, 0);
      await t.db.insert(referrals).values({
        inviteeId: friend.memberId,
        referrerId: referrer.memberId,
        status: 'A',
        device: null,
        duplicateOf: null,
        registeredAt: t.clock.now(),
        qualifiedAt: t.clock.now(),
      });
    }
  }
  let ip = 0;
  /** Registers through the member's link from a browser of its own; answers the new member. */
  async function registerWith(code: string): Promise<TestMember> {
    ++ip;
    return registerInvitee(t, { account: `tierf${process.pid % 1000}x${ip}`, code, deviceId: uid('dev'), ip: `10.8.${kind === 'pglite' ? 1 : 2}.${ip}` });
  }
  const deposit = (m: TestMember, centavos: number) => depositPaid(t, m, centavos);
  const tierRows = (m: TestMember) =>
    t.db
      .select()
      .from(settlements)
      .where(sql`${settlements.memberId} = ${m.memberId} and ${settlements.rule} = 'referral:tier'`);

  it('publishes the tiers with the terms, and the member reads its progress and the tiers paid', async () => {
    const terms = (await call(t, 'referralPromotion')).body.value;
    expect(terms.tiers).toEqual(C.tiers.map((x) => ({ invitees: x.invitees, bonus: x.bonus / 100 })));
    expect(C.tiers.length).toBeGreaterThanOrEqual(2);
    const me = await signedInMember(t, 0);
    expect((await call(t, 'referralDetails', { as: me })).body.value).toMatchObject({ qualified: 0, tiersPaid: [] });
  });

  it('pays each tier reached once at the day close, also when the close runs twice or on two instances at once', async () => {
    const [first, second] = C.tiers;
    const me = await signedInMember(t, 0);
    await qualifiedInvitees(me, first!.invitees - 1);
    passMidnight(t);
    await closeDay(t.deps, yesterday(), [referralDayRule]);
    expect(await tierRows(me)).toEqual([]);
    // From here each close pays the new invitees' own bonus (referral:qualified) beside the tiers.
    const before = await balance(t, me);

    // One more reaches the first tier: paid once though two closes race and a third runs after.
    await qualifiedInvitees(me, 1);
    passMidnight(t);
    await Promise.all([closeDay(t.deps, yesterday(), [referralDayRule]), closeDay(t.deps, yesterday(), [referralDayRule])]);
    await closeDay(t.deps, yesterday(), [referralDayRule]);
    const paid = await tierRows(me);
    expect(paid.map((r) => [r.period, r.amount, r.transferId !== null])).toEqual([[`tier-${first!.invitees}`, first!.bonus, true]]);
    expect((await balance(t, me)) - before).toBe(first!.bonus + C.qualifiedBonus);

    // Past the second tier on a later day: only the second is paid then.
    await qualifiedInvitees(me, second!.invitees - first!.invitees);
    passMidnight(t);
    await Promise.all([closeDay(t.deps, yesterday(), [referralDayRule]), closeDay(t.deps, yesterday(), [referralDayRule])]);
    expect((await tierRows(me)).map((r) => r.period).sort()).toEqual([`tier-${first!.invitees}`, `tier-${second!.invitees}`].sort());
    const invitees = second!.invitees - first!.invitees + 1;
    expect((await balance(t, me)) - before).toBe(first!.bonus + second!.bonus + invitees * C.qualifiedBonus);

    // What the member reads: the tiers paid and the money counted in the total earned.
    // A fresh session: the clock moved past the first one's life.
    const meNow = { ...me, token: await createSession(t.deps, me.memberId) };
    const details = (await call(t, 'referralDetails', { as: meNow })).body.value;
    expect(details.tiersPaid).toEqual([first!.invitees, second!.invitees]);
    expect(details.qualified).toBe(second!.invitees);
    expect(details.totalPrize).toBe((first!.bonus + second!.bonus + second!.invitees * C.qualifiedBonus) / 100);
    // The income overview counts the tier credited today in its own stream and the total; the records list it.
    const overview = (await call(t, 'incomeOverview', { as: meNow })).body.value;
    expect(overview.today.tier).toEqual({ amount: second!.bonus / 100, memberCount: second!.invitees });
    expect(overview.today.totalMoney).toBe((second!.bonus + (second!.invitees - first!.invitees) * C.qualifiedBonus) / 100);
    const records = (await call(t, 'referralRecords', { as: meNow, query: { stream: 'tier' } })).body.value;
    expect(records.totalAmount).toBe((first!.bonus + second!.bonus) / 100);
    expect(records.content.map((r) => [r.amount, r.memberCount, r.basis, r.inviteeName, r.day])).toEqual([
      [second!.bonus / 100, second!.invitees, null, null, null],
      [first!.bonus / 100, first!.invitees, null, null, null],
    ]);
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
  });

  it('estimates what the close pays for friends who deposit and bet, from the running terms', async () => {
    const terms = termsFromPromotion((await call(t, 'referralPromotion')).body.value);
    const first = C.tiers[0]!;
    const friends = first.invitees;
    const deposit = C.minFirstDeposit + 5_000;
    const bet = C.minValidBet + 10_000;
    const e = estimateReferralIncome(terms, { invitees: friends, deposit, validBet: bet, alreadyQualified: 0 });
    expect(e).toEqual({
      qualifies: true,
      points: friends * C.invitePoints,
      qualifiedBonus: friends * C.qualifiedBonus,
      depositRebate: Math.floor((friends * deposit * C.depositRateBp) / 10_000),
      betRebate: Math.floor((friends * bet * C.betRateBp) / 10_000),
      tierBonus: first.bonus,
      totalMoney:
        friends * C.qualifiedBonus +
        Math.floor((friends * deposit * C.depositRateBp) / 10_000) +
        Math.floor((friends * bet * C.betRateBp) / 10_000) +
        first.bonus,
    });
    // Friends below the qualifying deposit or bets earn nothing; tiers already reached are not paid again.
    expect(estimateReferralIncome(terms, { invitees: 5, deposit: C.minFirstDeposit - 1, validBet: bet, alreadyQualified: 0 })).toMatchObject({
      qualifies: false,
      totalMoney: 0,
      points: 0,
    });
    expect(estimateReferralIncome(terms, { invitees: 1, deposit, validBet: bet, alreadyQualified: first.invitees }).tierBonus).toBe(0);
    expect(estimateReferralIncome(terms, { invitees: 1, deposit, validBet: bet, alreadyQualified: first.invitees - 1 }).tierBonus).toBe(first.bonus);
  });

  it('pays what the estimate says for real friends who register with the link, deposit and play on one day', async () => {
    const me = await signedInMember(t, 0);
    const code = (await call(t, 'referralDetails', { as: me })).body.value.referralCode as string;
    const terms = termsFromPromotion((await call(t, 'referralPromotion')).body.value);
    const friends = C.tiers[0]!.invitees;
    const perDeposit = C.minFirstDeposit + 2_550;
    const perBet = C.minValidBet + 1_000;
    for (let i = 0; i < friends; i++) {
      const friend = await registerWith(code);
      await deposit(friend, perDeposit);
      // Each round stakes and wins back the same (valid bet = the stake on the demo slot).
      for (const bet of [7_000, 7_000, perBet - 14_000]) await playRound(t, friend.memberId, GAME, bet, bet);
    }
    const estimate = estimateReferralIncome(terms, { invitees: friends, deposit: perDeposit, validBet: perBet, alreadyQualified: 0 });
    expect(estimate.tierBonus).toBe(C.tiers[0]!.bonus);
    const before = await balance(t, me);
    const pointsBefore = await pointBalance(t.db, me.memberId);
    passMidnight(t);
    await closeDay(t.deps, yesterday(), [referralDayRule]);
    expect((await balance(t, me)) - before).toBe(estimate.totalMoney);
    expect((await pointBalance(t.db, me.memberId)) - pointsBefore).toBe(estimate.points);
  });

  it('refuses a programme config with tiers out of order or repeated', async () => {
    const { referralConfig } = await import('../../../server/referral/referral-config.ts');
    expect(
      referralConfig.safeParse({
        tiers: [
          { invitees: 5, bonus: 100 },
          { invitees: 5, bonus: 200 },
        ],
      }).success,
    ).toBe(false);
    expect(referralConfig.safeParse({ tiers: [{ invitees: 0, bonus: 100 }] }).success).toBe(false);
    expect(referralConfig.safeParse({ tiers: [{ invitees: 3, bonus: 100 }] }).success).toBe(true);
    const [p] = await t.db.select().from(promotions).where(eq(promotions.code, REFERRAL_PROMOTION_CODE));
    expect(p!.config).toMatchObject({ tiers: C.tiers });
    expect((await untyped(t, 'referralPromotion')).status).toBe(200);
  });
});
