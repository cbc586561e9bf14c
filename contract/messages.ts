// Platform messages (spec §2 messageV2 'platform information', §7 /wps/relay/CSP_unreadCount; issue 6).
import { z } from 'zod';
import { pageFields, type Page } from './records.ts';

export interface MessageView {
  id: number;
  title: string;
  /** Plain text. */
  content: string;
  /** ISO date-time. */
  createdAt: string;
  read: boolean;
}

/** GET /wps/relay/CSP_messageList: newest first. */
export const messageListQuery = z.strictObject({ ...pageFields, unreadOnly: z.enum(['true', 'false']).optional() });
export interface MessagePage extends Page<MessageView> {
  unread: number;
}

/** GET /wps/relay/CSP_message?id=: one message; reading it marks it read. */
export const messageQuery = z.strictObject({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** GET /wps/relay/CSP_unreadCount */
export interface UnreadCount {
  count: number;
}
