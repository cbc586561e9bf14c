// What a record list shows while it loads, when it failed, and when it is empty.
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { refusalOf, TRANSLATED_CODES } from '../../domain/refusal.ts';
import { ErrorRetry } from './error-retry.tsx';
import css from './centre.module.css';

interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch(): unknown;
}

export function ListStates<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: ListQuery<T>;
  isEmpty(data: T): boolean;
  empty: string;
  children(data: T): ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <div role="progressbar" aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={css.skeleton} />
        ))}
      </div>
    );
  if (query.isError || query.data === undefined) return <ErrorRetry message={refusalText(t, query.error)} onRetry={() => query.refetch()} />;
  if (isEmpty(query.data)) return <p className={css.empty}>{empty}</p>;
  return children(query.data);
}

/** A list the server refused (a filter it does not take) says why in the member's words; anything else is the network message. */
function refusalText(t: TFunction, error: unknown): string | undefined {
  const { errorCode } = refusalOf(error);
  return errorCode && TRANSLATED_CODES.has(errorCode) ? t(`errors.${errorCode}`) : undefined;
}
