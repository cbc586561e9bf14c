// Raffle draws and tickets (issue 15, docs/loyalty.md §raffle, §tickets) on PGlite and PostgreSQL: a draw is refused
// before it starts and after its window, claimed once (a second claim answers the first prize and moves nothing),
// refused with what is missing while its conditions are not met; each prize type is paid in the ledger exactly;
// tickets open once, only by their owner, not after they expire; the schedule keeper repeats a raffle's cadence.
import { LEDGER_OK, ledgerViolations } from '../../../server/ledger/checks.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../../server/db/client.ts';
import { raffleClaims, raffleSchedules, raffles, tickets } from '../../../server/db/schema-loyalty.ts';
import { issueTicketIn } from '../../../server/raffle/tickets.ts';
import { pickWeighted } from '../../../server/raffle/raffle-draw.ts';
import { keepRafflesScheduled } from '../../../server/raffle/raffle-schedule.ts';
import { TICKET_PRIZES } from '../../../server/raffle/tickets-open.ts';
import { TRIAL_TYPE } from '../../../contract/rules/member-type.ts';
import { dbKinds, startTestServer } from '../test-server.ts';
import { gameOf, playRound } from '../economy-helpers.ts';
import { uid } from '../vendor-helpers.ts';
import { balance, signedInMember, type TestMember, type TestServer } from '../wallet-helpers.ts';
import { pointBalance } from '../../../server/ledger/accounts.ts';
import { call, untyped } from '../call-client.ts';
import type { CallBody } from '../../../contract/calls.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Prize = { type: string; value: number; ticketType?: string; weight: number };

