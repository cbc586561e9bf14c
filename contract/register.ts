// The registration payload (spec §3). Every field is optional here: which ones are needed, and their formats,
// come from the field rules the server publishes, checked on both sides by contract/rules/field-rules.ts.
import { z } from 'zod';

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
export interface AffiliateValue {
  valid: true;
  nickname: string;
}

export const affiliateQuery = z.strictObject({ code: z.string().trim().min(1).max(32), domain: z.string().max(255).optional() });
