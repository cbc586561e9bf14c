// The register centre and downline management calls (issue 14): thin handlers over this area's services; who may
// call each (agents only) is in contract/routes.ts.
import type { FastifyInstance } from 'fastify';
import { memberOf } from '../http/auth.ts';
import { registerCall } from '../http/call-route.ts';
import { ok } from '../http/envelope.ts';
import { ratesOf, registerDownline } from './register-downline.ts';
import { createLink, deleteLink, linkPage } from '../agent-centre/links.ts';
import { downlineDetail, downlinePage, messageDownline, setLoginBlocked, setRemark, transferToDownline } from './downlines.ts';
import { toCentavos } from '../ledger/amounts.ts';

export async function agentTeamRoutes(root: FastifyInstance) {
  await root.register(async (app) => {
    const deps = app.deps;
    const { db, clock } = deps;

    registerCall(app, 'registerCentreInfo', async (request) => ok({ rates: await ratesOf(db, memberOf(request).id) }));

    registerCall(app, 'registerDownline', async (request) => {
      const rules = (await app.statusCache.get()).info.register;
      return ok(await registerDownline(deps, memberOf(request), rules, request.body));
    });

    registerCall(app, 'agentLinks', async (request) =>
      ok(await linkPage(db, memberOf(request).id, clock.now(), request.query.pageNum, request.query.pageSize)),
    );

    registerCall(app, 'createAgentLink', async (request) => ok(await createLink(deps, memberOf(request).id, request.body)));

    registerCall(app, 'deleteAgentLink', async (request) => {
      await deleteLink(db, memberOf(request).id, request.query.id, clock.now());
      return ok(null);
    });

    registerCall(app, 'downlines', async (request) => ok(await downlinePage(db, memberOf(request).id, request.query)));

    registerCall(app, 'downlineDetail', async (request) => ok(await downlineDetail(db, memberOf(request).id, request.query.account)));

    registerCall(app, 'setDownlineRemark', async (request) => {
      await setRemark(db, memberOf(request).id, request.body.account, request.body.remark);
      return ok(null);
    });

    registerCall(app, 'messageDownline', async (request) => {
      const { account, title, content } = request.body;
      await messageDownline(app.deps, clock.now(), memberOf(request).id, account, title, content);
      return ok(null);
    });

    registerCall(app, 'setDownlineLogin', async (request) => {
      await setLoginBlocked(db, clock.now(), memberOf(request).id, request.body.account, request.body.blocked);
      return ok(null);
    });

    registerCall(app, 'transferToDownline', async (request) => {
      const { account, amount, paymentPassword, requestId } = request.body;
      return ok(await transferToDownline(deps, memberOf(request), { account, amount: toCentavos(amount), paymentPassword, requestId }));
    });
  });
}
