import { z } from 'zod';
import { AVATAR_COUNT } from './rules/avatars.ts';

export interface MemberInfo {
  id: number;
  account: string;
  nickname: string;
  /** Platform member type code (spec §6). */
  type: number;
  language: string;
  vipLevel: number;
  vipLabelName: string;
  /** Spec §3 public state: whether the member has reached a VIP level at all, and the rank level shown beside the label. */
  hasVip: boolean;
  vipRankLevel: number;
  /** Promotions the member may still claim; with unreadMessage, the header's unclaimed count (spec §2 Header). */
  availablePromoCount: number;
  unreadMessage: number;
  firstTimeLogin: boolean;
  currencySymbol: string;
  iconUrl: string;
}

export const balanceValue = z.object({ balance: z.number(), currency: z.string(), currencySymbol: z.string() });
export type BalanceValue = z.infer<typeof balanceValue>;

export const consolidatedFunds = z.object({
  balance: z.number(),
  currency: z.string(),
  /** The main wallet first (name 'main', code MAIN), then the transfer wallets when the merchant runs them. */
  wallets: z.array(z.object({ name: z.string(), balance: z.number(), code: z.string() })),
});
export type ConsolidatedFunds = z.infer<typeof consolidatedFunds>;

export const iconBody = z.strictObject({ iconId: z.number().int().min(1).max(AVATAR_COUNT) });

export interface IconValue {
  iconId: number;
  /** The avatar image, server-relative (the site puts a CDN in front). */
  url: string;
}

export const changePasswordBody = z.strictObject({
  oldPassword: z.string().min(1).max(64),
  newPassword: z.string().min(1).max(64),
  confirmNewPassword: z.string().min(1).max(64),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordBody>;

export const passwordEmailBody = z.strictObject({
  username: z.string().trim().min(1).max(64),
  email: z.string().trim().min(3).max(120),
});

export const passwordPhoneBody = z.strictObject({
  mobileNum: z.string().trim().min(4).max(20),
  countryDialingCode: z.string().regex(/^\d{1,4}$/),
  verificationCode: z.string().trim().min(1).max(10),
  newPassword: z.string().min(1).max(64),
});
export type PasswordPhoneRequest = z.infer<typeof passwordPhoneBody>;

/** After a reset by phone the site signs in with the new password, so it needs the account name. */
export interface PasswordResetValue {
  account: string;
}
