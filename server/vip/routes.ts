// VIP levels (issue 13 item 4, docs/economy.md §VIP): the levels table for everyone, and a member's progress.
import type { FastifyInstance } from 'fastify';
import { memberOf } from '../http/auth.ts';
import { registerCall } from '../http/call-route.ts';
import { ok } from '../http/envelope.ts';
import { rankProgress, vipLevelViews } from './service.ts';

export async function vipRoutes(app: FastifyInstance) {
  const { db, clock, config } = app.deps;

  registerCall(app, 'vipLevels', async () => ok({ levels: await vipLevelViews(db) }));

  registerCall(app, 'rankProgress', async (request) => ok(await rankProgress(db, memberOf(request).id, clock.now(), config.wallet.timeZoneOffsetMinutes)));
}
