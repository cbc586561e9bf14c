// Social sign-in over OpenID Connect (issue 39): the browser goes to /social/<provider>/start, signs in at the
// provider and comes back with a one-time ticket (?socialTicket=) that these calls turn into a session.
import { z } from 'zod';
import type { CallTable } from '../call.ts';
import { loginValue } from './session.ts';
import type { SocialProvider } from '../rules/social.ts';

const ticket = z.string().trim().min(16).max(128);

export const socialTicketBody = z.strictObject({ ticket });
export type SocialTicketBody = z.infer<typeof socialTicketBody>;

export const socialLinkBody = z.strictObject({ ticket, password: z.string().min(1).max(64) });
export type SocialLinkBody = z.infer<typeof socialLinkBody>;

/** The value of `social.link.required`: the account whose email the provider vouched for, to confirm with its password. */
export interface SocialLinkValue {
  provider: SocialProvider;
  account: string;
}

const tag = 'session';

export const socialCalls = {
  socialTicket: {
    tag,
    summary: 'Turn the ticket of a finished provider sign-in into a session',
    description:
      'A linked identity signs its member in; a new one registers a member (first login), unless a member with the email the provider vouched for exists: then social.link.required until socialLink confirms with its password. The provider refusing (the person cancelled) is social.cancelled.',
    body: socialTicketBody,
    value: loginValue,
    errors: {
      'function.not.available': 200,
      'social.cancelled': 200,
      'social.failed': 200,
      'social.expired': 200,
      'social.link.required': 200,
      'social.secondStep': 200,
      'login.blocked': 200,
      'login.excluded': 200,
      'agent.only': 200,
      'affiliate.invalid': 200,
      'affiliate.expired': 200,
    },
  },
  socialLink: {
    tag,
    summary: 'Link a provider identity to the existing member it names, confirmed with the password (encrypted body)',
    body: socialLinkBody,
    value: loginValue,
    errors: {
      'function.not.available': 200,
      'social.expired': 200,
      'social.secondStep': 200,
      'login.failed': 200,
      'login.blocked': 200,
      'login.excluded': 200,
      'agent.only': 200,
    },
  },
} as const satisfies CallTable;
