// The promotions page's calls (issue 13 item 5) on PGlite and PostgreSQL: the list with each caller's statuses, joining
// and the JOIN payout after real play (exactly once), applying with images, the operator's review through the ops
// commands, the claim, and every bad input refused with its code and nothing written.
import { LEDGER_OK, ledgerViolations } from '../../../server/ledger/checks.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { dbKinds, startTestServer } from '../test-server.ts';
import { balance, signedInMember, type TestMember, type TestServer } from '../wallet-helpers.ts';
import { GAME, betBody, walletCall } from '../vendor-helpers.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { parseOpsArgs } from '../../../server/ops/parse-args.ts';
import { promotionEntries, promotionEntryImages, promotions, rewards } from '../../../server/db/schema-economy.ts';
import { messages } from '../../../server/db/schema-wallet.ts';
import { games } from '../../../server/db/schema-games.ts';
import { createGameToken } from '../../../server/games/game-launch.ts';
import { turnoverStatus } from '../../../server/rewards/turnover.ts';
import { call, pathOf, raw, untyped } from '../call-client.ts';
import { routes } from '../../../contract/routes.ts';
import { JPG, PNG } from '../pictures.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

interface Upload {
  name: string;
  type: string;
  data: Buffer;
}

function multipart(remark: string | null, files: Upload[]) {
  const boundary = '----playstate-promotion-boundary';
  const chunks: Buffer[] = [];
  if (remark !== null) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="remark"\r\n\r\n${remark}\r\n`));
  for (const f of files)
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`),
      f.data,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const png = (name = 'win.png'): Upload => ({ name, type: 'image/png', data: PNG });
const jpg = (name = 'slip.jpg'): Upload => ({ name, type: 'image/jpeg', data: JPG });

describe('the review commands as typed', () => {
  it('reads npm run ops -- promotions ... into its command', () => {
    expect(parseOpsArgs(['promotions', 'applications'])).toEqual({ name: 'promotion-applications', args: {} });
    expect(parseOpsArgs(['promotions', 'applications', '--all'])).toEqual({ name: 'promotion-applications', args: { all: true } });
    expect(parseOpsArgs(['promotions', 'approve', '12'])).toEqual({ name: 'promotion-approve', args: { entryId: 12 } });
    expect(parseOpsArgs(['promotions', 'reject', '12'])).toEqual({ name: 'promotion-reject', args: { entryId: 12 } });
    expect(parseOpsArgs(['promotions', 'reject', '12', 'blurry', 'screenshot'])).toEqual({
      name: 'promotion-reject',
      args: { entryId: 12, reason: 'blurry screenshot' },
    });
    expect(parseOpsArgs(['promotions', 'images', '12', '/tmp/out'])).toEqual({ name: 'promotion-images', args: { entryId: 12, out: '/tmp/out' } });
    expect(parseOpsArgs(['promotions', 'turnover', 'SLOTRACE', '5'])).toEqual({ name: 'promotion-turnover', args: { code: 'SLOTRACE', multiple: 5 } });
    expect(() => parseOpsArgs(['promotions', 'approve-all'])).toThrow('promotions approve <entryId>');
  });
});

