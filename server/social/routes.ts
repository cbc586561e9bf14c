// Social sign-in's routes (issue 39). The browser's: /social/<provider>/start sends it to the provider with a
// cookie binding this browser to the start, and /social/<provider>/callback brings it back to the site with a
// one-time ticket (?socialTicket=). The site's calls: socialTicket and socialLink. In demo mode the demo
// providers are served here too (demo-provider.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerCall } from '../http/call-route.ts';
import { ok } from '../http/envelope.ts';
import { moduleOn } from '../http/whitelabel.ts';
import { isLanguageCode } from '../../contract/rules/languages.ts';
import { SOCIAL_FLAGS, SOCIAL_TICKET_PARAM, isSocialProvider, type SocialProvider } from '../../contract/rules/social.ts';
import { finishFlow, flowOfCallback, refusalTicket, startFlow } from './flows.ts';
import { newFlowChecks, OidcClients, providerErrorOf } from './oidc-client.ts';
import { resolveProviders } from './providers.ts';
import { demoProviderRoutes } from './demo-provider.ts';
import { linkByPassword, signInByTicket, type SocialCaller } from './social-sign-in.ts';
import { injectFetch } from './inject-fetch.ts';

const BINDING_COOKIE = 'ps_social';
const START_COOKIE_SECONDS = 15 * 60;

interface StartQuery {
  lang?: string;
  affiliateCode?: string;
  portal?: string;
}

const cookieOf = (request: FastifyRequest, name: string) =>
  (request.headers.cookie ?? '')
    .split(';')
    .map((c) => c.trim().split('='))
    .find(([k]) => k === name)?.[1] ?? '';

export async function socialRoutes(app: FastifyInstance) {
  const deps = app.deps;
  const { publicUrl } = deps.config.social;
  const settings = resolveProviders(deps.config);
  const clients = new OidcClients(settings, { demoFetch: injectFetch(app), allowHttp: deps.config.demoMode });
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
  const enabled = async (provider: SocialProvider) => settings.has(provider) && (await moduleOn(app, SOCIAL_FLAGS[provider]));
  const caller = (request: FastifyRequest): SocialCaller => ({ ip: request.ip, enabled });

  /** Back to the site with the ticket; the binding cookie has done its work. */
  const backToSite = (reply: FastifyReply, provider: SocialProvider, ticket: string) =>
    reply
      .header('set-cookie', `${BINDING_COOKIE}=; Path=/social/${provider}; HttpOnly; SameSite=Lax; Max-Age=0${secure}`)
      .header('cache-control', 'no-store')
      .redirect(`${publicUrl}/login?${SOCIAL_TICKET_PARAM}=${encodeURIComponent(ticket)}`);

  app.get<{ Params: { provider: string }; Querystring: StartQuery }>('/social/:provider/start', async (request, reply) => {
    const { provider } = request.params;
    if (!isSocialProvider(provider)) return reply.status(404).type('text/plain').send('No such provider');
    // The callback comes to the public address: the binding cookie must be set there too.
    const here = `${request.protocol}://${request.host}`;
    if (here !== publicUrl) return reply.redirect(publicUrl + request.url);
    const lang = (request.query.lang ?? '').toUpperCase();
    const language = isLanguageCode(lang) ? lang : 'EN';
    if (!(await enabled(provider))) return backToSite(reply, provider, await refusalTicket(deps, provider, 'function.not.available', language));
    const checks = newFlowChecks();
    let target: URL;
    try {
      target = await clients.authorizationUrl(provider, checks);
    } catch (err) {
      request.log.warn({ err }, `social: ${provider} could not be reached`);
      return backToSite(reply, provider, await refusalTicket(deps, provider, 'social.failed', language));
    }
    const affiliateCode = request.query.affiliateCode?.trim().slice(0, 32) || null;
    const binding = await startFlow(deps, provider, checks, { affiliateCode, portal: request.query.portal === 'agent' ? 'agent' : null, language });
    return reply
      .header('set-cookie', `${BINDING_COOKIE}=${binding}; Path=/social/${provider}; HttpOnly; SameSite=Lax; Max-Age=${START_COOKIE_SECONDS}${secure}`)
      .header('cache-control', 'no-store')
      .redirect(target.href);
  });

  app.get<{ Params: { provider: string }; Querystring: { state?: string } }>('/social/:provider/callback', async (request, reply) => {
    const { provider } = request.params;
    if (!isSocialProvider(provider)) return reply.status(404).type('text/plain').send('No such provider');
    const flow = await flowOfCallback(deps, String(request.query.state ?? ''), cookieOf(request, BINDING_COOKIE));
    if (!flow || flow.provider !== provider) return backToSite(reply, provider, await refusalTicket(deps, provider, 'social.failed', 'EN'));
    const checks = { state: String(request.query.state), nonce: flow.nonce, codeVerifier: flow.codeVerifier };
    try {
      const identity = await clients.identity(provider, new URL(request.url, publicUrl), checks);
      return backToSite(reply, provider, await finishFlow(deps, flow, { identity }));
    } catch (err) {
      const providerError = providerErrorOf(err);
      if (providerError !== 'access_denied') request.log.warn({ err }, `social: ${provider} sign-in failed`);
      return backToSite(reply, provider, await finishFlow(deps, flow, { error: providerError === 'access_denied' ? 'social.cancelled' : 'social.failed' }));
    }
  });

  registerCall(app, 'socialTicket', async (request) => ok(await signInByTicket(deps, request.body.ticket, caller(request))));
  registerCall(app, 'socialLink', async (request) => ok(await linkByPassword(deps, request.body.ticket, request.body.password, caller(request))));

  await demoProviderRoutes(app, settings);
}
