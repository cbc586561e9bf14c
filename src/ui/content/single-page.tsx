// /sponsor (SPONSOR) and /description (ABOUT): one page each that the operator writes per language (issue 16).
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { matchRoute, routes } from '../../domain/paths.ts';
import { PageBody, ReadState, useContentPage } from './content-parts.tsx';
import css from './content.module.css';

/** Routes /sponsor and /description (public). */
export default function SinglePage() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const kind = matchRoute(routes.sponsor, location) ? 'SPONSOR' : 'ABOUT';
  const query = useContentPage(kind);
  return (
    <article className={css.page} aria-labelledby="content-title">
      <ReadState query={query} missing={<h1 id="content-title">{t('content.notFound')}</h1>}>
        {(page) => <PageBody page={page} headingId="content-title" />}
      </ReadState>
    </article>
  );
}
