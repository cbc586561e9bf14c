import { useTranslation } from 'react-i18next';
import { useAnnouncement, useAnnouncementRef } from '../app/actors.ts';
import css from './announcement-list.module.css';

/** The announcement popup's content; its HTML is sanitised by the server. */
export function AnnouncementList() {
  const { t } = useTranslation();
  const popup = useAnnouncementRef();
  const list = useAnnouncement((s) => s.context.list);
  return (
    <div className={css.list}>
      {list.map((a) => (
        <article key={a.id} className={css.item}>
          <h3>{a.title}</h3>
          <div dangerouslySetInnerHTML={{ __html: a.content }} />
        </article>
      ))}
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={() => popup.send({ type: 'announcement.close' })}>
          {t('common.close')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => popup.send({ type: 'announcement.promo' })}>
          {t('announcement.promo')}
        </button>
      </div>
    </div>
  );
}
