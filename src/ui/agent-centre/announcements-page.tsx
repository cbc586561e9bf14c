// agentAnnouncement (docs/product.md §2.11, issue 14): the announcements for agents, newest first and paged; each
// opens its full text in a dialog (HTML the server sanitised, rendered as the notice list does).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agentAnnouncementsQuery } from '../../api/agent-centre/agent-centre.ts';
import type { AgentAnnouncement, AgentAnnouncementPage } from '../../../contract/agent-centre/agent-centre.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { useMemberTime } from '../kit/use-platform-time.ts';
import { useApi } from '../app/app-providers.tsx';
import { useSession } from '../app/actors.ts';
import { Dialog } from '../kit/dialog.tsx';
import { ListStates } from '../kit/list-states.tsx';
import { Pager } from '../kit/pager.tsx';
import memberCss from '../kit/centre.module.css';
import css from './announcements.module.css';

/** The text of an announcement's HTML, for its one-line preview. */
const preview = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent?.replace(/\s+/g, ' ').trim() ?? '';

export default function AnnouncementsPage() {
  const { t } = useTranslation();
  const memberTime = useMemberTime();
  const api = useApi();
  const token = useSession(selectToken) ?? '';
  const [pageNum, setPageNum] = useState(1);
  const [open, setOpen] = useState<AgentAnnouncement | null>(null);
  const list = useQuery({ ...agentAnnouncementsQuery(api, token, { pageNum }), placeholderData: keepPreviousData });
  return (
    <section className={memberCss.section} aria-labelledby="agent-announcements-title" aria-busy={list.isFetching}>
      <h2 id="agent-announcements-title">{t('agentCentre.pages.agentAnnouncement')}</h2>
      <ListStates<AgentAnnouncementPage> query={list} isEmpty={(d) => d.content.length === 0} empty={t('agentCentre.announcements.empty')}>
        {(data) => (
          <>
            <ul className={css.list}>
              {data.content.map((a) => (
                <li key={a.id}>
                  <button type="button" className={css.item} onClick={() => setOpen(a)} aria-haspopup="dialog">
                    <span className={css.title}>{a.title}</span>
                    <time className={memberCss.muted} dateTime={a.date}>
                      {memberTime(a.date)}
                    </time>
                    <span className={css.preview}>{preview(a.content)}</span>
                  </button>
                </li>
              ))}
            </ul>
            <Pager page={data.pageNum} pages={data.totalPages} busy={list.isFetching} onPage={setPageNum} />
          </>
        )}
      </ListStates>
      {open && (
        <Dialog title={open.title} onClose={() => setOpen(null)}>
          <p className={memberCss.muted}>
            <time dateTime={open.date}>{memberTime(open.date)}</time>
          </p>
          <div className={css.body} dangerouslySetInnerHTML={{ __html: open.content }} />
        </Dialog>
      )}
    </section>
  );
}
