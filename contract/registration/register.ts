// The registration payload (docs/product.md §3). Every field is optional here: which ones are needed, and their formats,
// come from the field rules the server publishes, checked on both sides by contract/rules/field-rules.ts.
import { z } from 'zod';
import type { CallTable } from '../call.ts';
import { loginValue } from '../session/session.ts';

const text = z.string().max(100).optional();

export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'payeeName',
  'email',
  'affiliateCode',
  'qqNum',
  'recommenderId',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export const registerBody = z.strictObject({
  username: text,
  password: text,
  confirmPassword: text,
  mobileNum: text,
  countryDialingCode: z.string().max(6).optional(),
  verificationCode: text,
  payeeName: text,
  email: text,
  affiliateCode: text,
  qqNum: text,
  recommenderId: text,
  paymentPassword: text,
  line: text,
  whatsapp: text,
  facebook: text,
  wechat: text,
  idNumber: text,
  captcha: text,
  referralCode: text,
  /** The registering browser's id (kept in its localStorage): a referral invitee's duplicate check. */
  deviceId: z.string().max(64).optional(),
  domain: z.string().max(255).optional(),
  registerUrl: z.string().max(2048).optional(),
  registerMethod: z.literal('WEB').optional(),
  login: z.literal(true).optional(),
});
export type RegisterRequest = z.infer<typeof registerBody>;

/** A registration call: which endpoint (by username or by mobile number) and its values. */
export interface RegisterCall {
  mode: 'username' | 'mobile';
  body: RegisterRequest;
}

/** A good invitation code: the inviting agent's nickname. */
export const affiliateValue = z.object({ valid: z.literal(true), nickname: z.string() });
export type AffiliateValue = z.infer<typeof affiliateValue>;

export const affiliateQuery = z.strictObject({ code: z.string().trim().min(1).max(32), domain: z.string().max(255).optional() });

const tag = 'register';

/** What both registrations may refuse. */
const registerErrors = {
  'function.not.available': 200,
  'register.invalid': 400,
  'affiliate.invalid': 200,
  'affiliate.expired': 200,
} as const;

export const registerCalls = {
  affiliate: {
    tag,
    summary: 'Check an invitation (affiliate) code',
    query: affiliateQuery,
    value: affiliateValue,
    errors: { 'affiliate.invalid': 200, 'affiliate.expired': 200 },
  },
  register: {
    tag,
    summary: 'Register by username (encrypted; field rules as /wps/system/setting/register); signs the new member in',
    description: 'register.invalid carries every field problem in value.fields.',
    body: registerBody,
    value: loginValue,
    errors: { ...registerErrors, 'register.username.taken': 200 },
  },
  registerMobile: {
    tag,
    summary: 'Register by mobile number (encrypted; with the texted code when REGMOBVERF3); signs the new member in',
    description: 'register.invalid carries every field problem in value.fields.',
    body: registerBody,
    value: loginValue,
    errors: { ...registerErrors, 'sms.code.invalid': 200, 'sms.code.expired': 200, 'register.mobile.taken': 200 },
  },
} as const satisfies CallTable;
