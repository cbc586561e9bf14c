// The chat rooms of docs/product.md §7 Support: the LIVECHAT customer-service entries and the URL that opens one.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customerService } from '../db/schema-content.ts';
import type { Deps } from '../deps.ts';
import { sessionForToken } from '../session/sessions.ts';
import { Refusal } from '../shared/refusal.ts';
import { CHAT_CS_TYPE, type ChatModelList, type LaunchChatValue } from '../../contract/content/support.ts';

/** Adds the member's account to a chat URL, keeping its own query and fragment; relative URLs stay relative. */
export function chatUrlFor(url: string, account: string | null): string {
  if (!account) return url;
  const base = 'http://relative.invalid';
  const u = new URL(url, base);
  u.searchParams.set('account', account);
  return u.origin === base ? `${u.pathname}${u.search}${u.hash}` : u.toString();
}

export async function chatRooms(db: Db): Promise<ChatModelList> {
  const rows = await db.select().from(customerService).where(eq(customerService.csType, CHAT_CS_TYPE)).orderBy(asc(customerService.id));
  return { list: rows.map((r) => ({ modelId: r.id, title: r.title })) };
}

/** A token that is not valid counts as a visitor: it only makes the room know who is asking. */
export async function launchChat(deps: Pick<Deps, 'db' | 'clock'>, modelId: number, token: string | undefined): Promise<LaunchChatValue> {
  const [room] = await deps.db
    .select()
    .from(customerService)
    .where(and(eq(customerService.id, modelId), eq(customerService.csType, CHAT_CS_TYPE)));
  if (!room) throw new Refusal('chat.model.not.found', 'No such chat room');
  const session = token ? await sessionForToken(deps, token) : null;
  return { chatUrl: chatUrlFor(room.url, session?.member.account ?? null) };
}
