// What a record list shows while it loads, when it failed, and when it is empty.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorRetry } from '../components/error-retry.tsx';
import css from './member-centre.module.css';

interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch(): unknown;
}

export function ListStates<T>({ query, isEmpty, empty, children }: { query: ListQuery<T>; isEmpty(data: T): boolean; empty: string; children(data: T): ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <div aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={css.skeleton} />
        ))}
      </div>
    );
  if (query.isError || query.data === undefined) return <ErrorRetry onRetry={() => query.refetch()} />;
  if (isEmpty(query.data)) return <p className={css.empty}>{empty}</p>;
  return children(query.data);
}
