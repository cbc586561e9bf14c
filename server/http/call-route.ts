// Registers a route from the call table: its method, path and auth from contract/routes.ts, its query, body,
// answers and error statuses from contract/calls.ts, so the server validates, serialises and documents every call
// from the one description the site also calls through.
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler, RouteShorthandOptions } from 'fastify';
import type {} from '@fastify/sse';
import type { z } from 'zod';
import { calls, type CallValue, type TabledCall } from '../../contract/calls.ts';
import { refusalEnvelope, sharedErrors, successEnvelope, platformHeaders, type CallSchema, type ErrorStatus } from '../../contract/call.ts';
import { routes, type Route } from '../../contract/routes.ts';
import { sealedBody } from '../../contract/session/session.ts';
import { refuseHostile } from './hostile-input.ts';
import { requestValidator } from './request-validator.ts';
import { refused, type Envelope } from './envelope.ts';
import { Refusal } from '../shared/refusal.ts';

type Schemas<N extends TabledCall> = (typeof calls)[N];
type Out<S> = S extends z.ZodType ? z.output<S> : unknown;

export type CallRequest<N extends TabledCall> = FastifyRequest<{
  Querystring: Out<Schemas<N> extends { query: infer Q } ? Q : undefined>;
  Body: Out<Schemas<N> extends { body: infer B } ? B : undefined>;
}>;

/**
 * A handler answers with ok(value) or a refusal (success false, HTTP 200); a service it calls throws Refusal
 * (server/shared/refusal.ts), answered here with the status the call's errors give its code, and ApiError is for the
 * HTTP level's own (auth, limits). A handler
 * that sends ready bytes itself (server/http/response-cache.ts) answers the reply.
 */
export type CallHandler<N extends TabledCall> = (
  request: CallRequest<N>,
  reply: FastifyReply,
) => Promise<Envelope<CallValue<N>> | Envelope<unknown> | FastifyReply>;

export interface CallOptions {
  /** 'cached': a session seen live in the last second is taken on trust (catalogue reads only). */
  sessionCheck?: 'cached';
  /** A per-IP limit of this call's own, counted in memory by the flood guard (@fastify/rate-limit). */
  rateLimit?: { max: number; timeWindow: number };
  /** Extra route options: a body limit, or `sse` for a call that can answer a Server-Sent Events stream (@fastify/sse). */
  route?: Pick<RouteShorthandOptions, 'bodyLimit' | 'sse'>;
}

/** The statuses a call answers and the schema of each, for validation of the answer and for the document. */
function responses(schema: CallSchema, route: Route) {
  const errors = { ...sharedErrors(route), ...schema.errors };
  const statuses = new Set<ErrorStatus>(Object.values(errors));
  const answers: Record<number, z.ZodType> = { 200: successEnvelope(schema.value).or(refusalEnvelope) };
  for (const status of statuses) if (status !== 200) answers[status] = refusalEnvelope;
  return { answers, errors };
}

function documentedErrors(errors: Record<string, ErrorStatus>) {
  return Object.entries(errors)
    .map(([code, status]) => `${code} (${status})`)
    .join(', ');
}

/**
 * A multipart body is read by the handler as a stream of parts (@fastify/multipart): its schema is there for the
 * document, not validated; the query still is.
 */
const multipartValidator: FastifySchemaCompiler<unknown> = (route) => (route.httpPart === 'body' ? () => true : requestValidator(route));

export function registerCall<N extends TabledCall>(app: FastifyInstance, name: N, handler: CallHandler<N>, options: CallOptions = {}) {
  const route: Route = routes[name];
  const schema: CallSchema = calls[name];
  const { answers, errors } = responses(schema, route);
  const sealed = route.encoding === 'sealed';
  const multipart = route.encoding === 'multipart';
  const description = [
    schema.description,
    `Errors: ${documentedErrors(errors)}.`,
    sealed ? 'The body is sealed (see /wps/session/key/rsa); the schema shown is of the sealed envelope.' : '',
  ]
    .filter(Boolean)
    .join(' ');
  app.route({
    method: route.method,
    url: route.path,
    ...options.route,
    config: {
      auth: route.auth === 'none' ? undefined : route.auth,
      sessionCheck: options.sessionCheck,
      call: name,
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    },
    schema: {
      tags: [schema.tag],
      summary: schema.summary,
      description,
      operationId: name,
      ...(route.auth === 'none' ? {} : { security: [{ token: [] }] }),
      headers: platformHeaders,
      ...(schema.query ? { querystring: schema.query } : {}),
      ...(sealed ? { body: sealedBody } : schema.body ? { body: schema.body } : {}),
      ...(multipart ? { consumes: ['multipart/form-data'] } : {}),
      response: answers,
    },
    ...(multipart ? { validatorCompiler: multipartValidator } : {}),
    // A callback hook: every call runs it, and an async one costs a promise and a microtask turn (app.ts).
    preValidation: (request, _reply, done) => {
      try {
        refuseHostile('query', request.query);
        if (!sealed) refuseHostile('body', request.body);
      } catch (err) {
        return done(err as Error);
      }
      done();
    },
    ...(sealed && schema.body
      ? {
          preHandler: async (request: FastifyRequest) => {
            request.body = await app.openSealed(request, schema.body!);
          },
        }
      : {}),
    // A Refusal from the handler or a hook is the envelope with success false, at the status the call lists for its
    // code (200 when it lists none); anything else goes on to the app's handler (app.ts).
    errorHandler: (err, _request, reply) => {
      if (!(err instanceof Refusal)) throw err;
      return reply.status((errors as Record<string, ErrorStatus | undefined>)[err.code] ?? 200).send(refused(err.code, err.message, err.value));
    },
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
