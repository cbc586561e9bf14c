import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import helmet from 'helmet';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler } from 'fastify-type-provider-zod';
import type { Deps } from './deps.ts';
import { ApiError, refused, tooManyRequests } from './http/envelope.ts';
import { authPlugin } from './http/auth.ts';
import { loggerOptions } from './http/log-redaction.ts';
import { API_SECURITY_HEADERS } from './http/api-headers.ts';
import { isApiPath } from './http/api-paths.ts';
import { requestValidator } from './http/request-validator.ts';
import { permissionsPolicy } from './http/permissions-policy.ts';
import { MAX_URL_LENGTH, clientErrorHandler, frameworkErrors, urlTooLong } from './http/client-errors.ts';
import { requestContextPlugin } from './http/request-context.ts';
import { floodGuardPlugin } from './http/flood-guard.ts';
import { sealedPlugin } from './http/sealed.ts';
import { systemRoutes } from './system/routes.ts';
import { memberRoutes } from './account/member-routes.ts';
import { walletRoutes } from './wallet/routes.ts';
import { artRoutes } from './catalogue/art-routes.ts';
import { devRoutes } from './session/dev-routes.ts';
import { siteCoverageRoutes } from './flows/site-coverage-routes.ts';
import { sessionRoutes } from './session/login-routes.ts';
import { socialRoutes } from './session/social-routes.ts';
import { announcementRoutes } from './content/announcements-routes.ts';
import { registerRoutes } from './registration/routes.ts';
import { verificationRoutes } from './session/verification-routes.ts';
import { passwordResetRoutes } from './session/password-reset-routes.ts';
import { catalogueRoutes } from './catalogue/routes.ts';
import { supportRoutes } from './content/support-routes.ts';
import { vendorRoutes } from './vendor/routes.ts';
import { launchRoutes } from './games/launch-routes.ts';
import { favouriteRoutes } from './games/favourites-routes.ts';
import { lotteryRoutes } from './games/lottery-routes.ts';
import { depositRoutes } from './deposit/routes.ts';
import { withdrawRoutes } from './withdrawal/routes.ts';
import { recordRoutes } from './records/routes.ts';
import { messageRoutes } from './messages/routes.ts';
import { securityRoutes } from './account/security-routes.ts';
import { rewardRoutes } from './rewards/routes.ts';
import { raffleRoutes } from './raffle/routes.ts';
import { pointRoutes } from './points/routes.ts';
import { feedbackRoutes } from './content/feedback-routes.ts';
import { protectionRoutes } from './protection/routes.ts';
import { missionRoutes } from './missions/routes.ts';
import { vipRoutes } from './vip/routes.ts';
import { promotionRoutes } from './promotions/routes.ts';
import { rebateRoutes } from './rebates/routes.ts';
import { agentCentreRoutes } from './agent-centre/routes.ts';
import { agentTeamRoutes } from './agent-team/routes.ts';
import { agentReportRoutes } from './agent-reports/routes.ts';
import { agentContractRoutes } from './agent-contracts/contracts-routes.ts';
import { agentWageRoutes } from './agent-contracts/wages-routes.ts';
import { referralRoutes } from './referral/routes.ts';
import { contentRoutes } from './content/pages-routes.ts';
import formbody from '@fastify/formbody';
import { StatusCache } from './system/system-status.ts';
import { DemoCaptchaAnswers } from './session/demo-captcha-answers.ts';
import { statusValueJson, withBootStatus } from './http/status-json.ts';
import { JobRunner } from './jobs/runner.ts';
import { platformJobs } from './jobs/platform-jobs.ts';
import { healthRoutes, type Readiness } from './fleet/health-routes.ts';
import { metricsPlugin } from './fleet/metrics-routes.ts';
import { overloadPlugin } from './fleet/overload.ts';
import sse from '@fastify/sse';
import { inProcessBus } from './live/bus.ts';
import { redisBus } from './live/redis-bus.ts';
import { HEARTBEAT_MS, liveRoutes } from './live/routes.ts';
import { callerHintsPlugin } from './live/caller-hints.ts';

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    statusCache: StatusCache;
    /** Recent captcha answers for testers on this machine; null outside demo mode. */
    demoCaptchas: DemoCaptchaAnswers | null;
    /** The timed jobs; main.ts starts its timer, tests call runDue with their clock. */
    jobs: JobRunner;
    /** What /readyz reports beside its checks; drain.ts sets `draining` when the instance is asked to stop. */
    readiness: Readiness;
  }
}

