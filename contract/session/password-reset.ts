// Forgot password (docs/product.md §7): a temporary password mailed, or a new one set with a texted code. The bodies live
// with the member's other password shapes in ./member.ts.
import { z } from 'zod';
import type { CallTable } from '../call.ts';
import { newPasswordErrors, passwordEmailBody, passwordPhoneBody, passwordResetValue } from '../account/member.ts';

const tag = 'password';

export const passwordResetCalls = {
  resetPasswordByEmail: {
    tag,
    summary: 'Forgot password by email (form-encoded username, email): a temporary password is mailed when they name an account',
    description: 'The answer is the same whether or not the pair names an account.',
    body: passwordEmailBody,
    value: z.null(),
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
