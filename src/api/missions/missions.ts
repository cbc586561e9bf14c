// Missions and their leaderboard (issue 15, contract/missions/missions.ts): the list (ongoing or finished), a mission's
// milestones with the member's progress, its leaderboard and rules, as read models; and the claims. Every claim
// changes the progress, the counts, the balance and the records: MISSION_KEYS names what it makes stale.
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../http.ts';
import { REWARD_KEYS } from '../rewards/rewards.ts';

export type MissionStatus = 'O' | 'F';

export const fetchMissionSummary = (api: Api, status: MissionStatus, pageNum = 1, pageSize = 20) =>
  api.call('missionSummary', { query: { status, pageNum, pageSize } });
export const fetchMissionMilestones = (api: Api, missionId: number) => api.call('missionMilestones', { query: { missionId } });
export const fetchMissionLeaderboard = (api: Api, missionId: number, pageNum = 1, pageSize = 10) =>
  api.call('missionLeaderboard', { query: { missionId, pageNum, pageSize } });
export const fetchMissionRules = (api: Api, missionId: number) => api.call('missionRules', { query: { missionId } });

export const claimMilestone = (api: Api, milestoneId: number) => api.call('claimMission', { body: { milestoneId } });
export const claimLeaderboardPrize = (api: Api, missionId: number) => api.call('claimMission', { body: { missionId, claimLeaderboard: 'Y' } });
/** Every reached milestone (and leaderboard prize) of one mission. */
export const claimAllOfMission = (api: Api, missionId: number) => api.call('claimMission', { body: { missionId } });

/** Keyed by the token: a visitor's answer has no progress. */
export const missionSummaryQuery = (api: Api, token: string | null, status: MissionStatus) =>
  queryOptions({ queryKey: ['missionSummary', token, status], queryFn: () => fetchMissionSummary(api, status), staleTime: 10_000 });
export const missionMilestonesQuery = (api: Api, token: string, missionId: number) =>
  queryOptions({ queryKey: ['missionMilestones', token, missionId], queryFn: () => fetchMissionMilestones(api, missionId), staleTime: 10_000 });
export const missionLeaderboardQuery = (api: Api, token: string | null, missionId: number, pageNum: number) =>
  queryOptions({
    queryKey: ['missionLeaderboard', token, missionId, pageNum],
    queryFn: () => fetchMissionLeaderboard(api, missionId, pageNum),
    staleTime: 10_000,
  });
export const missionRulesQuery = (api: Api, missionId: number) =>
  queryOptions({ queryKey: ['missionRules', missionId], queryFn: () => fetchMissionRules(api, missionId), staleTime: 300_000 });

/** A claim pays a reward (rewards.ts): what a reward claim makes stale, and the missions' own reads. */
export const MISSION_KEYS = [['missionSummary'], ['missionMilestones'], ['missionLeaderboard'], ...REWARD_KEYS] as const;
