import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { ApiError } from './envelope.ts';
import { isLanguageCode } from '../../contract/rules/languages.ts';
import { isApiPath } from './api-paths.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Language header when it names a supported language, else the merchant's default. */
    language: string;
  }
}

const exempt = new Set(['/wps/openapi.json']);

/** Platform headers (docs/architecture.md §4): exactly one Merchant naming this merchant; Language; Device. */
export const requestContextPlugin = fp(async (app: FastifyInstance, deps: Deps) => {
  app.decorateRequest('language', 'EN');
  // A callback hook: every request runs it (see app.ts).
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.language;
    const lang = typeof header === 'string' ? header.toUpperCase() : '';
    request.language = isLanguageCode(lang) ? lang : 'EN';
    const url = request.url.split('?')[0] ?? '';
    if (!isApiPath(url) || exempt.has(url) || request.headers.merchant === deps.config.merchant.code) return done();
    done(new ApiError(400, 'merchant.invalid', "The Merchant header must name this site's merchant exactly once"));
  });
});
