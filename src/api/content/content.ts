// Content pages (issue 16: /sponsor, /description, /blog, /winners) and the app download links (/down) as read
// models. The Language header picks the language on the server, so every key names the language it was read in.
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../http.ts';
import type { ContentKind } from '../../../contract/rules/content.ts';

const STALE_MS = 5 * 60_000;

export const contentListQuery = (api: Api, kind: ContentKind, language: string) =>
  queryOptions({
    queryKey: ['contentList', kind, language] as const,
    queryFn: () => api.call('contentList', { query: { kind } }).then((v) => v.list),
    staleTime: STALE_MS,
  });

export const contentPageQuery = (api: Api, kind: ContentKind, language: string, slug?: string) =>
  queryOptions({
    queryKey: ['contentPage', kind, slug ?? '', language] as const,
    queryFn: () => api.call('contentPage', { query: slug ? { kind, slug } : { kind } }),
    staleTime: STALE_MS,
    // A page that does not exist stays so: no retry of a 404.
    retry: (count, err) => !(err && typeof err === 'object' && 'status' in err && err.status === 404) && count < 2,
  });

export const appDownloadsQuery = (api: Api) =>
  queryOptions({ queryKey: ['appDownloads'] as const, queryFn: () => api.call('appDownloads'), staleTime: STALE_MS });
