import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler, onSendAsyncHookHandler } from 'fastify';
import { memberForToken, type Member } from '../session/sessions.ts';
import { roleOf } from '../../contract/rules/member-type.ts';
import type { Deps } from '../deps.ts';
import { ApiError, notLoggedIn } from './envelope.ts';
import { SessionCheckCache } from './session-check-cache.ts';

/** What a route needs: a session of any kind, a real account's (not a trial), or an agent's (contract/routes.ts). */
export type AuthRequirement = 'session' | 'member' | 'agent';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthRequirement;
    /** 'cached': a session seen live in the last second is taken on trust (catalogue reads only, see session-check-cache.ts). */
    sessionCheck?: 'cached';
    /** The call of the contract's table this route serves. */
    call?: string;
  }
  interface FastifyRequest {
    member: Member | null;
    sessionToken: string | null;
  }
  interface FastifyInstance {
    /** Every route registered, with what it requires; the route-walk test reads it. */
    routeTable: { method: string; url: string; auth: AuthRequirement | null; call: string | null }[];
    /** Forgets a token the cached session check remembers (logout). */
    forgetSessionCheck(token: string): void;
  }
}

/**
 * For a call whose token is optional (lists a visitor sees too): the caller's real account when a token is sent, and
 * null for a visitor, a trial player or a stale token. An answer to a token is the member's own, so no browser or
 * anything in between may keep it.
 */
export async function optionalPlayer(deps: Deps, request: FastifyRequest, reply: FastifyReply): Promise<number | null> {
  const token = request.headers.authorization?.trim();
  if (!token) return null;
  reply.header('cache-control', 'private, no-store');
  const member = await memberForToken(deps, token);
  return member && roleOf(member.type) !== 'trial' ? member.id : null;
}

/** The signed-in member; only valid inside a route with `config.auth`. */
export function memberOf(request: FastifyRequest): Member {
  if (!request.member) throw notLoggedIn();
  return request.member;
}

export const authPlugin = fp(async (app: FastifyInstance, deps: Deps) => {
  app.decorate('routeTable', []);
  const checked = new SessionCheckCache();
  app.decorate('forgetSessionCheck', (token: string) => checked.forget(token));
  app.decorateRequest('member', null);
  app.decorateRequest('sessionToken', null);

  // Each route that needs a session gets its own check, built once with what it requires: a route without one pays
  // nothing, and no request reads request.routeOptions (a getter that builds a new object every time).
  // Route hooks run after the global ones, so the Merchant check and the flood guard come first (decisions.md).
  app.addHook('onRoute', (route) => {
    const need = route.config?.auth;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.routeTable.push({ method, url: route.url, auth: need ?? null, call: route.config?.call ?? null });
    }
    if (!need) return;
    const check = sessionCheck(need, route.config?.sessionCheck === 'cached');
    route.onRequest = [...hooksOf(route.onRequest), check];
    route.onSend = [...hooksOf(route.onSend), privateAnswer];
  });

  function sessionCheck(need: AuthRequirement, cached: boolean): onRequestAsyncHookHandler {
    return async (request) => {
      const token = request.headers.authorization?.trim() ?? '';
      const now = deps.clock.now().getTime();
      const remembered = cached ? checked.get(token, now) : null;
      const member = remembered ?? (await memberForToken(deps, token));
      if (!member) throw notLoggedIn();
      if (cached && !remembered) checked.remember(token, member, now);
      if (need === 'agent' && roleOf(member.type) !== 'agent') throw new ApiError(403, 'agent.only', 'Non-agents cannot log in');
      if (need === 'member' && roleOf(member.type) === 'trial') throw new ApiError(403, 'member.trial', 'Please Register An Account First');
      request.member = member;
      request.sessionToken = token;
    };
  }
});

// A login-required answer is the member's own (a 401 too): never kept by a browser or anything in between.
const privateAnswer: onSendAsyncHookHandler = async (_request, reply) => {
  reply.header('cache-control', 'private, no-store');
};

const hooksOf = <H>(hooks: H | H[] | undefined): H[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);
