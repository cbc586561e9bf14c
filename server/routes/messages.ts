// Platform messages (spec §2 messageV2, §7 CSP_unreadCount; issue 6). Trial players fetch no unread count (spec §4):
// the count answers 0 for them, and the inbox itself is for real accounts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf } from '../http/auth.ts';
import { ok, refused } from '../http/envelope.ts';
import { refuseTrialAccounts } from '../http/real-account.ts';
import { roleOf } from '../../contract/rules/member-type.ts';
import { messagePage, readAllMessages, readMessage, unreadCount } from '../domain/messages.ts';
import { messageListQuery, messageQuery, type MessagePage, type UnreadCount } from '../../contract/messages.ts';

const tags = ['messages'];
const security = [{ token: [] }];
const config = { auth: 'session' } as const;

export async function messageRoutes(root: FastifyInstance) {
  const { db, clock } = root.deps;

  root.withTypeProvider<ZodTypeProvider>().get(
    '/wps/relay/CSP_unreadCount',
    { config, schema: { tags, security, summary: 'Unread platform messages of the member (0 for trial players)' } },
    async (request, reply) => {
      const member = memberOf(request);
      reply.header('cache-control', 'private, no-store');
      const value: UnreadCount = { count: roleOf(member.type) === 'trial' ? 0 : await unreadCount(db, member.id, clock.now()) };
      return ok(value);
    },
  );

  await root.register(async (fastify) => {
    refuseTrialAccounts(fastify);
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/wps/relay/CSP_messageList', { config, schema: { tags, security, summary: 'Platform messages, newest first, with read state and the unread count', querystring: messageListQuery } }, async (request) => {
      const q = request.query;
      const page = await messagePage(db, memberOf(request).id, clock.now(), q.pageNum, q.pageSize, q.unreadOnly === 'true');
      const value: MessagePage = { ...page, pageNum: q.pageNum, pageSize: q.pageSize };
      return ok(value);
    });

    app.get('/wps/relay/CSP_message', { config, schema: { tags, security, summary: 'One message; reading it marks it read', querystring: messageQuery } }, async (request) => {
      const message = await readMessage(db, memberOf(request).id, request.query.id, clock.now());
      return message ? ok(message) : refused('message.unknown', 'No such message');
    });

    app.post('/wps/relay/CSP_readAll', { config, schema: { tags, security, summary: 'Mark every message read (value.marked: how many were unread)' } }, async (request) => ok({ marked: await readAllMessages(db, memberOf(request).id, clock.now()) }));
  });
}