function validationMessage(err: FastifyError): string {
  const parts = (err.validation ?? []).map((v) => {
    const field = (v.instancePath || '').replace(/^\//, '').replace(/\//g, '.');
    return field ? `${field}: ${v.message}` : (v.message ?? 'invalid');
  });
  return parts.length ? parts.join('; ') : err.message;
}

/** The platform server. Every outside effect comes in through deps so tests can control it. */
export async function buildServer(deps: Deps, opts: { logger?: boolean; logStream?: { write(line: string): void } } = {}): Promise<FastifyInstance> {
  // The live-updates bus every area publishes to (server/live/): the fleet's Redis when it has one, else this process.
  // Set on the given deps rather than a copy: tests change their deps (the clock, the random) after the build.
  const ownBus = deps.live ? null : deps.shared ? await redisBus(deps.shared, (line) => console.warn(line)) : inProcessBus();
  deps.live ??= ownBus!;
  const app = Fastify({
    logger: opts.logger ? { ...loggerOptions(), ...(opts.logStream ? { stream: opts.logStream } : {}) } : false,
    // Only the configured proxies' X-Forwarded-For names the client (request.ip); anyone else is their socket address.
    trustProxy: deps.config.trustProxy.length ? deps.config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    clientErrorHandler,
    frameworkErrors,
  });
  app.decorate('deps', deps);
  app.decorate('statusCache', new StatusCache(deps));
  app.decorate('demoCaptchas', deps.config.demoMode ? new DemoCaptchaAnswers() : null);
  app.decorate('jobs', new JobRunner(deps, platformJobs(deps.config), { log: (line) => app.log.warn(line) }));
  app.decorate('readiness', { draining: false });
  app.addHook('onClose', () => app.jobs.stop());
  if (ownBus) app.addHook('onClose', () => ownBus.close());
  app.setValidatorCompiler(requestValidator);
  app.setSerializerCompiler(serializerCompiler);

  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof ApiError) return reply.status(err.statusCode).send(refused(err.errorCode, err.message, err.value));
    if (err.validation) return reply.status(400).send(refused('request.invalid', validationMessage(err)));
    if (err.statusCode === 429) return reply.status(429).send(refused('TOO_MANY_REQUESTS', 'Too many requests, please try again later'));
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) return reply.status(err.statusCode).send(refused('request.invalid', err.message));
    // The error serializer logs its type, code and a redacted message (log-redaction.ts), never the SQL's values.
    request.log.error(err);
    return reply.status(500).send(refused('system.error', 'Unknown error'));
  });

  // Security headers of pages and files from one helmet middleware built once: @fastify/helmet builds a new one for
  // every request, which cost more than half the throughput of a cached catalogue answer (decisions.md). The API's
  // answers carry their own, shorter set (http/api-headers.ts).
  const secureHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        // blob: for the previews of files the member picks (a promotion application's pictures).
        imgSrc: ["'self'", 'data:', 'blob:', ...deps.config.imageCDNs.filter(Boolean)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        // The launched games and the home page's YouTube embed (docs/product.md §2 video area).
        frameSrc: ["'self'", 'https://www.youtube.com', ...deps.config.launchGameCDNs.filter(Boolean)],
        frameAncestors: ["'self'"],
        connectSrc: ["'self'", 'wss:'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  const permissions = permissionsPolicy(deps.config);
  // Callback hooks rather than async ones here and in request-context.ts: every request runs them, and an async hook
  // costs a promise and a turn of the microtask queue.
  app.addHook('onRequest', (request, reply, done) => {
    // A URL too long is refused after the security headers, so the refusal carries them; the parser refuses longer ones
    // (client-errors.ts).
    const tooLong = (request.raw.url?.length ?? 0) > MAX_URL_LENGTH ? urlTooLong() : undefined;
    if (isApiPath(request.url)) {
      for (const [name, value] of API_SECURITY_HEADERS) reply.raw.setHeader(name, value);
      // The server's clock, which a demo operator may have moved on: the site stamps sealed calls and takes "today"
      // from it rather than from the device's clock.
      reply.raw.setHeader('server-time', String(deps.clock.now().getTime()));
      return done(tooLong);
    }
    reply.raw.setHeader('permissions-policy', permissions);
    secureHeaders(request.raw, reply.raw, (err?: unknown) => done((err as Error | undefined) ?? tooLong));
  });
  // Before the flood guard and the overload refusal, which leave the balancer's checks alone.
  await app.register(healthRoutes);
  await app.register(metricsPlugin, { token: deps.config.fleet.metricsToken });
  await app.register(overloadPlugin, deps.config.fleet.overload);
  await app.register(compress, { threshold: 1024 });
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  await app.register(floodGuardPlugin, { max: deps.config.floodLimitPerMinute, shared: deps.shared });
  // Limits of a route's own (call-route.ts `rateLimit`), on top of the flood guard; in the fleet's Redis when it has one.
  await app.register(rateLimit, {
    global: false,
    ...(deps.shared ? { redis: deps.shared.redis, nameSpace: `${deps.shared.prefix}route:`, skipOnError: true } : {}),
    errorResponseBuilder: tooManyRequests,
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'playstate platform API',
        version: '1.0.0',
        description: 'The /wps and /lgw JSON API. Every response is the envelope { success, value, message, errorCode }.',
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    },
    transform: jsonSchemaTransform,
    // Recursive schemas (the whitelabel module tree) become components the operations refer to.
    transformObject: jsonSchemaTransformObject,
    hideUntagged: false,
  });
  await app.register(authPlugin, deps);
  await app.register(requestContextPlugin, deps);
  await app.register(sealedPlugin, deps);
  await app.register(sse, { heartbeatInterval: HEARTBEAT_MS });
  await app.register(callerHintsPlugin);

  await app.register(systemRoutes);
  await app.register(sessionRoutes);
  await app.register(socialRoutes);
  await app.register(memberRoutes);
  await app.register(walletRoutes);
  await app.register(announcementRoutes);
  await app.register(registerRoutes);
  await app.register(verificationRoutes);
  await app.register(passwordResetRoutes);
  await app.register(catalogueRoutes);
  await app.register(supportRoutes);
  await app.register(vendorRoutes);
  await app.register(launchRoutes);
  await app.register(rewardRoutes);
  await app.register(raffleRoutes);
  await app.register(missionRoutes);
  await app.register(promotionRoutes);
  await app.register(favouriteRoutes);
  await app.register(lotteryRoutes);
  await app.register(depositRoutes);
  await app.register(withdrawRoutes);
  await app.register(recordRoutes);
  await app.register(messageRoutes);
  await app.register(securityRoutes);
  await app.register(vipRoutes);
  await app.register(agentWageRoutes);
  await app.register(referralRoutes);
  await app.register(contentRoutes);
  await app.register(rebateRoutes);
  await app.register(agentCentreRoutes);
  await app.register(agentTeamRoutes);
  await app.register(agentReportRoutes);
  await app.register(agentContractRoutes);
  await app.register(pointRoutes);
  await app.register(feedbackRoutes);
  await app.register(protectionRoutes);
  await app.register(artRoutes);
  await app.register(liveRoutes);
  if (deps.config.demoMode) {
    await app.register(devRoutes);
    await app.register(siteCoverageRoutes);
  }

  app.get('/wps/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const siteDir = deps.config.siteDir;
  const indexHtml = siteDir ? path.join(siteDir, 'index.html') : null;
  // Read once, like the asset list the static plugin takes at start: a new build needs a restart.
  const pageHtml = indexHtml && fs.existsSync(indexHtml) ? fs.readFileSync(indexHtml, 'utf8') : null;
  if (siteDir && pageHtml !== null) {
    await app.register(fastifyStatic, {
      root: siteDir,
      wildcard: false,
      index: false,
      // The build's brotli and gzip copies (scripts/precompress.ts) go out as they are; they are not routes of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(reply, file) {
        // Hashed assets never change; the page itself must always be fresh.
        reply.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (isApiPath(url) || url.startsWith('/art/') || url.startsWith('/dev/') || request.method !== 'GET' || /\.[a-z0-9]+$/i.test(url))
      return reply.status(404).send(refused('request.not.found', `No such path: ${request.method} ${url}`));
    if (pageHtml === null) return reply.status(404).send(refused('site.not.built', 'The site is not built: run npm run build'));
    // The SPA decides what an unknown route shows (its own not-found page). The page carries the status answer.
    const html = withBootStatus(pageHtml, await statusValueJson(app, request));
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });

  return app;
}
