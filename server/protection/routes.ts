// Player protection's calls (issue 16 §5): thin, the rules live beside them (exclusion.ts, limits.ts, session-summary.ts).
import type { FastifyInstance } from 'fastify';
import { memberOf } from '../http/auth.ts';
import { registerCall } from '../http/call-route.ts';
import { notLoggedIn, ok } from '../http/envelope.ts';
import { sessionStart } from '../session/sessions.ts';
import { limitUse, setLimit } from './limits.ts';
import { exclude, exclusionOf, exclusionValue, reminderOf, setReminder } from './exclusion.ts';
import { playSince } from './session-summary.ts';
import type { ProtectionView } from '../../contract/protection/protection.ts';
import { toDecimal, toCentavos } from '../ledger/amounts.ts';

/** Password confirmations of an exclusion per member session and minute: guessing is slow. */

export async function protectionRoutes(root: FastifyInstance) {
  await root.register(async (app) => {
    const deps = app.deps;
    const { db, clock } = deps;
    const offset = deps.config.wallet.timeZoneOffsetMinutes;

    const view = async (memberId: number): Promise<ProtectionView> => {
      const now = clock.now();
      const [limits, reminderMinutes, exclusion] = await Promise.all([
        limitUse(db, memberId, now, offset),
        reminderOf(db, memberId),
        exclusionOf(db, memberId, now),
      ]);
      return {
        limits: limits.map((l) => ({
          period: l.period,
          amount: l.amount === null ? null : toDecimal(l.amount),
          used: toDecimal(l.used),
          remaining: l.remaining === null ? null : toDecimal(l.remaining),
          pending: l.pending ? { amount: l.pending.amount === null ? null : toDecimal(l.pending.amount), from: l.pending.from.toISOString() } : null,
        })),
        reminderMinutes,
        exclusion: exclusion ? exclusionValue(exclusion) : null,
      };
    };

    registerCall(app, 'protection', async (request) => ok(await view(memberOf(request).id)));

    registerCall(app, 'setDepositLimit', async (request) => {
      const id = memberOf(request).id;
      const { period, amount } = request.body;
      await db.transaction((tx) => setLimit(tx, id, period, amount === null ? null : toCentavos(amount), clock.now()));
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

    registerCall(app, 'sessionSummary', async (request) => {
      const member = memberOf(request);
      const start = await sessionStart(deps, request.sessionToken!);
      if (!start) throw notLoggedIn();
      const play = await playSince(db, member.id, start);
      return ok({ signedInAt: start.toISOString(), net: toDecimal(play.net), bets: toDecimal(play.bets), wins: toDecimal(play.wins) });
    });
  });
}
