import { z } from 'zod';

export interface MemberInfo {
  id: number;
  account: string;
  nickname: string;
  /** Platform member type code (spec §6). */
  type: number;
  language: string;
  vipLevel: number;
  vipLabelName: string;
  firstTimeLogin: boolean;
  currencySymbol: string;
}

export interface BalanceValue {
  balance: number;
  currency: string;
  currencySymbol: string;
}

export interface ConsolidatedFunds {
  balance: number;
  currency: string;
  wallets: { name: string; balance: number }[];
}

export const changePasswordBody = z.strictObject({
  oldPassword: z.string().min(1).max(64),
  newPassword: z.string().min(1).max(64),
  confirmNewPassword: z.string().min(1).max(64),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordBody>;
