import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../http.ts';
import type { ChangePasswordRequest } from '../../../contract/account/member.ts';
import type { CallBody } from '../../../contract/calls.ts';

export const fetchMemberInfo = (api: Api) => api.call('memberInfo');
export const markFirstLogin = (api: Api) => api.call('firstLogin').then(() => undefined);
/** The site offers only the languages the server knows (the list is shared); another is a 400. */
export const updateLanguage = (api: Api, language: string) => api.call('setLanguage', { body: { language: language as CallBody<'setLanguage'>['language'] } });

export const balanceQuery = (api: Api, token: string) =>
  queryOptions({
    queryKey: ['balance', token],
    queryFn: () => api.call('balance'),
    staleTime: 15_000,
  });

export const changePassword = (api: Api, body: ChangePasswordRequest) => api.call('changePassword', { body }).then(() => undefined);
