// The notice popup (docs/product.md §2 noticeModal): the marquee's notices as tabs, the one clicked shown. Which one is
// shown lives in the modals actor (notice.open with its index); the HTML is sanitised by the server.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { noticesQuery } from '../../api/catalogue/catalogue.ts';
import { useApi } from '../app/app-providers.tsx';
import { useModals, useModalsRef } from '../app/actors.ts';
import { ErrorRetry } from '../kit/error-retry.tsx';
import css from './notice-list.module.css';
import { intlLocale } from '../../i18n/i18n.ts';
import { onTabListKeyDown } from '../kit/tab-keys.ts';

export function NoticeList() {
  const { t, i18n } = useTranslation();
  const modals = useModalsRef();
  const index = useModals((s) => s.context.noticeIndex);
  const notices = useQuery(noticesQuery(useApi(), i18n.language));
  if (notices.isError) return <ErrorRetry onRetry={() => notices.refetch()} />;
  if (!notices.data) return <div className="spinner" role="progressbar" aria-label={t('common.loading')} />;
  if (notices.data.length === 0) return <p>{t('notice.none')}</p>;
  const shown = notices.data[Math.min(index, notices.data.length - 1)]!;
  return (
    <div className={css.notices}>
      <div role="tablist" onKeyDown={onTabListKeyDown} aria-orientation="vertical" className={css.tabs}>
        {notices.data.map((n, i) => (
          <button key={n.id} type="button" role="tab" aria-selected={n.id === shown.id} onClick={() => modals.send({ type: 'notice.open', index: i })}>
            {n.title}
          </button>
        ))}
      </div>
      <article role="tabpanel" aria-label={shown.title} className={css.panel}>
        <h3>{shown.title}</h3>
        <time dateTime={shown.startDateStr}>{new Date(shown.startDateStr).toLocaleDateString(intlLocale())}</time>
        <div dangerouslySetInnerHTML={{ __html: shown.content }} />
      </article>
    </div>
  );
}
