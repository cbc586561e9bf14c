// Platform messages (docs/product.md §2 messageV2): the inbox, one message (read marks it read) and the unread count, which
// trial players do not fetch (docs/product.md §4).
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../http.ts';

export const fetchMessages = (api: Api, q: { pageNum?: number; pageSize?: number; unreadOnly?: boolean } = {}) =>
  api.call('messageList', {
    query: { pageNum: q.pageNum, pageSize: q.pageSize, unreadOnly: q.unreadOnly === undefined ? undefined : q.unreadOnly ? 'true' : 'false' },
  });
export const readMessage = (api: Api, id: number) => api.call('message', { body: { id } });
export const readAllMessages = (api: Api) => api.call('readAllMessages');
export const fetchUnreadCount = (api: Api) => api.call('unreadCount');

export const messagesQuery = (api: Api, token: string, q: { pageNum?: number; pageSize?: number; unreadOnly?: boolean }) =>
  queryOptions({ queryKey: ['messages', token, q], queryFn: () => fetchMessages(api, q), staleTime: 30_000 });
export const unreadCountQuery = (api: Api, token: string) =>
  queryOptions({ queryKey: ['unreadCount', token], queryFn: () => fetchUnreadCount(api), staleTime: 30_000 });
