import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { customerService } from '../db/schema-content.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { sessionForToken } from '../session/sessions.ts';
import { CHAT_CS_TYPE, type ChatModelList, type LaunchChatValue } from '../../contract/content/support.ts';
import { registerCall } from '../http/call-route.ts';

/** Adds the member's account to a chat URL, keeping its own query and fragment; relative URLs stay relative. */
export function chatUrlFor(url: string, account: string | null): string {
  if (!account) return url;
  const base = 'http://relative.invalid';
  const u = new URL(url, base);
  u.searchParams.set('account', account);
  return u.origin === base ? `${u.pathname}${u.search}${u.hash}` : u.toString();
}

/**
 * The chat room of docs/product.md §7 Support: both calls need no login (the site checks the login itself before it opens
 * the room); a valid token only makes the room know who is asking. A token that is not valid counts as a visitor.
 */
export async function supportRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  registerCall(app, 'serviceEntries', async () => {
    const rows = await db.select().from(customerService).where(eq(customerService.csType, CHAT_CS_TYPE)).orderBy(asc(customerService.id));
    const value: ChatModelList = { list: rows.map((r) => ({ modelId: r.id, title: r.title })) };
    return ok(value);
  });

  registerCall(app, 'launchChat', async (request) => {
    const [room] = await db
      .select()
      .from(customerService)
      .where(and(eq(customerService.id, request.body.modelId), eq(customerService.csType, CHAT_CS_TYPE)));
    if (!room) throw new ApiError(404, 'chat.model.not.found', 'No such chat room');
    const token = request.headers.authorization?.trim();
    const session = token ? await sessionForToken(app.deps, token) : null;
    const value: LaunchChatValue = { chatUrl: chatUrlFor(room.url, session?.member.account ?? null) };
    return ok(value);
  });
}
