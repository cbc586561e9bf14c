// Platform messages on PGlite and PostgreSQL: seeded messages, read state per member, the unread count (0 for
// trial players), and member info's unreadMessage.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, startTestServer } from '../test-server.ts';
import { signedInMember, type TestServer } from '../wallet-helpers.ts';
import { MESSAGES } from '../../../server/messages/seed.ts';
import { messages } from '../../../server/db/schema-wallet.ts';
import { call } from '../call-client.ts';

describe.each(dbKinds)('messages on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ kind });
  });
  afterAll(() => t.close());

  it('lists the messages newest first with read state, and reading one marks it read for that member only', async () => {
    const m = await signedInMember(t, 0);
    const other = await signedInMember(t, 0);
    const list = (await call(t, 'messageList', { as: m, query: { pageSize: 2 } })).body.value;
    expect(list).toMatchObject({ total: MESSAGES.length, unread: MESSAGES.length, totalPages: Math.ceil(MESSAGES.length / 2), pageSize: 2 });
    expect(list.content[0]).toMatchObject({ title: MESSAGES.at(-1)![0], read: false });
    expect((await call(t, 'unreadCount', { as: m })).body.value).toEqual({ count: MESSAGES.length });

    const id = list.content[0]!.id;
    expect((await call(t, 'message', { as: m, body: { id } })).body.value).toMatchObject({ id, read: true, content: MESSAGES.at(-1)![1] });
    await call(t, 'message', { as: m, body: { id } });
    expect((await call(t, 'unreadCount', { as: m })).body.value.count).toBe(MESSAGES.length - 1);
    expect((await call(t, 'memberInfo', { as: m })).body.value.unreadMessage).toBe(MESSAGES.length - 1);
    expect((await call(t, 'unreadCount', { as: other })).body.value.count).toBe(MESSAGES.length);
    expect((await call(t, 'messageList', { as: m, query: { unreadOnly: 'true' } })).body.value.total).toBe(MESSAGES.length - 1);
    expect((await call(t, 'message', { as: m, body: { id: 999999 } })).body.errorCode).toBe('message.unknown');

    expect((await call(t, 'readAllMessages', { as: m })).body.value.marked).toBe(MESSAGES.length - 1);
    expect((await call(t, 'unreadCount', { as: m })).body.value.count).toBe(0);
  });

  it('shows a message to its member only', async () => {
    const m = await signedInMember(t, 0);
    const other = await signedInMember(t, 0);
    await t.db.insert(messages).values({ memberId: m.memberId, title: 'Your withdrawal', content: 'Paid.', createdAt: t.clock.now() });
    expect((await call(t, 'unreadCount', { as: m })).body.value.count).toBe(MESSAGES.length + 1);
    expect((await call(t, 'unreadCount', { as: other })).body.value.count).toBe(MESSAGES.length);
  });

  it('gives trial players no unread count and no inbox', async () => {
    const trial = await signedInMember(t, 0, 4);
    expect((await call(t, 'unreadCount', { as: trial })).body.value).toEqual({ count: 0 });
    expect((await call(t, 'memberInfo', { as: trial })).body.value.unreadMessage).toBe(0);
    expect((await call(t, 'messageList', { as: trial })).status).toBe(403);
  });
});
