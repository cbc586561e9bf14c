import { queryOptions } from '@tanstack/react-query';
import type { Api } from './http.ts';
import type { HelpSection, SystemStatusValue } from '../../contract/system.ts';

export const fetchSystemStatus = (api: Api) => api.get<SystemStatusValue>('/wps/system/status');

export const helpCenterQuery = (api: Api, lang: string) =>
  queryOptions({
    queryKey: ['helpCenter', lang],
    queryFn: () => api.get<HelpSection[]>('/wps/system/helpCenter', { lang, device: 'WEB' }),
    staleTime: 10 * 60_000,
  });
