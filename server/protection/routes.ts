// Player protection's calls (issue 16 §5): thin, the rules live beside them (exclusion.ts, limits.ts, session-summary.ts)
// and the page's view in protection-view.ts. Each change answers the page as it now stands.
import type { FastifyInstance } from 'fastify';
import { memberOf } from '../http/auth.ts';
import { registerCall } from '../http/call-route.ts';
import { notLoggedIn, ok } from '../http/envelope.ts';
import { sessionStart } from '../session/sessions.ts';
import { setLimit } from './limits.ts';
import { exclude, exclusionValue, setReminder } from './exclusion.ts';
import { protectionView, sessionSummary } from './protection-view.ts';
import { toCentavos } from '../ledger/amounts.ts';

export async function protectionRoutes(root: FastifyInstance) {
  await root.register(async (app) => {
    const deps = app.deps;
    const { db, clock } = deps;
    const view = (memberId: number) => protectionView(db, memberId, clock.now(), deps.config.wallet.timeZoneOffsetMinutes);

    registerCall(app, 'protection', async (request) => ok(await view(memberOf(request).id)));

    registerCall(app, 'setDepositLimit', async (request) => {
      const id = memberOf(request).id;
      const { period, amount } = request.body;
      await setLimit(db, id, period, amount === null ? null : toCentavos(amount), clock.now());
      return ok(await view(id));
    });

    registerCall(app, 'setReminder', async (request) => {
      const id = memberOf(request).id;
      await setReminder(db, id, request.body.minutes, clock.now());
      return ok(await view(id));
    });

    registerCall(app, 'exclude', async (request) => {
      const member = memberOf(request);
      const done = await exclude(deps, member.id, request.body.length, request.body.password);
      app.forgetSessionCheck(request.sessionToken!);
      return ok(exclusionValue(done));
    });

    // The session's start is the auth layer's: a session gone between the check and here is signed out.
    registerCall(app, 'sessionSummary', async (request) => {
      const start = await sessionStart(deps, request.sessionToken!);
      if (!start) throw notLoggedIn();
      return ok(await sessionSummary(db, memberOf(request).id, start));
    });
  });
}
