import { z } from 'zod';
import { consolidatedContracts } from '../agent-contracts/agent-contracts.ts';
import type { CallTable } from '../call.ts';
import { languageCode, languageUpdateBody } from '../system/system.ts';
import { AVATAR_COUNT } from '../rules/avatars.ts';

export const memberInfo = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  /** Platform member type code (docs/product.md §6). */
  type: z.number().int(),
  language: z.string(),
  vipLevel: z.number().int(),
  vipLabelName: z.string(),
  /** docs/product.md §3.2 Member: whether the member has reached a VIP level at all, and the rank level shown beside the label. */
  hasVip: z.boolean(),
  vipRankLevel: z.number().int(),
  /** Promotions the member may still claim; with unreadMessage, the header's unclaimed count (docs/product.md §2 Header). */
  availablePromoCount: z.number().int(),
  unreadMessage: z.number().int(),
  firstTimeLogin: z.boolean(),
  currencySymbol: z.string(),
  iconUrl: z.string(),
});
export type MemberInfo = z.infer<typeof memberInfo>;

export const balanceValue = z.object({ balance: z.number(), currency: z.string(), currencySymbol: z.string() });
export type BalanceValue = z.infer<typeof balanceValue>;

export const consolidatedFunds = z.object({
  balance: z.number(),
  currency: z.string(),
  /** The main wallet first (name 'main', code MAIN), then the transfer wallets when the merchant runs them. */
  wallets: z.array(z.object({ name: z.string(), balance: z.number(), code: z.string() })),
  /** Agents only (empty for everyone else): the contracts that concern the agent (contract/agent-contracts/agent-contracts.ts). */
  ...consolidatedContracts.shape,
});
export type ConsolidatedFunds = z.infer<typeof consolidatedFunds>;

export const iconBody = z.strictObject({ iconId: z.number().int().min(1).max(AVATAR_COUNT) });

export const iconValue = z.object({
  iconId: z.number().int(),
  /** The avatar image, server-relative (the site puts a CDN in front). */
  url: z.string(),
});
export type IconValue = z.infer<typeof iconValue>;

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

/** The code a password reset mail carried, sent back with the new password (issue 39). */
export const passwordResetCodeBody = z.strictObject({
  username: z.string().trim().min(1).max(64),
  code: z.string().trim().min(1).max(10),
  newPassword: z.string().min(1).max(64),
});
export type PasswordResetCodeRequest = z.infer<typeof passwordResetCodeBody>;

export const passwordPhoneBody = z.strictObject({
  mobileNum: z.string().trim().min(4).max(20),
  countryDialingCode: z.string().regex(/^\d{1,4}$/),
  verificationCode: z.string().trim().min(1).max(10),
  newPassword: z.string().min(1).max(64),
});
export type PasswordPhoneRequest = z.infer<typeof passwordPhoneBody>;

/** After a reset by phone the site signs in with the new password, so it needs the account name. */
export const passwordResetValue = z.object({ account: z.string() });
export type PasswordResetValue = z.infer<typeof passwordResetValue>;

/**
 * A new password the field rules refuse: 400 with the rule's i18n key as the code (contract/rules/field-rules.ts);
 * a pattern refusal's code ends with the rule's patternId.
 */
export const newPasswordErrors = {
  'validation.required': 400,
  'validation.passwordLength': 400,
  'validation.passwordBlocked': 400,
  'validation.pattern.<patternId>': 400,
} as const;

const tag = 'member';

export const memberCalls = {
  memberInfo: { tag, summary: 'The signed-in member', value: memberInfo },
  changePassword: {
    tag,
    summary: 'Change the password (encrypted: oldPassword, newPassword, confirmNewPassword)',
    body: changePasswordBody,
    value: z.null(),
    errors: { ...newPasswordErrors, 'validation.confirmMismatch': 400, 'password.incorrect': 200 },
  },
  memberIcon: { tag, summary: "The member's avatar", value: iconValue },
  setMemberIcon: { tag, summary: 'Pick another avatar (1 to 12)', body: iconBody, value: iconValue },
  firstLogin: { tag, summary: 'The first-login call: the member has now signed in once (docs/product.md §4)', value: z.null() },
  setLanguage: { tag, summary: "Store the member's language choice", body: languageUpdateBody, value: z.object({ language: languageCode }) },
} as const satisfies CallTable;
