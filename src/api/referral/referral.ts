// Invite friends (issue 15, docs/loyalty.md §invite friends): the programme's terms (public: the header's invite
// link shows while it runs), the member's code and link, the invitees, the income overview and records.
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../http.ts';
import type { InviteeStatus, ReferralStream } from '../../../contract/referral/referral.ts';
import type { PagedRangeRequest, RangeRequest } from '../records/records.ts';

export const fetchReferralPromotion = (api: Api) => api.call('referralPromotion');
/** A POST: the code is created on the first ask; every later ask answers the same code. */
export const fetchReferralDetails = (api: Api) => api.call('referralDetails');
export const fetchInviteList = (api: Api, q: PagedRangeRequest & { status?: InviteeStatus } = {}) => api.call('inviteList', { query: { ...q } });
export const fetchIncomeOverview = (api: Api, q: RangeRequest = {}) => api.call('incomeOverview', { query: { ...q } });
export const fetchReferralRecords = (api: Api, q: PagedRangeRequest & { stream: ReferralStream }) => api.call('referralRecords', { query: { ...q } });

export const referralPromotionQuery = (api: Api) =>
  queryOptions({ queryKey: ['referralPromotion'], queryFn: () => fetchReferralPromotion(api), staleTime: 300_000 });
export const referralDetailsQuery = (api: Api, token: string) =>
  queryOptions({ queryKey: ['referralDetails', token], queryFn: () => fetchReferralDetails(api), staleTime: 30_000 });
export const inviteListQuery = (api: Api, token: string, q: PagedRangeRequest & { status?: InviteeStatus }) =>
  queryOptions({ queryKey: ['inviteList', token, q], queryFn: () => fetchInviteList(api, q), staleTime: 10_000 });
export const incomeOverviewQuery = (api: Api, token: string, q: RangeRequest = {}) =>
  queryOptions({ queryKey: ['incomeOverview', token, q], queryFn: () => fetchIncomeOverview(api, q), staleTime: 10_000 });
export const referralRecordsQuery = (api: Api, token: string, q: PagedRangeRequest & { stream: ReferralStream }) =>
  queryOptions({ queryKey: ['referralRecords', token, q], queryFn: () => fetchReferralRecords(api, q), staleTime: 10_000 });
