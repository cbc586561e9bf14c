// Social sign-in's plain facts (issue 39), shared by the server and the site: the providers, the whitelabel flag of
// each, and the browser's paths in and back.
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The whitelabel module that switches each provider on for the merchant. */
export const SOCIAL_FLAGS: Readonly<Record<SocialProvider, string>> = { google: 'GOOGLELOGIN3', facebook: 'FACEBOOKLOGIN3' };

export const isSocialProvider = (value: string): value is SocialProvider => (SOCIAL_PROVIDERS as readonly string[]).includes(value);

/** The browser's way in, outside /wps (a navigation carries no Merchant header). */
export const socialStartPath = (provider: SocialProvider) => `/social/${provider}/start`;
export const socialCallbackPath = (provider: SocialProvider) => `/social/${provider}/callback`;
/** The query parameter the site finds the ticket in when the browser comes back. */
export const SOCIAL_TICKET_PARAM = 'socialTicket';
