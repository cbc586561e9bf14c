import type { Api } from '../http.ts';
import type { PasswordPhoneRequest, PasswordResetCodeRequest } from '../../../contract/account/member.ts';

/** Form-encoded, as the platform has it (docs/product.md §7): the route table says so. */
export const resetByEmail = (api: Api, form: { username: string; email: string }) => api.call('resetPasswordByEmail', { body: form }).then(() => undefined);

export const resetByPhone = (api: Api, body: PasswordPhoneRequest) => api.call('resetPasswordByPhone', { body });

/** The mailed code with the new password (sealed, as the phone reset is). */
export const confirmReset = (api: Api, body: PasswordResetCodeRequest) => api.call('confirmPasswordReset', { body });
