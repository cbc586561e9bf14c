// Platform messages with a read state per member (issue 6): messages to everyone (member_id null) or to one member;
// reading one marks it read once.
import { and, count, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { messageReads, messages } from '../db/schema-wallet.ts';
import type { MessageView } from '../../contract/messages/messages.ts';
import { pageCount } from '../shared/day-range.ts';
import { Refusal } from '../shared/refusal.ts';

const visibleTo = (memberId: number, now: Date) => and(or(isNull(messages.memberId), eq(messages.memberId, memberId)), lte(messages.createdAt, now));
const unreadBy = (memberId: number) => sql`not exists (select 1 from message_reads r where r.message_id = ${messages.id} and r.member_id = ${memberId})`;

export async function unreadCount(db: Db, memberId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(visibleTo(memberId, now), unreadBy(memberId)));
  return Number(row?.n ?? 0);
}

const select = (memberId: number) => ({
  id: messages.id,
  title: messages.title,
  content: messages.content,
  createdAt: messages.createdAt,
  read: sql<boolean>`exists (select 1 from message_reads r where r.message_id = ${messages.id} and r.member_id = ${memberId})`,
});

const view = (r: { id: number; title: string; content: string; createdAt: Date; read: boolean }): MessageView => ({
  id: Number(r.id),
  title: r.title,
  content: r.content,
  createdAt: r.createdAt.toISOString(),
  read: Boolean(r.read),
});

export async function messagePage(db: Db, memberId: number, now: Date, pageNum: number, pageSize: number, unreadOnly: boolean) {
  const where = and(visibleTo(memberId, now), unreadOnly ? unreadBy(memberId) : undefined);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(messages).where(where);
  const rows = await db
    .select(select(memberId))
    .from(messages)
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { content: rows.map(view), total: Number(total), totalPages: pageCount(Number(total), pageSize), unread: await unreadCount(db, memberId, now) };
}

/** The message, marked read by this member (once). */
/** Marks the message read and shows it; refused when the member cannot see a message of that id. */
export async function readMessage(db: Db, memberId: number, id: number, now: Date): Promise<MessageView> {
  const [row] = await db
    .select(select(memberId))
    .from(messages)
    .where(and(eq(messages.id, id), visibleTo(memberId, now)));
  if (!row) throw new Refusal('message.unknown', 'No such message');
  await db.insert(messageReads).values({ messageId: id, memberId, readAt: now }).onConflictDoNothing();
  return view({ ...row, read: true });
}

export async function readAllMessages(db: Db, memberId: number, now: Date): Promise<number> {
  const unread = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(visibleTo(memberId, now), unreadBy(memberId)));
  if (unread.length)
    await db
      .insert(messageReads)
      .values(unread.map((m) => ({ messageId: m.id, memberId, readAt: now })))
      .onConflictDoNothing();
  return unread.length;
}
