// The security centre (spec §2 securityCenter, §3 member fields; issue 6): account details, nickname and profile
// fields, binding a mobile number and an email with codes, and whether a payment password is set.
import { z } from 'zod';
import { NICKNAME_MAX, PROFILE_FIELD_MAX, type ProfileField } from './rules/security-forms.ts';

/** GET /wps/relay/MCS_securityCenter */
export interface SecurityCenter {
  account: string;
  nickname: string;
  /** Masked: "+63 •••• 4567"; null when none is bound. */
  mobile: string | null;
  /** Masked: "d•••@playstate.test"; null when none is bound. */
  email: string | null;
  payeeName: string | null;
  hasPaymentPassword: boolean;
  bankAccounts: number;
  profile: Partial<Record<ProfileField, string>>;
}

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
