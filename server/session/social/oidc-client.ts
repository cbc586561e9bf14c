// The relying party of social sign-in (issue 39), on openid-client: one discovered configuration per provider, the
// authorization URL of the code flow with PKCE, state and nonce, and the code's exchange for the person's identity.
import * as oidc from 'openid-client';
import type { SocialProvider } from '../../../contract/rules/social.ts';
import type { ProviderSettings } from './providers.ts';

export interface ProviderIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** What the start keeps server-side and the callback checks the answer against. */
export interface FlowChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export const newFlowChecks = (): FlowChecks => ({ state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() });

/** The provider's own refusal in its answer (`error=access_denied` when the person cancels). */
export const providerErrorOf = (err: unknown): string | null => (err instanceof oidc.AuthorizationResponseError ? err.error : null);

export interface OidcClientOptions {
  /** How a demo provider of this server is reached: in the process, whatever the public address resolves to here. */
  demoFetch: oidc.CustomFetch;
  /** Plain http issuers are accepted only in demo mode. */
  allowHttp: boolean;
}

export class OidcClients {
  readonly #configs = new Map<SocialProvider, Promise<oidc.Configuration>>();

  constructor(
    private readonly settings: ReadonlyMap<SocialProvider, ProviderSettings>,
    private readonly options: OidcClientOptions,
  ) {}

  settingsOf(provider: SocialProvider): ProviderSettings | null {
    return this.settings.get(provider) ?? null;
  }

  /** Discovered once; a failed discovery is tried again next time rather than kept. */
  #configuration(provider: SocialProvider): Promise<oidc.Configuration> {
    const known = this.#configs.get(provider);
    if (known) return known;
    const s = this.settings.get(provider);
    if (!s) return Promise.reject(new Error(`social: ${provider} is not configured`));
    const execute = this.options.allowHttp && s.issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : [];
    const found = oidc.discovery(new URL(s.issuer), s.clientId, { client_secret: s.clientSecret, redirect_uris: [s.redirectUri] }, undefined, {
      execute,
      ...(s.demo ? { [oidc.customFetch]: this.options.demoFetch } : {}),
    });
    this.#configs.set(provider, found);
    found.catch(() => this.#configs.delete(provider));
    return found;
  }

  async authorizationUrl(provider: SocialProvider, checks: FlowChecks): Promise<URL> {
    const config = await this.#configuration(provider);
    return oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.settings.get(provider)!.redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
      state: checks.state,
      nonce: checks.nonce,
    });
  }

  /** Exchanges the callback's code; throws the provider's AuthorizationResponseError when it answered an error. */
  async identity(provider: SocialProvider, callbackUrl: URL, checks: FlowChecks): Promise<ProviderIdentity> {
    const config = await this.#configuration(provider);
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    let claims: Record<string, unknown> = { ...tokens.claims()! };
    // Providers that keep the ID token short give the email on the userinfo endpoint instead.
    if (typeof claims.email !== 'string' && config.serverMetadata().userinfo_endpoint)
      claims = { ...claims, ...(await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub))) };
    return {
      subject: String(claims.sub),
      email: typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null,
      emailVerified: claims.email_verified === true,
      name: typeof claims.name === 'string' ? claims.name : null,
    };
  }
}
