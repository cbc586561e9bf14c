// Platform messages (docs/product.md §2 messageV2, §7 CSP_unreadCount; issue 6). Trial players fetch no unread count (docs/product.md §4):
// the count answers 0 for them, and the inbox itself is for real accounts (contract/routes.ts).
import type { FastifyInstance } from 'fastify';
import { memberOf } from '../http/auth.ts';
import { registerCall } from '../http/call-route.ts';
import { ok } from '../http/envelope.ts';
import { roleOf } from '../../contract/rules/member-type.ts';
import { messagePage, readAllMessages, readMessage, unreadCount } from './service.ts';

export async function messageRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;

  registerCall(app, 'unreadCount', async (request) => {
    const member = memberOf(request);
    return ok({ count: roleOf(member.type) === 'trial' ? 0 : await unreadCount(db, member.id, clock.now()) });
  });

  registerCall(app, 'messageList', async (request) => {
    const q = request.query;
    const page = await messagePage(db, memberOf(request).id, clock.now(), q.pageNum, q.pageSize, q.unreadOnly === 'true');
    return ok({ ...page, pageNum: q.pageNum, pageSize: q.pageSize });
  });

  registerCall(app, 'message', async (request) => ok(await readMessage(db, memberOf(request).id, request.body.id, clock.now())));

  registerCall(app, 'readAllMessages', async (request) => ok({ marked: await readAllMessages(db, memberOf(request).id, clock.now()) }));
}
