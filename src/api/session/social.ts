import type { Api } from '../http.ts';
import type { SocialLinkBody } from '../../../contract/session/social.ts';

/** The ticket the provider's callback sent the browser back with, turned into a session. */
export const exchangeSocialTicket = (api: Api, ticket: string) => api.call('socialTicket', { body: { ticket } });

/** Links the provider identity to the existing account, confirmed with its password (sealed). */
export const linkSocialAccount = (api: Api, body: SocialLinkBody) => api.call('socialLink', { body });
