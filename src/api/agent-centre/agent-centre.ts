// The agent centre's announcements and team overview (issue 14): read models of the agentAnnouncement and
// agentTeamOverview pages, day ranges in the members' days (both included).
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../http.ts';

export const fetchAgentAnnouncements = (api: Api, q: { pageNum?: number; pageSize?: number }) => api.call('agentAnnouncements', { query: { ...q } });
export const fetchTeamOverview = (api: Api, q: { startDate: string; endDate: string }) => api.call('teamOverview', { query: { ...q } });

export const agentAnnouncementsQuery = (api: Api, token: string, q: { pageNum: number; pageSize?: number }) =>
  queryOptions({ queryKey: ['agentAnnouncements', token, q], queryFn: () => fetchAgentAnnouncements(api, q), staleTime: 60_000 });
export const teamOverviewQuery = (api: Api, token: string, q: { startDate: string; endDate: string }) =>
  queryOptions({ queryKey: ['teamOverview', token, q], queryFn: () => fetchTeamOverview(api, q), staleTime: 30_000 });
