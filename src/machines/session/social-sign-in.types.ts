import type { LoginValue } from '../../../contract/session/session.ts';
import type { SocialLinkBody, SocialLinkValue } from '../../../contract/session/social.ts';

export interface SocialSignInInput {
  /** The one-time ticket the provider's callback sent the browser back with (?socialTicket=). */
  ticket: string;
}

export interface SocialSignInContext extends SocialSignInInput {
  /** The existing account the provider's email names, once the server asks for its password. */
  link: SocialLinkValue | null;
  password: string;
  /** An i18n key, or the server's own message for codes the site does not know. */
  error: string | null;
}

export type SocialSignInEvent =
  | { type: 'password.change'; value: string }
  | { type: 'link.submit' }
  /** Closes the result: a refusal read, or a link the person does not want. */
  | { type: 'social.dismiss' };

/** The refusals of the provider's part, worded in the `social` namespace (it loads with the sign-in dialog). */
export const SOCIAL_REFUSALS: readonly string[] = ['social.cancelled', 'social.failed', 'social.expired', 'social.secondStep'];

export type { LoginValue, SocialLinkBody, SocialLinkValue };