describe.each(dbKinds)('raffle draws and tickets on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ kind });
  });
  afterAll(() => t.close());

  /** A raffle of one prize (so the draw is known) with one draw `inMs` from now, claimable for `windowMs`. */
  async function raffle(prize: Omit<Prize, 'weight'>, opts: { inMs?: number; windowMs?: number; conditions?: Record<string, number> } = {}) {
    const now = t.clock.now();
    const [r] = await t.db
      .insert(raffles)
      .values({ code: uid('RAFFLE'), title: 'Test draw', prizes: [{ ...prize, weight: 1 }], conditions: opts.conditions ?? {}, createdAt: now })
      .returning();
    const drawAt = new Date(now.getTime() + (opts.inMs ?? 0));
    const [s] = await t.db
      .insert(raffleSchedules)
      .values({ raffleId: r!.id, drawAt, claimUntil: new Date(drawAt.getTime() + (opts.windowMs ?? 30 * MINUTE)) })
      .returning();
    return { raffleId: r!.id, scheduleId: s!.id };
  }
  const claim = (m: TestMember, body: CallBody<'claimRaffle'>) => call(t, 'claimRaffle', { as: m, body });
  const status = async (m: TestMember, raffleId: number) => {
    const res = await call(t, 'raffleStatus', { as: m, query: { raffleId } });
    expect(res.body.success).toBe(true);
    return res.body.value.list[0]!;
  };
  const transfersUnder = async (key: string) =>
    queryRows<{ kind: string; amount: string }>(
      t.db,
      sql`select t.kind, e.amount::text as amount from ledger_transfers t join ledger_entries e on e.transfer_id = t.id join ledger_accounts a on a.id = e.account_id where t.idempotency_key = ${key} and a.code not like 'house:%'`,
    );

  it('refuses a draw before it starts, counts down to it, then pays one MONEY prize once: a second claim answers the first', async () => {
    const m = await signedInMember(t, 0);
    const r = await raffle({ type: 'MONEY', value: 888 }, { inMs: 3 * MINUTE });
    expect(await status(m, r.raffleId)).toMatchObject({
      raffleScheduleId: r.scheduleId,
      isClaimed: false,
      hasStarted: false,
      hasEnded: false,
      time: 180,
      due: 1980,
      prizes: [{ type: 'MONEY', value: 8.88, ticketType: null, chance: 100 }],
      conditions: [],
      result: null,
    });
    const early = await claim(m, { raffleId: r.raffleId, raffleScheduleId: r.scheduleId });
    expect(early.body).toMatchObject({ success: false, errorCode: 'raffle.not.started', value: { time: 180 } });
    expect(await t.db.select().from(raffleClaims).where(eq(raffleClaims.scheduleId, r.scheduleId))).toHaveLength(0);

    t.clock.advance(3 * MINUTE);
    expect(await status(m, r.raffleId)).toMatchObject({ hasStarted: true, hasEnded: false, time: 0, due: 1800 });
    const first = await claim(m, { raffleId: r.raffleId, raffleScheduleId: r.scheduleId });
    expect(first.body.value).toMatchObject({ type: 'MONEY', value: 8.88, ticket: null, raffleScheduleId: r.scheduleId, firstClaim: true });
    expect(await balance(t, m)).toBe(888);
    t.clock.advance(MINUTE);
    const second = await claim(m, { raffleId: r.raffleId, raffleScheduleId: r.scheduleId });
    expect(second.body.value).toEqual({ ...first.body.value, firstClaim: false });
    expect(await balance(t, m)).toBe(888);
    expect(await transfersUnder(`raffle:${r.scheduleId}:${m.memberId}`)).toEqual([{ kind: 'bonus.raffle', amount: '888' }]);
    expect(await status(m, r.raffleId)).toMatchObject({ isClaimed: true, result: { type: 'MONEY', value: 8.88 } });
  });

  it('pays two claims of the same draw sent at once only once, both answering the same prize', async () => {
    const m = await signedInMember(t, 0);
    const r = await raffle({ type: 'MONEY', value: 1_234 });
    const answers = await Promise.all([0, 1, 2].map(() => claim(m, { raffleId: r.raffleId, raffleScheduleId: r.scheduleId })));
    expect(answers.map((a) => a.body.success)).toEqual([true, true, true]);
    expect(answers.filter((a) => a.body.value.firstClaim)).toHaveLength(1);
    expect(new Set(answers.map((a) => JSON.stringify({ ...a.body.value, firstClaim: null }))).size).toBe(1);
    expect(await balance(t, m)).toBe(1_234);
    expect(await transfersUnder(`raffle:${r.scheduleId}:${m.memberId}`)).toHaveLength(1);
  });

  it('refuses a draw whose claim window has closed, and one that does not exist or names another raffle', async () => {
    const m = await signedInMember(t, 0);
    const r = await raffle({ type: 'MONEY', value: 500 }, { windowMs: 10 * MINUTE });
    const other = await raffle({ type: 'MONEY', value: 500 });
    t.clock.advance(10 * MINUTE);
    expect((await claim(m, { raffleId: r.raffleId, raffleScheduleId: r.scheduleId })).body).toMatchObject({ success: false, errorCode: 'raffle.ended' });
    expect((await claim(m, { raffleId: other.raffleId, raffleScheduleId: r.scheduleId })).body).toMatchObject({
      success: false,
      errorCode: 'raffle.not.found',
    });
    expect((await claim(m, { promotionId: 999_999, raffleScheduleId: other.scheduleId })).body).toMatchObject({
      success: false,
      errorCode: 'raffle.not.found',
    });
    expect(await balance(t, m)).toBe(0);
    // The closed draw is no one's current draw any more: the status shows the raffle's next draw, and it has none.
    expect(await status(m, r.raffleId)).toBeUndefined();
  });

  it('refuses with what is missing until the valid bets since the previous draw reach the condition, then pays POINTS', async () => {
    const m = await signedInMember(t, 100_000);
    const game = await gameOf(t, 'RNG');
    // Rounds before the raffle's window do not count.
    await playRound(t, m.memberId, game, 50_000);
    t.clock.advance(MINUTE);
    const r = await raffle({ type: 'POINT', value: 2_500 }, { conditions: { validBetSinceLastDraw: 10_000 } });
    await playRound(t, m.memberId, game, 4_000, 4_000);
    const refused = await claim(m, { raffleId: r.raffleId, raffleScheduleId: r.scheduleId });
    expect(refused.body).toMatchObject({
      success: false,
      errorCode: 'raffle.conditions.unmet',
      value: { missing: [{ condition: 'validBetSinceLastDraw', target: 100, actual: 40 }] },
    });
    expect(await pointBalance(t.db, m.memberId)).toBe(0);
    expect((await status(m, r.raffleId)).conditions).toEqual([{ condition: 'validBetSinceLastDraw', target: 100, actual: 40, met: false }]);

    await playRound(t, m.memberId, game, 6_000);
    const paid = await claim(m, { raffleId: r.raffleId, raffleScheduleId: r.scheduleId });
    expect(paid.body.value).toMatchObject({ type: 'POINT', value: 25, ticket: null, firstClaim: true });
    expect(await pointBalance(t.db, m.memberId)).toBe(2_500);
    expect(await transfersUnder(`raffle:${r.scheduleId}:${m.memberId}:points`)).toEqual([{ kind: 'points.raffle', amount: '2500' }]);
  });

  it('gives a TICKET that opens once in the reward centre and pays its prize exactly', async () => {
    const m = await signedInMember(t, 0);
    const r = await raffle({ type: 'TICKET', value: 1, ticketType: 'PRIZE_WHEEL' });
    const got = await claim(m, { raffleId: r.raffleId, raffleScheduleId: r.scheduleId });
    expect(got.body.value).toMatchObject({
      type: 'TICKET',
      value: 1,
      firstClaim: true,
      ticket: { type: 'PRIZE_WHEEL', source: 'RAFFLE', status: 'AVAILABLE', prizeType: null },
    });
    const ticketId = got.body.value.ticket!.ticketId as number;
    expect((await claim(m, { raffleId: r.raffleId, raffleScheduleId: r.scheduleId })).body.value.ticket!.ticketId).toBe(ticketId);
    expect(await t.db.select().from(tickets).where(eq(tickets.memberId, m.memberId))).toHaveLength(1);

    const list = (await call(t, 'tickets', { as: m })).body.value;
    expect(list).toMatchObject({ available: 1, list: [{ ticketId, type: 'PRIZE_WHEEL', name: 'Test draw', status: 'AVAILABLE' }] });

    const opened = await call(t, 'claimTicket', { as: m, body: { ticketId } });
    const prize = opened.body.value as { type: 'MONEY' | 'POINT'; value: number; firstOpen: boolean };
    expect(prize.firstOpen).toBe(true);
    expect(TICKET_PRIZES.PRIZE_WHEEL.some((p) => p.type === prize.type && p.value === Math.round(prize.value * 100))).toBe(true);
    const money = await balance(t, m);
    const points = await pointBalance(t.db, m.memberId);
    expect([money, points]).toEqual(prize.type === 'MONEY' ? [Math.round(prize.value * 100), 0] : [0, Math.round(prize.value * 100)]);
    const key = prize.type === 'MONEY' ? `ticket:${ticketId}` : `ticket:${ticketId}:points`;
    expect(await transfersUnder(key)).toEqual([
      { kind: prize.type === 'MONEY' ? 'bonus.ticket' : 'points.ticket', amount: String(Math.round(prize.value * 100)) },
    ]);

    const again = await call(t, 'claimTicket', { as: m, body: { ticketId } });
    expect(again.body.value).toEqual({ ...opened.body.value, firstOpen: false });
    expect([await balance(t, m), await pointBalance(t.db, m.memberId)]).toEqual([money, points]);
    const used = (await call(t, 'tickets', { as: m, query: { status: 'USED' } })).body.value;
    expect(used).toMatchObject({ available: 0, list: [{ ticketId, status: 'USED', prizeType: prize.type, prizeValue: prize.value }] });
    expect((await status(m, r.raffleId)).result).toMatchObject({ type: 'TICKET', ticket: { ticketId, status: 'USED' } });
  });

  it("refuses another member's ticket and an expired one, and moves nothing", async () => {
    const owner = await signedInMember(t, 0);
    const other = await signedInMember(t, 0);
    const now = t.clock.now();
    const egg = await issueTicketIn(t.db, now, { key: uid('egg'), memberId: owner.memberId, type: 'GOLDEN_EGG', source: 'GIFT', name: 'Egg' });
    const late = await issueTicketIn(t.db, now, {
      key: uid('env'),
      memberId: owner.memberId,
      type: 'RED_ENVELOPE',
      source: 'GIFT',
      name: 'Envelope',
      expiresAt: new Date(now.getTime() + HOUR),
    });
    expect((await call(t, 'claimTicket', { as: other, body: { ticketId: egg } })).body).toMatchObject({ success: false, errorCode: 'ticket.not.found' });
    expect((await call(t, 'tickets', { as: other })).body.value).toEqual({ list: [], available: 0 });
    t.clock.advance(HOUR);
    expect((await call(t, 'claimTicket', { as: owner, body: { ticketId: late } })).body).toMatchObject({ success: false, errorCode: 'ticket.expired' });
    expect((await call(t, 'tickets', { as: owner, query: { status: 'EXPIRED' } })).body.value.list).toMatchObject([{ ticketId: late, status: 'EXPIRED' }]);
    expect([await balance(t, owner), await balance(t, other), await pointBalance(t.db, owner.memberId)]).toEqual([0, 0, 0]);
    // A golden egg pays money: from the house bonus account to the owner's wallet, kind bonus.ticket.
    const opened = await call(t, 'claimTicket', { as: owner, body: { ticketId: egg } });
    expect(opened.body.value).toMatchObject({ type: 'MONEY', firstOpen: true, ticket: { status: 'USED' } });
    expect(await balance(t, owner)).toBe(Math.round(opened.body.value.value * 100));
  });

  it('opens a ticket asked to open twice at once only once', async () => {
    const m = await signedInMember(t, 0);
    const egg = await issueTicketIn(t.db, t.clock.now(), { key: uid('egg'), memberId: m.memberId, type: 'GOLDEN_EGG', source: 'GIFT', name: 'Egg' });
    const answers = await Promise.all([0, 1].map(() => call(t, 'claimTicket', { as: m, body: { ticketId: egg } })));
    expect(answers.map((a) => a.body.value.firstOpen).sort()).toEqual([false, true]);
    expect(answers[0]!.body.value.value).toBe(answers[1]!.body.value.value);
    expect(await balance(t, m)).toBe(Math.round(answers[0]!.body.value.value * 100));
    expect(await transfersUnder(`ticket:${egg}`)).toHaveLength(1);
  });

  it('refuses bad input and trial players', async () => {
    const m = await signedInMember(t, 0);
    const trial = await signedInMember(t, 0, TRIAL_TYPE);
    for (const body of [
      { raffleScheduleId: 1 },
      { raffleId: 'x', raffleScheduleId: 1 },
      { raffleId: 1 },
      { raffleId: 1, raffleScheduleId: -3 },
      { raffleId: 1, raffleScheduleId: 1, extra: 1 },
    ])
      expect((await untyped(t, 'claimRaffle', { as: m, body })).body).toMatchObject({ success: false, errorCode: 'request.invalid' });
    for (const body of [{}, { ticketId: 'abc' }, { ticketId: 0 }])
      expect((await untyped(t, 'claimTicket', { as: m, body })).body).toMatchObject({ success: false, errorCode: 'request.invalid' });
    expect((await untyped(t, 'tickets', { as: m, query: { status: 'LOST' } })).body).toMatchObject({ success: false, errorCode: 'request.invalid' });
    const trialAnswer = await call(t, 'tickets', { as: trial });
    expect([trialAnswer.status, trialAnswer.body.errorCode]).toEqual([403, 'member.trial']);
  });

  it('keeps each repeating raffle scheduled a day ahead, once, and leaves a one-off draw alone', async () => {
    const now = t.clock.now();
    const [r] = await t.db
      .insert(raffles)
      .values({ code: uid('REPEAT'), title: 'Every two hours', prizes: [{ type: 'MONEY', value: 100, weight: 1 }], createdAt: now })
      .returning();
    await t.db.insert(raffleSchedules).values([
      { raffleId: r!.id, drawAt: new Date(now.getTime()), claimUntil: new Date(now.getTime() + 20 * MINUTE) },
      { raffleId: r!.id, drawAt: new Date(now.getTime() + 2 * HOUR), claimUntil: new Date(now.getTime() + 2 * HOUR + 20 * MINUTE) },
    ]);
    const oneOff = await raffle({ type: 'MONEY', value: 100 });
    await keepRafflesScheduled(t.db, now);
    await keepRafflesScheduled(t.db, now);
    const draws = await t.db.select().from(raffleSchedules).where(eq(raffleSchedules.raffleId, r!.id)).orderBy(raffleSchedules.drawAt);
    expect(draws).toHaveLength(13);
    expect(draws.map((d) => (d.drawAt.getTime() - now.getTime()) / HOUR)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24]);
    expect(draws.every((d) => d.claimUntil.getTime() - d.drawAt.getTime() === 20 * MINUTE)).toBe(true);
    expect(
      await t.db
        .select()
        .from(raffleSchedules)
        .where(and(eq(raffleSchedules.raffleId, oneOff.raffleId))),
    ).toHaveLength(1);
  });

  it('keeps the ledger balanced', async () => {
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
  });
});

describe('the weighted draw', () => {
  it('picks each prize by its weight over the whole range of the random source, never one of weight 0', () => {
    const items = [
      { id: 'a', weight: 2 },
      { id: 'zero', weight: 0 },
      { id: 'b', weight: 1 },
    ];
    const at = (n: number) => pickWeighted(items, { bytes: () => Buffer.alloc(0), int: (min, max) => (expect([min, max]).toEqual([0, 3]), n) }).id;
    expect([at(0), at(1), at(2)]).toEqual(['a', 'a', 'b']);
    expect(() => pickWeighted([{ weight: 0 }], { bytes: () => Buffer.alloc(0), int: () => 0 })).toThrow();
  });
});
