// The security centre (docs/product.md §2 securityCenter, §3 member fields; issue 6): account details, nickname and profile
// fields, binding a mobile number and an email with codes, and whether a payment password is set.
import { z } from 'zod';
import type { CallTable } from '../call.ts';
import { sendCodeErrors, smsSentValue } from '../session/verification.ts';
import { NICKNAME_MAX, PROFILE_FIELDS, PROFILE_FIELD_MAX } from '../rules/security-forms.ts';

/** GET /wps/relay/MCS_securityCenter */
export const securityCenter = z.object({
  account: z.string(),
  nickname: z.string(),
  /** Masked: "+63 •••• 4567"; null when none is bound. */
  mobile: z.string().nullable(),
  /** Masked: "d•••@playstate.test"; null when none is bound. */
  email: z.string().nullable(),
  payeeName: z.string().nullable(),
  hasPaymentPassword: z.boolean(),
  bankAccounts: z.number().int(),
  profile: z.partialRecord(z.enum(PROFILE_FIELDS), z.string()),
});
export type SecurityCenter = z.infer<typeof securityCenter>;

const field = z.string().trim().max(PROFILE_FIELD_MAX);
/** PUT /wps/relay/MCS_profile: nickname and any profile fields; an empty string clears a field. */
export const profileBody = z.strictObject({
  nickname: z.string().trim().min(1).max(NICKNAME_MAX).optional(),
  birthday: z
    .string()
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'yyyy-MM-dd')
    .optional(),
  address: field.optional(),
  nationality: field.optional(),
  occupation: field.optional(),
  sourceOfIncome: field.optional(),
  telegram: field.optional(),
  zalo: field.optional(),
  line: field.optional(),
  whatsapp: field.optional(),
  facebook: field.optional(),
  wechat: field.optional(),
});
export type ProfileRequest = z.infer<typeof profileBody>;

/** POST /wps/relay/MCS_bindMobileCode: texts a code to the new number. */
export const bindMobileCodeBody = z.strictObject({ mobileNum: z.string().trim().min(4).max(20), countryDialingCode: z.string().regex(/^\d{1,4}$/) });
/** POST /wps/relay/MCS_bindMobile */
export const bindMobileBody = bindMobileCodeBody.extend({ verificationCode: z.string().trim().min(1).max(10) });
/** POST /wps/relay/MCS_bindEmailCode: mails a code to the new address. */
export const bindEmailCodeBody = z.strictObject({ email: z.email().max(120) });
/** POST /wps/relay/MCS_bindEmail */
export const bindEmailBody = bindEmailCodeBody.extend({ verificationCode: z.string().trim().min(1).max(10) });

const tag = 'security centre';
const codeRefusals = { 'sms.code.invalid': 200, 'sms.code.expired': 200 } as const;

export const securityCalls = {
  securityCenter: { tag, summary: 'Account details, bound mobile and email (masked), profile fields', value: securityCenter },
  updateProfile: { tag, summary: 'Change the nickname and profile fields (an empty string clears a field)', body: profileBody, value: securityCenter },
  sendBindMobileCode: {
    tag,
    summary: 'Text a code to the mobile number to bind (one a minute)',
    body: bindMobileCodeBody,
    value: smsSentValue,
    errors: { ...sendCodeErrors, 'register.mobile.taken': 200 },
  },
  bindMobile: {
    tag,
    summary: 'Bind the mobile number with its texted code',
    body: bindMobileBody,
    value: securityCenter,
    errors: { ...codeRefusals, 'validation.phone': 400, 'register.mobile.taken': 200 },
  },
  sendBindEmailCode: {
    tag,
    summary: 'Mail a code to the email address to bind (one a minute)',
    body: bindEmailCodeBody,
    value: smsSentValue,
    errors: { 'sms.quota.exceeded': 429 },
  },
  bindEmail: { tag, summary: 'Bind the email address with its mailed code', body: bindEmailBody, value: securityCenter, errors: codeRefusals },
} as const satisfies CallTable;
