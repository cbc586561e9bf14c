import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { helpCenterQuery } from '../../api/system/system.ts';
import { useApi } from '../app/app-providers.tsx';
import { ErrorRetry } from '../kit/error-retry.tsx';
import css from './help-sections.module.css';

/** The help centre's sections; the anchored one is scrolled into view. Content is sanitised by the server. */
export function HelpSections({ anchor }: { anchor: string | null }) {
  const { i18n } = useTranslation();
  const query = useQuery(helpCenterQuery(useApi(), i18n.language));
  useEffect(() => {
    if (anchor && query.data) document.getElementById(`help-${anchor}`)?.scrollIntoView({ block: 'start' });
  }, [anchor, query.data]);
  if (query.isPending) return <div className={css.skeleton} aria-busy="true" />;
  if (query.isError) return <ErrorRetry onRetry={() => query.refetch()} />;
  return (
    <div className={css.list}>
      {query.data.map((s) => (
        <section key={s.tag} id={`help-${s.tag}`} className={s.tag === anchor ? css.current : css.section}>
          <h3>{s.title}</h3>
          <div dangerouslySetInnerHTML={{ __html: s.content }} />
        </section>
      ))}
    </div>
  );
}
