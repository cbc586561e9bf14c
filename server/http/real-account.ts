import type { FastifyInstance } from 'fastify';
import { roleOf } from '../../contract/rules/member-type.ts';
import { memberOf } from './auth.ts';
import { ApiError } from './envelope.ts';

/**
 * The member centre is for real accounts (docs/product.md §5): in this plugin scope a trial player gets 403 member.trial
 * ('Please Register An Account First') on every login-required route, whatever they sent (onRequest runs after
 * the session check and before the body is read).
 */
export function refuseTrialAccounts(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.auth && roleOf(memberOf(request).type) === 'trial')
      throw new ApiError(403, 'member.trial', 'Please Register An Account First');
  });
}
