// Social sign-in's routes (issue 39). The browser's: /social/<provider>/start sends it to the provider with a
// cookie binding this browser to the start, and /social/<provider>/callback brings it back to the site with a
// one-time ticket (?socialTicket=). The site's calls: socialTicket and socialLink. In demo mode the demo
// providers are served here too (demo-provider.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerCall } from '../http/call-route.ts';
import { ok } from '../http/envelope.ts';
import { moduleOn } from '../http/whitelabel.ts';
import { SOCIAL_FLAGS, isSocialProvider, type SocialProvider } from '../../contract/rules/social.ts';
import { OidcClients } from './social/oidc-client.ts';
import { resolveProviders } from './social/providers.ts';
import { demoProviderRoutes } from './social/demo-provider.ts';
import { linkByPassword, signInByTicket, type SocialCaller } from './social/social-sign-in.ts';
import { injectFetch } from './social/inject-fetch.ts';
import { socialBrowserFlow, type BrowserStep, type StartQuery } from './social/browser-flow.ts';

const BINDING_COOKIE = 'ps_social';
const START_COOKIE_SECONDS = 15 * 60;
/** Starts per minute from one address: each writes a row, and a person starts one at a time. */
const STARTS_PER_MINUTE = 20;

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
  const enabled = async (provider: SocialProvider) => settings.has(provider) && (await moduleOn(app, SOCIAL_FLAGS[provider]));
  const caller = (request: FastifyRequest): SocialCaller => ({ ip: request.ip, enabled });
  const browser = socialBrowserFlow(deps, { clients, enabled, warn: (err, message) => app.log.warn({ err }, message) });

  /** The binding cookie lives only on the provider's two paths of this site, never sent to anything else. */
  const go = (reply: FastifyReply, provider: SocialProvider, step: BrowserStep) =>
    reply
      .header(
        'set-cookie',
        `${BINDING_COOKIE}=${step.binding}; Path=/social/${provider}; HttpOnly; SameSite=Lax; Max-Age=${step.binding ? START_COOKIE_SECONDS : 0}${publicUrl.startsWith('https:') ? '; Secure' : ''}`,
      )
      .header('cache-control', 'no-store')
      .redirect(step.location);

  app.get<{ Params: { provider: string }; Querystring: StartQuery }>(
    '/social/:provider/start',
    { config: { rateLimit: { max: STARTS_PER_MINUTE, timeWindow: 60_000 } } },
    async (request, reply) => {
      const { provider } = request.params;
      if (!isSocialProvider(provider)) return reply.status(404).type('text/plain').send('No such provider');
      // The callback comes to the public address: the binding cookie must be set there too.
      if (`${request.protocol}://${request.host}` !== publicUrl) return reply.redirect(publicUrl + request.url);
      return go(reply, provider, await browser.start(provider, request.query));
    },
  );

  app.get<{ Params: { provider: string }; Querystring: { state?: string } }>('/social/:provider/callback', async (request, reply) => {
    const { provider } = request.params;
    if (!isSocialProvider(provider)) return reply.status(404).type('text/plain').send('No such provider');
    return go(reply, provider, await browser.callback(provider, request.url, String(request.query.state ?? ''), cookieOf(request, BINDING_COOKIE)));
  });

  registerCall(app, 'socialTicket', async (request) => ok(await signInByTicket(deps, request.body.ticket, caller(request))));
  registerCall(app, 'socialLink', async (request) => ok(await linkByPassword(deps, request.body.ticket, request.body.password, caller(request))));

  await demoProviderRoutes(app, settings);
}
