// What else reaches a member's live stream besides the vendor wallet's balance: a deposit the provider's callback
// credits, a message the member's agent sends, the operator's review of a promotion application, and the caller's own
// changes (its other tabs hear of them once the call is answered).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer } from '../test-server.ts';
import { call } from '../call-client.ts';
import { members } from '../../../server/db/schema.ts';
import { createSession } from '../../../server/session/sessions.ts';
import { createDepositOrder, handleDepositCallback, signCallback } from '../../../server/deposit/deposits.ts';
import { messageDownline } from '../../../server/agent-team/downlines.ts';
import { promotionEntries, promotions } from '../../../server/db/schema-economy.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { uid } from '../vendor-helpers.ts';
import { listening, livePlayer, openStream } from './live-helpers.ts';

describe('live hints of deposits, messages and the caller’s own calls', () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  let base: string;
  const sessionOf = async (account: string) => {
    const [m] = await t.db.select({ id: members.id }).from(members).where(eq(members.account, account));
    return { memberId: m!.id, session: await createSession(t.deps, m!.id) };
  };

  beforeAll(async () => {
    t = await startTestServer();
    base = await listening(t.app);
  });
  afterAll(() => t.close());

  it("a deposit credited by the provider's callback", async () => {
    const player = await livePlayer(t, 0);
    const stream = openStream(base, player.session);
    await stream.next('hello');
    // The server's own deps: those carry its bus (the test's deps were made before it).
    const order = await createDepositOrder(t.app.deps, player.memberId, 'GCASH', 50_000);
    const raw = JSON.stringify({ orderNo: order.orderNo, providerRef: uid('ref'), amount: 50_000, status: 'SUCCESS', ts: 1 });
    expect((await handleDepositCallback(t.app.deps, raw, signCallback(raw, t.deps.config.wallet.paymentSecret))).status).toBe('OK');
    expect((await stream.next('deposit')).data).toEqual({ orderNo: order.orderNo });
    stream.close();
  });

  it('a message from the agent', async () => {
    const agent = await sessionOf('agent01');
    const down = await sessionOf('down01');
    const downStream = openStream(base, down.session);
    await downStream.next('hello');
    await messageDownline(t.app.deps, t.clock.now(), agent.memberId, 'down01', 'Hello', 'From your agent');
    await downStream.next('messages');
    downStream.close();
  });

  it.each([
    ['approve', 'promotion-approve', {}],
    ['reject', 'promotion-reject', { reason: 'blurry screenshot' }],
  ])('the operator’s review (%s) of an application: its card and the message it sends', async (_, command, args) => {
    const player = await livePlayer(t, 0);
    const [promotion] = await t.db.select({ id: promotions.id }).from(promotions).where(eq(promotions.code, 'LIVESTREAK'));
    const [entry] = await t.db
      .insert(promotionEntries)
      .values({
        promotionId: promotion!.id,
        memberId: player.memberId,
        kind: 'apply',
        status: 'applying',
        remark: 'Eight wins in a row',
        createdAt: t.clock.now(),
      })
      .returning();
    const stream = openStream(base, player.session);
    await stream.next('hello');
    await runOpsCommand(t.app.deps, command, { entryId: entry!.id, ...args });
    await stream.next('promotions');
    await stream.next('messages');
    stream.close();
  });

  it("the caller's own change reaches its other tabs once answered", async () => {
    const player = await livePlayer(t, 10_000);
    const otherTab = openStream(base, player.session);
    await otherTab.next('hello');
    expect((await call(t, 'readAllMessages', { as: player.session })).status).toBe(200);
    await otherTab.next('messages');
    otherTab.close();
  });
});
