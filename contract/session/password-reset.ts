// Forgot password (docs/product.md §7): a code mailed and then sent back with a new password, or a new one set with a
// texted code. The bodies live with the member's other password shapes in ./member.ts.
import { z } from 'zod';
import type { CallTable } from '../call.ts';
import { newPasswordErrors, passwordEmailBody, passwordPhoneBody, passwordResetCodeBody, passwordResetValue } from '../account/member.ts';

const tag = 'password';

export const passwordResetCalls = {
  resetPasswordByEmail: {
    tag,
    summary: 'Forgot password by email (form-encoded username, email): a one-time code is mailed when they name an account',
    description:
      'The answer is the same whether or not the pair names an account. The mail carries a 6-digit code and a link to the site (/resetPassword?account=&code=); the code works once, for 30 minutes and five tries, and nothing changes until it comes back through confirmPasswordReset.',
    body: passwordEmailBody,
    value: z.null(),
  },
  confirmPasswordReset: {
    tag,
    summary: 'Set a new password with the code a reset mail carried (encrypted: username, code, newPassword)',
    description: 'The old password works until this call succeeds; an unknown account is refused as a wrong code.',
    body: passwordResetCodeBody,
    value: passwordResetValue,
    errors: { ...newPasswordErrors, 'reset.code.invalid': 200, 'reset.code.expired': 200 },
  },
  resetPasswordByPhone: {
    tag,
    summary: 'Reset the password by phone (encrypted: mobileNum, countryDialingCode, verificationCode, newPassword)',
    body: passwordPhoneBody,
    value: passwordResetValue,
    errors: {
      ...newPasswordErrors,
      'function.not.available': 200,
      'validation.phone': 400,
      'sms.code.invalid': 200,
      'sms.code.expired': 200,
    },
  },
} as const satisfies CallTable;
