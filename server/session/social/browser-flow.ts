// The browser's two steps of social sign-in (issue 39): the start sends it to the provider with the PKCE verifier,
// state and nonce kept here and a cookie binding it to the start; the callback exchanges the code and sends it back
// to the site with a one-time ticket, whatever happened (the ticket carries a refusal when something went wrong).
import type { Deps } from '../../deps.ts';
import { isLanguageCode } from '../../../contract/rules/languages.ts';
import { SOCIAL_TICKET_PARAM, type SocialProvider } from '../../../contract/rules/social.ts';
import { finishFlow, flowOfCallback, refusalTicket, startFlow } from './flows.ts';
import { newFlowChecks, providerErrorOf, type OidcClients } from './oidc-client.ts';

/** Where the browser goes next, and the binding cookie's new value ('' clears it). */
export interface BrowserStep {
  location: string;
  binding: string;
}

export interface StartQuery {
  lang?: string;
  affiliateCode?: string;
  portal?: string;
}

export interface BrowserFlowOptions {
  clients: OidcClients;
  enabled: (provider: SocialProvider) => Promise<boolean>;
  warn: (err: unknown, message: string) => void;
}

export function socialBrowserFlow(deps: Deps, { clients, enabled, warn }: BrowserFlowOptions) {
  const { publicUrl } = deps.config.social;
  /** Back to the site's sign-in dialog with the ticket; the binding has done its work. */
  const backToSite = (ticket: string): BrowserStep => ({ location: `${publicUrl}/login?${SOCIAL_TICKET_PARAM}=${encodeURIComponent(ticket)}`, binding: '' });

  return {
    async start(provider: SocialProvider, query: StartQuery): Promise<BrowserStep> {
      const lang = (query.lang ?? '').toUpperCase();
      const language = isLanguageCode(lang) ? lang : 'EN';
      if (!(await enabled(provider))) return backToSite(await refusalTicket(deps, provider, 'function.not.available', language));
      const checks = newFlowChecks();
      let target: URL;
      try {
        target = await clients.authorizationUrl(provider, checks);
      } catch (err) {
        warn(err, `social: ${provider} could not be reached`);
        return backToSite(await refusalTicket(deps, provider, 'social.failed', language));
      }
      const affiliateCode = query.affiliateCode?.trim().slice(0, 32) || null;
      const binding = await startFlow(deps, provider, checks, { affiliateCode, portal: query.portal === 'agent' ? 'agent' : null, language });
      return { location: target.href, binding };
    },

    /** `url`: the callback's path and query as the browser asked for it. */
    async callback(provider: SocialProvider, url: string, state: string, binding: string): Promise<BrowserStep> {
      const flow = await flowOfCallback(deps, state, binding);
      if (!flow || flow.provider !== provider) return backToSite(await refusalTicket(deps, provider, 'social.failed', 'EN'));
      try {
        const identity = await clients.identity(provider, new URL(url, publicUrl), { state, nonce: flow.nonce, codeVerifier: flow.codeVerifier });
        return backToSite(await finishFlow(deps, flow, { identity }));
      } catch (err) {
        const providerError = providerErrorOf(err);
        if (providerError !== 'access_denied') warn(err, `social: ${provider} sign-in failed`);
        return backToSite(await finishFlow(deps, flow, { error: providerError === 'access_denied' ? 'social.cancelled' : 'social.failed' }));
      }
    },
  };
}
