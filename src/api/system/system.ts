import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../http.ts';
import type { CallQuery } from '../../../contract/calls.ts';

export const fetchSystemStatus = (api: Api) => api.call('systemStatus');

/** The site's language is one the server knows (the language list is shared); an unknown one is a 400. */
export const helpCenterQuery = (api: Api, lang: string) =>
  queryOptions({
    queryKey: ['helpCenter', lang],
    queryFn: () => api.call('helpCenter', { query: { lang: lang as CallQuery<'helpCenter'>['lang'], device: 'WEB' } }),
    staleTime: 10 * 60_000,
  });
