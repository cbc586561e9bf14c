// Platform messages (docs/product.md §2 messageV2 'platform information', §7 /wps/relay/CSP_unreadCount; issue 6).
import { z } from 'zod';
import type { CallTable } from '../call.ts';
import { pageFields, pageOf } from '../records/records.ts';

export const messageView = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Plain text. */
  content: z.string(),
  /** ISO date-time. */
  createdAt: z.string(),
  read: z.boolean(),
});
export type MessageView = z.infer<typeof messageView>;

/** GET /wps/relay/CSP_messageList: newest first. */
export const messageListQuery = z.strictObject({ ...pageFields, unreadOnly: z.enum(['true', 'false']).optional() });
export const messagePage = pageOf(messageView).extend({ unread: z.number().int() });
export type MessagePage = z.infer<typeof messagePage>;

/** Opens one message, which marks it read: a POST, since a GET must not write. */
export const messageBody = z.strictObject({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** GET /wps/relay/CSP_unreadCount */
export const unreadCount = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCount>;

const tag = 'messages';

export const messageCalls = {
  unreadCount: { tag, summary: 'Unread platform messages of the member (0 for trial players)', value: unreadCount },
  messageList: { tag, summary: 'Platform messages, newest first, with read state and the unread count', query: messageListQuery, value: messagePage },
  message: { tag, summary: 'Open one message, which marks it read', body: messageBody, value: messageView, errors: { 'message.unknown': 200 } },
  readAllMessages: { tag, summary: 'Mark every message read (value.marked: how many were unread)', value: z.object({ marked: z.number().int() }) },
} as const satisfies CallTable;
