// The security centre (spec §2 securityCenter): account details, nickname and profile fields, binding a mobile
// number and an email with codes. The payment password lives in ./withdraw.ts, the login password in ./member.ts.
import { queryOptions } from '@tanstack/react-query';
import type { Api } from './http.ts';
import type { SmsSentValue } from '../../contract/verification.ts';
import type { ProfileRequest, SecurityCenter } from '../../contract/security.ts';
import { timedSmsSend } from './session.ts';

export const fetchSecurityCenter = (api: Api) => api.get<SecurityCenter>('/wps/relay/MCS_securityCenter');
export const updateProfile = (api: Api, body: ProfileRequest) => api.put<SecurityCenter>('/wps/relay/MCS_profile', body);
export const sendBindMobileCode = (api: Api, body: { mobileNum: string; countryDialingCode: string }) =>
  timedSmsSend(() => api.post<SmsSentValue>('/wps/relay/MCS_bindMobileCode', body));
export const bindMobile = (api: Api, body: { mobileNum: string; countryDialingCode: string; verificationCode: string }) => api.post<SecurityCenter>('/wps/relay/MCS_bindMobile', body);
export const sendBindEmailCode = (api: Api, email: string) => timedSmsSend(() => api.post<SmsSentValue>('/wps/relay/MCS_bindEmailCode', { email }));
export const bindEmail = (api: Api, body: { email: string; verificationCode: string }) => api.post<SecurityCenter>('/wps/relay/MCS_bindEmail', body);

/** The read model of the page; every change on it (profile, bindings, payment password) invalidates it. */
export const securityCenterQuery = (api: Api, token: string) =>
  queryOptions({ queryKey: ['securityCenter', token], queryFn: () => fetchSecurityCenter(api), staleTime: 10_000 });
