// The demo OpenID providers (issue 39): in demo mode this server is also a Google-like and a Facebook-like
// provider (oidc-provider) under /oidc/<name>, with the people of demo-identities.ts, so social sign-in works
// offline. Each is made on its first request (its signing key takes a moment) and keeps its sessions in memory.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { JWK, KoaContextWithOIDC } from 'oidc-provider';
import type { SocialProvider } from '../../../contract/rules/social.ts';
import { demoIdentity } from './demo-identities.ts';
import { errorPage, signInPage } from './demo-pages.ts';
import { demoIssuerPath, type ProviderSettings } from './providers.ts';

const SCOPE = 'openid email profile';

async function makeProvider(name: SocialProvider, s: ProviderSettings): Promise<Provider> {
  // Loaded on the first demo sign-in: a server without one never loads it.
  const { default: Provider } = await import('oidc-provider');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...(privateKey.export({ format: 'jwk' }) as JWK), use: 'sig', alg: 'RS256', kid: `${name}-demo` };
  return new Provider(s.issuer, {
    clients: [
      { client_id: s.clientId, client_secret: s.clientSecret, redirect_uris: [s.redirectUri], grant_types: ['authorization_code'], response_types: ['code'] },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google's, the ID token carries the email and name the scope asked for.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    // Seconds; a demo sign-in is short.
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 900, Session: 3600 },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `${demoIssuerPath(name)}/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const person = demoIdentity(name, sub);
      if (!person) return undefined;
      return { accountId: sub, claims: () => ({ sub, email: person.email, email_verified: true, name: person.name }) };
    },
    // The site is the provider's only client: signing in is consent enough (oidc-provider's first-party recipe).
    loadExistingGrant: async (ctx) => {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client!.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({ clientId: oidc.client!.clientId, accountId: oidc.session!.accountId });
      grant.addOIDCScope(SCOPE);
      await grant.save();
      return grant;
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(String(out.error_description ?? out.error));
    },
  });
}

const htmlError = (reply: FastifyReply, message: string) =>
  reply.status(400).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(errorPage(message));

/** Serves each demo provider of `settings` under its path. */
export async function demoProviderRoutes(app: FastifyInstance, settings: ReadonlyMap<SocialProvider, ProviderSettings>) {
  for (const [name, s] of settings) {
    if (!s.demo) continue;
    let made: Promise<Provider> | null = null;
    const provider = () => (made ??= makeProvider(name, s));
    const prefix = demoIssuerPath(name);

    // The interaction is the provider's: its cookie names it, and a missing or spent one is an error page.
    const interaction = async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        return await (await provider()).interactionDetails(request.raw, reply.raw);
      } catch {
        return null;
      }
    };

    app.get<{ Params: { uid: string } }>(`${prefix}/interaction/:uid`, async (request, reply) => {
      const details = await interaction(request, reply);
      if (!details) return htmlError(reply, 'This sign-in has expired; start again from the site.');
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(signInPage(name, `${prefix}/interaction/${encodeURIComponent(details.uid)}`));
    });

    app.post<{ Params: { uid: string }; Body: { sub?: unknown } }>(`${prefix}/interaction/:uid/login`, async (request, reply) => {
      const sub = typeof request.body?.sub === 'string' ? request.body.sub : '';
      if (!demoIdentity(name, sub)) return htmlError(reply, 'No such demo person.');
      if (!(await interaction(request, reply))) return htmlError(reply, 'This sign-in has expired; start again from the site.');
      reply.hijack();
      await (await provider()).interactionFinished(request.raw, reply.raw, { login: { accountId: sub } }, { mergeWithLastSubmission: false });
    });

    app.post(`${prefix}/interaction/:uid/abort`, async (request, reply) => {
      if (!(await interaction(request, reply))) return htmlError(reply, 'This sign-in has expired; start again from the site.');
      reply.hijack();
      const result = { error: 'access_denied', error_description: 'The person cancelled the sign-in' };
      await (await provider()).interactionFinished(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
    });

    // Everything else is the provider's own (discovery, authorize, token, keys, userinfo): it reads its bodies itself.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
      // Not the platform's API: left out of its OpenAPI document (which has no place for every HTTP method).
      scope.all(`${prefix}/*`, { schema: { hide: true } }, async (request, reply) => {
        const oidc = await provider();
        reply.hijack();
        const raw: IncomingMessage & { originalUrl?: string } = request.raw;
        raw.originalUrl = raw.url;
        raw.url = raw.url!.slice(prefix.length) || '/';
        await oidc.callback()(raw, reply.raw);
      });
    });
  }
}
