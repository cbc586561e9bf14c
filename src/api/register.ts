import type { Api } from './http.ts';
import type { LoginValue } from '../../contract/session.ts';
import type { SmsSentValue } from '../../contract/verification.ts';
import type { AffiliateValue, RegisterCall } from '../../contract/register.ts';
import { postSealed, timedSmsSend } from './session.ts';

export const register = (api: Api, { mode, body }: RegisterCall) =>
  postSealed<LoginValue>(api, mode === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register', body, 'put');

/** Texts a code to verify a new member's number (the same endpoint for both registrations, spec §7). */
export const sendRegisterCode = (api: Api, request: { mobileNum: string; countryDialingCode: string }) =>
  timedSmsSend(() =>
    api.post<SmsSentValue>('/wps/verification/sms/register', { mobileNo: request.mobileNum, countryDialingCode: request.countryDialingCode, regType: 'registerMobile' }),
  );

/** Whether an invitation code belongs to an agent (spec §7: code and domain); refused with affiliate.invalid if not. */
export const checkAffiliate = (api: Api, code: string) => api.get<AffiliateValue>('/wps/agent/affiliate', { code, domain: window.location.host });
