// The agent centre's announcements and team overview (issue 14): agents only (the route table says 'agent'), each
// behind its whitelabel module.
import type { FastifyInstance } from 'fastify';
import { memberOf } from '../http/auth.ts';
import { registerCall } from '../http/call-route.ts';
import { ok } from '../http/envelope.ts';
import { requireModule } from '../http/whitelabel.ts';
import { dayBounds } from '../shared/day-range.ts';
import { AGENT_ANNOUNCEMENT_MODULE, agentAnnouncements } from './announcements.ts';
import { TEAM_OVERVIEW_MODULE, teamOverview } from '../agent-team/team-overview.ts';

export async function agentCentreRoutes(app: FastifyInstance) {
  const { db, clock, config } = app.deps;

  registerCall(app, 'agentAnnouncements', async (request) => {
    await requireModule(app, AGENT_ANNOUNCEMENT_MODULE);
    return ok(await agentAnnouncements(db, clock.now(), request.query.pageNum, request.query.pageSize, request.language));
  });

  registerCall(app, 'teamOverview', async (request) => {
    await requireModule(app, TEAM_OVERVIEW_MODULE);
    // Without days, today: the range the page opens with.
    const range = dayBounds(request.query, clock.now(), config.wallet.timeZoneOffsetMinutes, 1);
    return ok(await teamOverview(db, memberOf(request).id, range));
  });
}
