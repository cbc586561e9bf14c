// The shell of a record page: its title, the day range picker, the page's filter, and the list in its loading,
// failed, empty and shown states, as a table with totals under it and the pager when the list has pages.
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DayRangePicker } from './day-range-picker.tsx';
import { ListStates } from './list-states.tsx';
import { Pager } from './pager.tsx';
import type { RecordPage } from './use-record-page.ts';
import css from './centre.module.css';

export interface Column {
  label: string;
  numeric?: boolean;
}

export interface Total {
  label: string;
  value: string;
}

interface Paged {
  pageNum: number;
  totalPages: number;
  total: number;
}
const isPaged = (data: object): data is Paged => 'totalPages' in data;

export interface RecordTableProps<F, T extends object, R> {
  title: string;
  record: RecordPage<F, T>;
  /** The page's own filter, under the day range. */
  filter?: ReactNode;
  /** Replaces the day range picker (the agent centre's has date presets). */
  picker?: ReactNode;
  /** An i18n key; its text gets the range as {{start}} and {{end}}. */
  empty: string;
  columns: readonly Column[];
  items(data: T): readonly R[];
  /** One <tr> with its key. */
  row(item: R): ReactNode;
  /** Over the whole range and filter, not only the page shown. */
  totals(data: T): readonly Total[];
}

export function RecordTable<F, T extends object, R>({ title, record, filter, picker, empty, columns, items, row, totals }: RecordTableProps<F, T, R>) {
  const { t } = useTranslation();
  const id = useId();
  const { list, range } = record;
  return (
    <section className={css.section} aria-labelledby={id} aria-busy={list.isFetching}>
      <h2 id={id}>{title}</h2>
      {picker ?? <DayRangePicker range={range} today={record.today} onChange={record.setRange} />}
      {filter}
      <ListStates<T> query={list} isEmpty={(d) => items(d).length === 0} empty={t(empty, { start: range.startDate, end: range.endDate })}>
        {(data) => (
          <>
            <table className={css.table}>
              <thead>
                <tr>
                  {columns.map((c) => (
                    <th key={c.label} scope="col" className={c.numeric ? css.num : undefined}>
                      {c.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>{items(data).map(row)}</tbody>
            </table>
            <p className={css.totals} aria-label={t('records.totals')}>
              {isPaged(data) && <span>{t('wallet.count', { count: data.total })}</span>}
              {totals(data).map((x) => (
                <span key={x.label}>
                  {x.label} <strong>{x.value}</strong>
                </span>
              ))}
            </p>
            {isPaged(data) && <Pager page={data.pageNum} pages={data.totalPages} busy={list.isFetching} onPage={record.setPageNum} />}
          </>
        )}
      </ListStates>
    </section>
  );
}
