// messageV2 (docs/product.md §2 "platform information"): the member's messages, newest first, with read state; opening one
// reads it (the server marks it read); all can be marked read at once. The header's count follows (the member
// info is asked again).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messagesQuery, readAllMessages, readMessage } from '../../api/messages/messages.ts';
import type { MessagePage } from '../../../contract/messages/messages.ts';
import { useMemberTime } from '../kit/use-platform-time.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { useApi } from '../app/app-providers.tsx';
import { useSession, useSessionRef } from '../app/actors.ts';
import { Dialog } from '../kit/dialog.tsx';
import { ErrorRetry } from '../kit/error-retry.tsx';
import { ListStates } from '../kit/list-states.tsx';
import { Pager } from '../kit/pager.tsx';
import css from '../kit/centre.module.css';

export default function MessagesPage() {
  const { t } = useTranslation();
  const memberTime = useMemberTime();
  const api = useApi();
  const token = useSession(selectToken) ?? '';
  const session = useSessionRef();
  const queryClient = useQueryClient();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [pageNum, setPageNum] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const list = useQuery({ ...messagesQuery(api, token, { pageNum, unreadOnly }), placeholderData: keepPreviousData });
  const refreshCounts = () => {
    void queryClient.invalidateQueries({ queryKey: ['messages'] });
    void queryClient.invalidateQueries({ queryKey: ['unreadCount'] });
    session.send({ type: 'session.reload' });
  };
  const readAll = useMutation({ mutationFn: () => readAllMessages(api), onSuccess: refreshCounts });
  const unread = list.data?.unread ?? 0;
  return (
    <section className={css.section} aria-labelledby="messages-title" aria-busy={list.isFetching}>
      <h2 id="messages-title">{t('memberCentre.pages.messageV2')}</h2>
      <div className={css.filters}>
        <label className={css.check}>
          <input type="checkbox" checked={unreadOnly} onChange={(e) => (setUnreadOnly(e.target.checked), setPageNum(1))} />
          {t('messages.unreadOnly')}
        </label>
        <span className={css.muted} aria-live="polite">
          {t('messages.unread', { count: unread })}
        </span>
        <button type="button" className="btn" disabled={unread === 0 || readAll.isPending} aria-busy={readAll.isPending} onClick={() => readAll.mutate()}>
          {readAll.isPending && <span className="spinner-small" aria-hidden="true" />}
          {t('messages.markAllRead')}
        </button>
      </div>
      {readAll.isError && <ErrorRetry onRetry={() => readAll.mutate()} />}
      <ListStates<MessagePage> query={list} isEmpty={(d) => d.content.length === 0} empty={t(unreadOnly ? 'messages.emptyUnread' : 'messages.empty')}>
        {(data) => (
          <>
            <ul className={css.messages}>
              {data.content.map((m) => (
                <li key={m.id}>
                  <button type="button" className={css.message} data-read={m.read} onClick={() => setOpen(m.id)}>
                    <span className={css.messageTitle}>
                      {!m.read && <span className={css.dot}>{t('messages.new')}</span>} {m.title}
                    </span>
                    <span className={css.muted}>{memberTime(m.createdAt)}</span>
                  </button>
                </li>
              ))}
            </ul>
            <Pager page={data.pageNum} pages={data.totalPages} busy={list.isFetching} onPage={setPageNum} />
          </>
        )}
      </ListStates>
      {open !== null && <MessageDialog id={open} onRead={refreshCounts} onClose={() => setOpen(null)} />}
    </section>
  );
}

function MessageDialog({ id, onRead, onClose }: { id: number; onRead(): void; onClose(): void }) {
  const { t } = useTranslation();
  const memberTime = useMemberTime();
  const api = useApi();
  const token = useSession(selectToken) ?? '';
  const message = useQuery({
    queryKey: ['message', token, id],
    queryFn: async () => {
      const view = await readMessage(api, id);
      onRead();
      return view;
    },
    staleTime: Infinity,
  });
  return (
    <Dialog title={message.data?.title ?? t('memberCentre.pages.messageV2')} onClose={onClose}>
      {message.isPending ? (
        <div className={css.skeleton} role="progressbar" aria-busy="true" aria-label={t('common.loading')} />
      ) : message.isError ? (
        <ErrorRetry onRetry={() => message.refetch()} />
      ) : (
        <>
          <p className={css.muted}>{memberTime(message.data.createdAt)}</p>
          <p className={css.messageBody}>{message.data.content}</p>
        </>
      )}
    </Dialog>
  );
}
