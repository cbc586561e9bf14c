import { queryOptions } from '@tanstack/react-query';
import type { Api } from './http.ts';
import type { ChangePasswordRequest, MemberInfo } from '../../contract/member.ts';
import { postSealed } from './session.ts';

export const fetchMemberInfo = (api: Api) => api.get<MemberInfo>('/wps/member/info');
export const markFirstLogin = (api: Api) => api.post<null>('/wps/member/firstLogin').then(() => undefined);
export const updateLanguage = (api: Api, language: string) => api.put<{ language: string }>('/wps/member/language', { language });

export const balanceQuery = (api: Api, token: string) =>
  queryOptions({
    queryKey: ['balance', token],
    queryFn: () => api.call('balance'),
    staleTime: 15_000,
  });

export const changePassword = (api: Api, body: ChangePasswordRequest) => postSealed<null>(api, '/wps/member/password', body).then(() => undefined);
