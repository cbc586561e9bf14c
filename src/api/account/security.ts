// The security centre (docs/product.md §2 securityCenter): account details, nickname and profile fields, binding a mobile
// number and an email with codes. The payment password lives in ./withdraw.ts, the login password in ./member.ts.
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../http.ts';
import type { ProfileRequest } from '../../../contract/account/security.ts';
import { timedSmsSend } from '../session/session.ts';

export const fetchSecurityCenter = (api: Api) => api.call('securityCenter');
export const updateProfile = (api: Api, body: ProfileRequest) => api.call('updateProfile', { body });
export const sendBindMobileCode = (api: Api, body: { mobileNum: string; countryDialingCode: string }) =>
  timedSmsSend(() => api.call('sendBindMobileCode', { body }));
export const bindMobile = (api: Api, body: { mobileNum: string; countryDialingCode: string; verificationCode: string }) => api.call('bindMobile', { body });
export const sendBindEmailCode = (api: Api, email: string) => timedSmsSend(() => api.call('sendBindEmailCode', { body: { email } }));
export const bindEmail = (api: Api, body: { email: string; verificationCode: string }) => api.call('bindEmail', { body });

/** The read model of the page; every change on it (profile, bindings, payment password) invalidates it. */
export const securityCenterQuery = (api: Api, token: string) =>
  queryOptions({ queryKey: ['securityCenter', token], queryFn: () => fetchSecurityCenter(api), staleTime: 10_000 });