describe.each(dbKinds)('promotions on %s', (kind) => {
  let t: TestServer;
  let ids: Record<string, number>;
  beforeAll(async () => {
    t = await startTestServer({ kind });
    ids = Object.fromEntries((await t.db.select({ id: promotions.id, code: promotions.code }).from(promotions)).map((p) => [p.code, p.id]));
  });
  afterAll(() => t.close());

  const list = async (m: TestMember | null, headers: Record<string, string> = {}) => {
    const res = await call(t, 'promotionList', { as: m, headers });
    expect(res.status).toBe(200);
    return res.body.value as { list: { code: string; status: string; [k: string]: unknown }[]; categories: string[] };
  };
  const card = async (m: TestMember | null, code: string) => (await list(m)).list.find((c) => c.code === code)!;
  const statuses = async (m: TestMember | null) => Object.fromEntries((await list(m)).list.map((c) => [c.code, c.status]));
  const join = (m: TestMember, promotionId: number) => call(t, 'joinPromotion', { as: m, body: { promotionId } });
  const apply = async (m: TestMember, promotionId: number, remark: string | null, files: Upload[]) => {
    const body = multipart(remark, files);
    // Raw: the call's form, put together here as a browser sends it (a bad promotion id included).
    return raw(t, routes.applyPromotion.method, pathOf('applyPromotion', { promotionId }), {
      as: m,
      headers: { 'content-type': body.contentType },
      body: body.payload,
    });
  };
  const entryOf = async (m: TestMember, promotionId: number) =>
    (
      await t.db
        .select()
        .from(promotionEntries)
        .where(and(eq(promotionEntries.memberId, m.memberId), eq(promotionEntries.promotionId, promotionId)))
    )[0];
  const rowCounts = async () => {
    const [[e], [i], [r]] = await Promise.all([
      t.db.select({ n: count() }).from(promotionEntries),
      t.db.select({ n: count() }).from(promotionEntryImages),
      t.db.select({ n: count() }).from(rewards),
    ]);
    return { entries: e!.n, images: i!.n, rewards: r!.n };
  };
  const messagesOf = (m: TestMember) => t.db.select().from(messages).where(eq(messages.memberId, m.memberId));
  /** Plays one settled round of `amount` centavos on a game of this type (RNG: the vendor helpers' game). */
  async function play(m: TestMember, amount: number, gameType = 'RNG') {
    const [game] =
      gameType === 'RNG'
        ? await t.db.select().from(games).where(eq(games.nodeId, GAME.nodeId))
        : await t.db.select().from(games).where(eq(games.gameType, gameType)).limit(1);
    const token = await createGameToken(t.deps, m.memberId, game!.nodeId);
    const answer = await walletCall(t, 'bet', { ...betBody(token, amount, { closed: true }), game_code: game!.gameCode });
    expect(answer).toMatchObject({ status: 'RS_OK' });
  }
  /** The due jobs after the clock moves past the next 5-minute period. */
  const runJobs = async () => {
    t.clock.advance(5 * MINUTE);
    return t.app.jobs.runDue();
  };

  it("lets the operator set a promotion's turnover multiple, which the list shows and later rewards carry", async () => {
    expect(await runOpsCommand(t.deps, 'promotion-turnover', { code: 'POKERWEEK', multiple: 4 })).toContain('4x');
    expect((await list(null)).list.find((c) => c.code === 'POKERWEEK')).toMatchObject({ turnoverMultiple: 4 });
    await expect(runOpsCommand(t.deps, 'promotion-turnover', { code: 'NOSUCH', multiple: 2 })).rejects.toThrow('There is no promotion NOSUCH.');
    await expect(runOpsCommand(t.deps, 'promotion-turnover', { code: 'POKERWEEK', multiple: -1 })).rejects.toThrow('promotions turnover <code> <multiple>');
    expect((await t.db.select().from(promotions).where(eq(promotions.code, 'POKERWEEK')))[0]?.turnoverMultiple).toBe(4);
    await runOpsCommand(t.deps, 'promotion-turnover', { code: 'POKERWEEK', multiple: 1 });
  });

  it('lists every enabled promotion for a visitor with the action statuses, running first, and the categories that have cards', async () => {
    const value = await list(null);
    const byCode = Object.fromEntries(value.list.map((c) => [c.code, c]));
    expect(byCode.SIGNUP100).toMatchObject({
      type: 'REGISTER',
      category: 'newPlayer',
      status: 'go',
      endTime: null,
      bonusAmount: 100,
      turnoverMultiple: 3,
      rewardId: null,
    });
    expect(byCode.SLOTRACE).toMatchObject({ type: 'JOIN', status: 'join', validBetTarget: 2000, validBetSoFar: null, imageUrl: '/art/promotion/SLOTRACE.svg' });
    expect(byCode.LIVESTREAK).toMatchObject({ type: 'APPLY', status: 'apply', bonusAmount: 388 });
    expect(byCode.MISSIONS?.status).toBe('go');
    expect(byCode.INVITE?.status).toBe('go');
    expect(byCode.HALLOWEEN?.status).toBe('closed');
    expect(byCode.LIVESTREAK?.content).toContain('<p>');
    expect(value.list.at(-1)?.code).toBe('HALLOWEEN');
    expect(value.categories).toEqual(['rng', 'live', 'pvp', 'sport', 'fish', 'lotto', 'rebate', 'deposit', 'rank', 'newPlayer', 'other']);
    // A stale token and a trial player see what a visitor sees.
    expect(await statuses(null)).toEqual(await statuses({ memberId: 0, account: 'x', token: 'not-a-token' }));
    expect(await statuses(await signedInMember(t, 0, 4))).toEqual(await statuses(null));
  });

  it("serves each promotion's picture", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/art/promotion/SLOTRACE.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('Slot race');
    expect((await t.app.inject({ method: 'GET', url: '/art/promotion/NOPE.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/art/promotion/%3Cscript%3E.svg' })).statusCode).toBe(400);
  });

  it('joins a running JOIN promotion once and pays its reward exactly once after enough play since joining, on its game type', async () => {
    const m = await signedInMember(t, 1_000_000);
    // Play before joining does not count.
    await play(m, 150_000);
    const joined = await join(m, ids.SLOTRACE!);
    expect(joined.body).toMatchObject({ success: true, value: { promotionId: ids.SLOTRACE, status: 'joined' } });
    const again = await join(m, ids.SLOTRACE!);
    expect(again.body).toMatchObject({ success: false, errorCode: 'promotion.already.joined', value: { promotionId: ids.SLOTRACE, status: 'joined' } });
    expect(await card(m, 'SLOTRACE')).toMatchObject({ status: 'joined', validBetSoFar: 0, validBetTarget: 2000 });

    // ₱1,999.99 on slots and ₱500 on fishing: short of the slot race's ₱2,000.
    t.clock.advance(1000);
    await play(m, 100_000);
    await play(m, 99_999);
    await play(m, 50_000, 'FISH');
    expect(await card(m, 'SLOTRACE')).toMatchObject({ status: 'joined', validBetSoFar: 1999.99 });
    await runJobs();
    expect(await card(m, 'SLOTRACE')).toMatchObject({ status: 'joined', rewardId: null });

    await play(m, 1);
    const reports = await runJobs();
    expect(reports.find((r) => r.job === 'promotion-join')).toMatchObject({ ok: true, outcome: '1 JOIN reward(s) issued' });
    const claimable = await card(m, 'SLOTRACE');
    expect(claimable).toMatchObject({ status: 'claim', validBetSoFar: null });
    expect(claimable.rewardId).toEqual(expect.any(Number));
    expect(Date.parse(claimable.claimBy as string)).toBe(t.clock.now().getTime() + 7 * DAY);
    const [reward] = await t.db
      .select()
      .from(rewards)
      .where(eq(rewards.key, `join:${ids.SLOTRACE}:${m.memberId}`));
    expect(reward).toMatchObject({ id: claimable.rewardId, type: 'JOIN', amount: 5_800, turnoverMultiple: 1, status: 'available' });
    expect(await entryOf(m, ids.SLOTRACE!)).toMatchObject({ status: 'issued', rewardId: reward!.id });
    expect((await messagesOf(m)).map((x) => x.title)).toEqual(['Promotion target reached']);

    // Later runs issue nothing more, however much more is played.
    await play(m, 300_000);
    await runJobs();
    await runJobs();
    // (The play also raises the member's VIP level, whose upgrade bonuses are rewards of their own.)
    expect(
      await t.db
        .select({ n: count() })
        .from(rewards)
        .where(and(eq(rewards.memberId, m.memberId), eq(rewards.type, 'JOIN'))),
    ).toEqual([{ n: 1 }]);
    expect(await messagesOf(m)).toHaveLength(1);

    // Claimed on the card's call, with its turnover.
    const before = await balance(t, m);
    const claimed = await call(t, 'claimReward', { as: m, body: { rewardId: claimable.rewardId as number } });
    expect(claimed.body).toMatchObject({ success: true, value: { amount: 58, turnoverRequired: 58 } });
    expect(await balance(t, m)).toBe(before + 5_800);
    expect(await turnoverStatus(t.db, m.memberId, t.clock.now())).toMatchObject({ required: 5_800 });
    expect(await card(m, 'SLOTRACE')).toMatchObject({ status: 'claimed', rewardId: null });
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
  });

  it('counts a fishing race only on fishing games, and closes a joined promotion that ended short', async () => {
    const m = await signedInMember(t, 1_000_000);
    expect((await join(m, ids.FISHFRENZY!)).body.success).toBe(true);
    t.clock.advance(1000);
    await play(m, 200_000);
    expect(await card(m, 'FISHFRENZY')).toMatchObject({ status: 'joined', validBetSoFar: 0 });
    await play(m, 60_000, 'FISH');
    expect(await card(m, 'FISHFRENZY')).toMatchObject({ status: 'joined', validBetSoFar: 600 });
    // The race ends (10 days) short of its ₱1,000: nothing is issued, the card says closed.
    t.clock.advance(11 * DAY);
    await play(m, 60_000, 'FISH');
    await runJobs();
    expect(await card(m, 'FISHFRENZY')).toMatchObject({ status: 'closed', rewardId: null });
    expect(await entryOf(m, ids.FISHFRENZY!)).toMatchObject({ status: 'joined', rewardId: null });
  });

  it('refuses a join that cannot be taken', async () => {
    const m = await signedInMember(t, 0);
    const now = t.clock.now().getTime();
    const [later] = await t.db
      .insert(promotions)
      .values({
        code: `LATER${kind}`,
        type: 'JOIN',
        category: 'rng',
        title: 'Later race',
        content: '<p>Soon</p>',
        imageUrl: '/art/promotion/LATER.svg',
        startsAt: new Date(now + DAY),
        bonusAmount: 100,
        config: { validBetTarget: 100 },
      })
      .returning();
    const [ended] = await t.db
      .insert(promotions)
      .values({
        code: `ENDED${kind}`,
        type: 'JOIN',
        category: 'rng',
        title: 'Ended race',
        content: '<p>Over</p>',
        imageUrl: '/art/promotion/ENDED.svg',
        startsAt: new Date(now - 9 * DAY),
        endsAt: new Date(now - DAY),
        bonusAmount: 100,
        config: { validBetTarget: 100 },
      })
      .returning();
    const before = await rowCounts();
    expect((await join(m, 999_999)).body.errorCode).toBe('promotion.not.found');
    expect((await join(m, ids.LIVESTREAK!)).body.errorCode).toBe('promotion.not.joinable');
    expect((await join(m, later!.id)).body.errorCode).toBe('promotion.not.started');
    expect((await join(m, ended!.id)).body.errorCode).toBe('promotion.closed');
    expect((await join(m, 'x' as unknown as number)).status).toBe(400);
    expect(await rowCounts()).toEqual(before);
    expect((await call(t, 'joinPromotion', { body: { promotionId: ids.SLOTRACE! } })).status).toBe(401);
    expect((await call(t, 'joinPromotion', { as: await signedInMember(t, 0, 4), body: { promotionId: ids.SLOTRACE! } })).status).toBe(403);
    expect(await rowCounts()).toEqual(before);
    await t.db
      .update(promotions)
      .set({ enabled: false })
      .where(sql`${promotions.id} in (${later!.id}, ${ended!.id})`);
  });

  it('takes an application with two images; the operator sees them, approves it, and the member claims the reward', async () => {
    const m = await signedInMember(t, 0);
    const sent = await apply(m, ids.LIVESTREAK!, '  Eight banker wins in a row at table 3  ', [png(), jpg()]);
    expect(sent.body).toMatchObject({ success: true, value: { promotionId: ids.LIVESTREAK, status: 'applying' } });
    expect(await card(m, 'LIVESTREAK')).toMatchObject({ status: 'applying' });
    const entry = await entryOf(m, ids.LIVESTREAK!);
    expect(entry).toMatchObject({ kind: 'apply', status: 'applying', remark: 'Eight banker wins in a row at table 3' });
    // Another member's list knows nothing of it.
    expect(await card(await signedInMember(t, 0), 'LIVESTREAK')).toMatchObject({ status: 'apply' });

    const waiting = await runOpsCommand(t.deps, 'promotion-applications', {});
    expect(waiting).toContain(`${entry!.id}  LIVESTREAK`);
    expect(waiting).toContain('2 image(s)');
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'promo-images-'));
    const written = await runOpsCommand(t.deps, 'promotion-images', { entryId: entry!.id, out: folder });
    expect(written.split('\n')).toHaveLength(2);
    expect(fs.readFileSync(path.join(folder, `application-${entry!.id}-image-1.png`))).toEqual(PNG);
    expect(fs.readFileSync(path.join(folder, `application-${entry!.id}-image-2.jpg`))).toEqual(JPG);
    fs.rmSync(folder, { recursive: true, force: true });

    const approved = await runOpsCommand(t.deps, 'promotion-approve', { entryId: entry!.id });
    expect(approved).toContain('is approved');
    await expect(runOpsCommand(t.deps, 'promotion-approve', { entryId: entry!.id })).rejects.toThrow('decided already (issued)');
    await expect(runOpsCommand(t.deps, 'promotion-reject', { entryId: entry!.id })).rejects.toThrow('decided already (issued)');
    await expect(runOpsCommand(t.deps, 'promotion-approve', { entryId: 999_999 })).rejects.toThrow('No application 999999');
    expect(await runOpsCommand(t.deps, 'promotion-applications', {})).not.toContain(`${entry!.id}  LIVESTREAK`);
    expect(await runOpsCommand(t.deps, 'promotion-applications', { all: true })).toContain(`${entry!.id}  LIVESTREAK`);

    const claimable = await card(m, 'LIVESTREAK');
    expect(claimable).toMatchObject({ status: 'claim' });
    const rewardList = (await call(t, 'rewardList', { as: m })).body.value;
    expect(rewardList.list).toEqual([
      expect.objectContaining({ rewardId: claimable.rewardId, promotionType: 'APPLY', amount: 388, turnoverMultiple: 1, status: 'available' }),
    ]);
    expect((await messagesOf(m)).map((x) => x.title)).toEqual(['Promotion application approved']);

    const claimed = await call(t, 'claimReward', { as: m, body: { rewardId: claimable.rewardId as number } });
    expect(claimed.body).toMatchObject({ success: true, value: { amount: 388 } });
    expect(await balance(t, m)).toBe(38_800);
    expect(await card(m, 'LIVESTREAK')).toMatchObject({ status: 'claimed' });
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
  });

  it('rejects an application with a reason the member is told, and a rejection is final', async () => {
    const m = await signedInMember(t, 0);
    expect((await apply(m, ids.POKERWEEK!, 'Royal flush, hand 42', [])).body.success).toBe(true);
    const entry = await entryOf(m, ids.POKERWEEK!);
    expect(await runOpsCommand(t.deps, 'promotion-images', { entryId: entry!.id, out: os.tmpdir() })).toBe(`Application ${entry!.id} has no images.`);
    expect(await runOpsCommand(t.deps, 'promotion-reject', { entryId: entry!.id, reason: 'The hand history shows a straight flush' })).toContain('is rejected');
    expect(await card(m, 'POKERWEEK')).toMatchObject({ status: 'rejected', reviewNote: 'The hand history shows a straight flush', rewardId: null });
    const [message] = await messagesOf(m);
    expect(message).toMatchObject({ title: 'Promotion application rejected' });
    expect(message!.content).toContain('The hand history shows a straight flush');
    await expect(runOpsCommand(t.deps, 'promotion-approve', { entryId: entry!.id })).rejects.toThrow('decided already (rejected)');
    const again = await apply(m, ids.POKERWEEK!, 'Please look again', []);
    expect(again.body).toMatchObject({ errorCode: 'promotion.already.applied', value: { status: 'rejected' } });
    expect(await t.db.select({ n: count() }).from(rewards).where(eq(rewards.memberId, m.memberId))).toEqual([{ n: 0 }]);
  });

  it('refuses every bad application with its code and stores nothing', async () => {
    const m = await signedInMember(t, 0);
    const before = await rowCounts();
    const refused = async (promotionId: number, remark: string | null, files: Upload[], code: string) => {
      const res = await apply(m, promotionId, remark, files);
      expect(res.body, code).toMatchObject({ success: false, errorCode: code });
      expect(await rowCounts(), code).toEqual(before);
      return res.body;
    };
    const tooLong = await refused(ids.LIVESTREAK!, 'x'.repeat(141), [png()], 'promotion.remark.tooLong');
    expect(tooLong.message).toBe('The remark can be at most 140 characters');
    await refused(ids.LIVESTREAK!, '   ', [png()], 'promotion.remark.required');
    await refused(ids.LIVESTREAK!, null, [], 'promotion.remark.required');
    const large = await refused(
      ids.LIVESTREAK!,
      'Big screenshot',
      [png(), { name: 'huge.png', type: 'image/png', data: Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]) }],
      'promotion.image.tooLarge',
    );
    expect(large.value).toEqual({ remarkMax: 140, maxImages: 3, maxBytes: 5 * 1024 * 1024 });
    await refused(
      ids.LIVESTREAK!,
      'Not really a png',
      [png(), { name: 'fake.png', type: 'image/png', data: Buffer.from('GIF89a not a png at all') }],
      'promotion.image.invalid',
    );
    await refused(ids.LIVESTREAK!, 'Empty file', [{ name: 'empty.png', type: 'image/png', data: Buffer.alloc(0) }], 'promotion.image.invalid');
    await refused(ids.LIVESTREAK!, 'Four images', [png('1.png'), png('2.png'), jpg('3.jpg'), png('4.png')], 'promotion.image.tooMany');
    await refused(ids.HALLOWEEN!, 'Too late', [png()], 'promotion.closed');
    await refused(ids.SLOTRACE!, 'Wrong kind', [], 'promotion.not.applicable');
    await refused(999_999, 'Unknown', [], 'promotion.not.found');
    // Not multipart at all, or no promotion named.
    expect((await untyped(t, 'applyPromotion', { as: m, query: { promotionId: ids.LIVESTREAK }, body: { remark: 'json' } })).status).toBe(400);
    expect((await apply(m, 'x' as unknown as number, 'Hello', [])).status).toBe(400);
    const nul = await apply(m, ids.LIVESTREAK!, 'a\u0000b', []);
    expect(nul.status).toBe(400);
    expect(nul.body.message).toContain('body.remark');
    expect(await rowCounts()).toEqual(before);

    // Exactly 140 characters (an emoji counts as one) is fine; a second application is refused with the first one's state.
    const remark = `${'🎰'.repeat(10)}${'x'.repeat(130)}`;
    expect((await apply(m, ids.LIVESTREAK!, remark, [png(), png('b.png'), jpg()])).body).toMatchObject({ success: true });
    const after = await rowCounts();
    expect(after).toEqual({ ...before, entries: before.entries + 1, images: before.images + 3 });
    const second = await apply(m, ids.LIVESTREAK!, 'Again', [png()]);
    expect(second.body).toMatchObject({ success: false, errorCode: 'promotion.already.applied', value: { promotionId: ids.LIVESTREAK, status: 'applying' } });
    expect(await rowCounts()).toEqual(after);
  });
});
