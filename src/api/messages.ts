// Platform messages (spec §2 messageV2): the inbox, one message (read marks it read) and the unread count, which
// trial players do not fetch (spec §4).
import { queryOptions } from '@tanstack/react-query';
import type { Api } from './http.ts';
import type { MessagePage, MessageView, UnreadCount } from '../../contract/messages.ts';

export const fetchMessages = (api: Api, q: { pageNum?: number; pageSize?: number; unreadOnly?: boolean } = {}) =>
  api.get<MessagePage>('/wps/relay/CSP_messageList', { pageNum: q.pageNum, pageSize: q.pageSize, unreadOnly: q.unreadOnly === undefined ? undefined : String(q.unreadOnly) });
export const readMessage = (api: Api, id: number) => api.get<MessageView>('/wps/relay/CSP_message', { id });
export const readAllMessages = (api: Api) => api.post<{ marked: number }>('/wps/relay/CSP_readAll');
export const fetchUnreadCount = (api: Api) => api.get<UnreadCount>('/wps/relay/CSP_unreadCount');

export const messagesQuery = (api: Api, token: string, q: { pageNum?: number; pageSize?: number; unreadOnly?: boolean }) =>
  queryOptions({ queryKey: ['messages', token, q], queryFn: () => fetchMessages(api, q), staleTime: 30_000 });
export const unreadCountQuery = (api: Api, token: string) => queryOptions({ queryKey: ['unreadCount', token], queryFn: () => fetchUnreadCount(api), staleTime: 30_000 });
