import type { Api } from './http.ts';
import type { PasswordPhoneRequest, PasswordResetValue } from '../../contract/member.ts';
import { postSealed } from './session.ts';

/** Form-encoded, as the platform has it (spec §7). */
export const resetByEmail = (api: Api, form: { username: string; email: string }) =>
  api.post<null>('/wps/member/password/email', new URLSearchParams(form)).then(() => undefined);

export const resetByPhone = (api: Api, body: PasswordPhoneRequest) => postSealed<PasswordResetValue>(api, '/wps/member/password/verification', body);
