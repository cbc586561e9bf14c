// The frame every record page shares (docs/product.md §2 transactionHistory, personalHistoryCopy, personalProfit,
// bonusDetails; §9 date pickers): a day range that starts at the last 7 days, the page's own filter, the page
// number, and the read model for them. A new range or filter starts again at page 1.
import { useState } from 'react';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { Api } from '../../api/http.ts';
import { lastDays, todayOf, type DayRange } from '../../domain/day-range.ts';
import { usePlatformOffset } from './use-platform-time.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { useApi } from '../app/app-providers.tsx';
import { useSession } from '../app/actors.ts';

export interface RecordRequest extends DayRange {
  pageNum: number;
}

/** A records query factory of src/api/records/records.ts, given the range, page and filter. */
export type RecordQuery<F, T, K extends QueryKey> = (api: Api, token: string, request: RecordRequest, filter: F) => UseQueryOptions<T, Error, T, K>;

export interface RecordPage<F, T> {
  /** Today in the members' zone, the last day a range may reach. */
  today: string;
  range: DayRange;
  filter: F;
  list: UseQueryResult<T>;
  setRange(range: DayRange): void;
  setFilter(filter: F): void;
  setPageNum(pageNum: number): void;
}

/** `initialRange`: the range a page opens with (the member centre's last 7 days unless told). */
export function useRecordPage<F, T, K extends QueryKey>(
  initialFilter: F,
  query: RecordQuery<F, T, K>,
  initialRange: (today: string) => DayRange = (today) => lastDays(7, today),
): RecordPage<F, T> {
  const api = useApi();
  const token = useSession(selectToken) ?? '';
  const offset = usePlatformOffset();
  // The members' today by the server's clock, not the device's (a demo server's clock may have moved on).
  const [today] = useState(() => todayOf(api.serverNow(), offset));
  const [range, setRange] = useState(() => initialRange(today));
  const [filter, setFilter] = useState(initialFilter);
  const [pageNum, setPageNum] = useState(1);
  // The last page stays on screen while the next loads, so the table does not collapse to a skeleton.
  const list = useQuery({ ...query(api, token, { ...range, pageNum }, filter), placeholderData: keepPreviousData });
  return {
    today,
    range,
    filter,
    list,
    setRange: (next) => (setRange(next), setPageNum(1)),
    setFilter: (next) => (setFilter(next), setPageNum(1)),
    setPageNum,
  };
}
