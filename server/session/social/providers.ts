// Which providers social sign-in can use and how to reach each (issue 39): the merchant's settings (SOCIAL_<NAME>_*,
// server/config.ts), or in demo mode the demo provider of this server (demo-provider.ts) for any not configured.
import { randomBytes } from 'node:crypto';
import type { Config, SocialProviderConfig } from '../../config.ts';
import { SOCIAL_PROVIDERS, socialCallbackPath, type SocialProvider } from '../../../contract/rules/social.ts';

export interface ProviderSettings extends SocialProviderConfig {
  /** Served by this server under /oidc/<name> (demo mode). */
  demo: boolean;
  /** Where the provider sends the browser back: the callback on the public address. */
  redirectUri: string;
}

export const demoIssuerPath = (provider: SocialProvider) => `/oidc/${provider}`;

/** Each provider's settings, made once per server: a demo provider's client secret is this process's own. */
export function resolveProviders(config: Config): ReadonlyMap<SocialProvider, ProviderSettings> {
  const { publicUrl, providers, demoProviders } = config.social;
  const out = new Map<SocialProvider, ProviderSettings>();
  for (const name of SOCIAL_PROVIDERS) {
    const redirectUri = publicUrl + socialCallbackPath(name);
    const configured = providers[name];
    if (configured) out.set(name, { ...configured, demo: false, redirectUri });
    else if (demoProviders)
      out.set(name, {
        issuer: publicUrl + demoIssuerPath(name),
        clientId: `playstate-${name}`,
        clientSecret: randomBytes(32).toString('base64url'),
        demo: true,
        redirectUri,
      });
  }
  return out;
}
