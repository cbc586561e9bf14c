import type { Api } from '../http.ts';
import type { RegisterCall } from '../../../contract/registration/register.ts';
import { timedSmsSend } from '../session/session.ts';

export const register = (api: Api, { mode, body }: RegisterCall) => api.call(mode === 'mobile' ? 'registerMobile' : 'register', { body });

/** Texts a code to verify a new member's number (the same endpoint for both registrations, docs/product.md §7). */
export const sendRegisterCode = (api: Api, request: { mobileNum: string; countryDialingCode: string }) =>
  timedSmsSend(() =>
    api.call('sendRegisterCode', { body: { mobileNo: request.mobileNum, countryDialingCode: request.countryDialingCode, regType: 'registerMobile' } }),
  );

/** Whether an invitation code belongs to an agent (docs/product.md §7: code and domain); refused with affiliate.invalid if not. */
export const checkAffiliate = (api: Api, code: string) => api.call('affiliate', { query: { code, domain: window.location.host } });
