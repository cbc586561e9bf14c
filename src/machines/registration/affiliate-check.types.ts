import type { AffiliateValue } from '../../../contract/registration/register.ts';

export interface AffiliateCheckInput {
  /** A code already in the field when the form opens (a referral link), checked at once. */
  code: string | null;
}

export interface AffiliateCheckContext {
  code: string;
  /** The inviting agent's nickname, once the code is known to be good. */
  agentName: string | null;
}

export type AffiliateCheckEvent = { type: 'code.change'; code: string };

export type { AffiliateValue };

/** Typing pauses this long before the code is checked, so a check is not sent for every keystroke. */
export const AFFILIATE_DEBOUNCE_MS = 500;
