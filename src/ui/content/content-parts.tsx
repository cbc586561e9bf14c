// Pieces the content pages share (issue 16): the publish date in the reader's locale, the note shown when a page is
// read in English because the reader's language has no row, and the states of a page read (loading, missing, error).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import enInfo from 'virtual:en-info';
import { addEnglishStrings, intlLocale } from '../../i18n/i18n.ts';
import { contentPageQuery } from '../../api/content/content.ts';
import type { ContentPage } from '../../../contract/content/content.ts';
import type { ContentKind } from '../../../contract/rules/content.ts';
import { useApi } from '../app/app-providers.tsx';
import { ErrorRetry } from '../kit/error-retry.tsx';
import css from './content.module.css';

addEnglishStrings(enInfo);

export function PublishedDate({ iso }: { iso: string }) {
  const { t } = useTranslation();
  const date = new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'long' }).format(new Date(iso));
  return (
    <p className={css.meta}>
      {t('content.published')} <time dateTime={iso}>{date}</time>
    </p>
  );
}

/** Said when the server answered English for a reader of another language (no row in theirs yet). */
export function FallbackNote({ language }: { language: string }) {
  const { t, i18n } = useTranslation();
  if (language === i18n.language) return null;
  return (
    <p className={css.note} lang="en">
      {t('content.inEnglish')}
    </p>
  );
}

const isMissing = (err: unknown) => !!err && typeof err === 'object' && 'status' in err && err.status === 404;

/** The states of a read: a skeleton, a missing page, an error with a retry, or the page. */
export function ReadState<T>({ query, missing, children }: { query: UseQueryResult<T>; missing: ReactNode; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) return <div className={css.skeleton} aria-busy="true" aria-label={t('content.loading')} />;
  if (query.isError) return isMissing(query.error) ? <>{missing}</> : <ErrorRetry onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

/** One page with its cover, date and sanitised body (the server sanitises it, server/shared/html.ts). */
export function PageBody({ page, headingId }: { page: ContentPage; headingId: string }) {
  return (
    <>
      <h1 id={headingId}>{page.title}</h1>
      <PublishedDate iso={page.publishAt} />
      <FallbackNote language={page.language} />
      {page.coverUrl && <img className={css.cover} src={page.coverUrl} alt="" width={800} height={400} />}
      <div className={css.body} dangerouslySetInnerHTML={{ __html: page.body }} />
    </>
  );
}

export const useContentPage = (kind: ContentKind, slug?: string) => {
  const { i18n } = useTranslation();
  return useQuery(contentPageQuery(useApi(), kind, i18n.language, slug));
};
