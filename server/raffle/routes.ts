// Raffle draws and the reward centre's tickets (issue 15, docs/loyalty.md §raffle, §tickets). Thin: the rules live
// in server/raffle/service.ts and tickets-open.ts, one transaction per claim or open.
import type { FastifyInstance } from 'fastify';
import { memberOf } from '../http/auth.ts';
import { registerCall } from '../http/call-route.ts';
import { ok } from '../http/envelope.ts';
import { claimRaffle, raffleStatuses, type DrawStatus } from './service.ts';
import { chances } from './raffle-draw.ts';
import { openTicket, ticketsOf, ticketState, type TicketRow } from './tickets-open.ts';
import type { RaffleResult, RaffleStatusView, TicketView } from '../../contract/raffle/raffle.ts';
import { toDecimal } from '../ledger/amounts.ts';

type PrizeKind = 'MONEY' | 'POINT' | 'TICKET';

export const ticketView = (t: TicketRow, now: Date): TicketView => ({
  ticketId: t.id,
  type: t.type,
  name: t.name,
  source: t.source,
  status: ticketState(t, now),
  startDate: t.createdAt.toISOString(),
  endDate: t.expiresAt?.toISOString() ?? null,
  usedDate: t.openedAt?.toISOString() ?? null,
  prizeType: (t.prizeType as 'MONEY' | 'POINT' | null) ?? null,
  prizeValue: t.prizeValue === null ? null : toDecimal(t.prizeValue),
});

/** Money and points are both kept in hundredths: pesos and points alike are value / 100; a ticket counts 1. */
const prizeValue = (type: string, value: number) => (type === 'TICKET' ? value : toDecimal(value));

function resultOf(s: DrawStatus, now: Date): RaffleResult | null {
  if (!s.claim) return null;
  return {
    type: s.claim.prizeType as PrizeKind,
    value: prizeValue(s.claim.prizeType, s.claim.prizeValue),
    ticket: s.ticket ? ticketView(s.ticket, now) : null,
    claimedAt: s.claim.createdAt.toISOString(),
  };
}

const statusView = (s: DrawStatus, now: Date): RaffleStatusView => {
  const odds = chances(s.raffle.prizes);
  return {
    raffleId: s.raffle.id,
    promotionId: s.raffle.promotionId,
    title: s.raffle.title,
    raffleScheduleId: s.schedule.id,
    drawAt: s.schedule.drawAt.toISOString(),
    claimUntil: s.schedule.claimUntil.toISOString(),
    isClaimed: s.claim !== null,
    hasStarted: s.hasStarted,
    hasEnded: s.hasEnded,
    time: s.time,
    due: s.due,
    prizes: s.raffle.prizes.map((p, i) => ({
      type: p.type as PrizeKind,
      value: prizeValue(p.type, p.type === 'TICKET' ? 1 : p.value),
      ticketType: p.ticketType ?? null,
      chance: odds[i]!,
    })),
    conditions: s.conditions.map((c) => ({ condition: c.condition, target: toDecimal(c.target), actual: toDecimal(c.actual), met: c.met })),
    result: resultOf(s, now),
  };
};

export async function raffleRoutes(app: FastifyInstance) {
  const { db, clock, random, config } = app.deps;
  const currency = config.merchant.currency;

  registerCall(app, 'raffleStatus', async (request) => {
    const now = clock.now();
    const q = request.query;
    let list = await raffleStatuses(db, memberOf(request).id, now, { raffleId: q.raffleId, scheduleId: q.raffleScheduleId });
    if (q.rafflePromotionId) list = list.filter((s) => s.raffle.promotionId === q.rafflePromotionId);
    return ok({ list: list.map((s) => statusView(s, now)) });
  });

  registerCall(app, 'claimRaffle', async (request) => {
    const b = request.body;
    const { status, claimedNow } = await claimRaffle(db, clock, random, currency, memberOf(request).id, {
      raffleId: b.raffleId,
      promotionId: b.promotionId,
      scheduleId: b.raffleScheduleId,
    });
    return ok({ ...resultOf(status, clock.now())!, raffleScheduleId: status.schedule.id, firstClaim: claimedNow });
  });

  registerCall(app, 'tickets', async (request) => {
    const now = clock.now();
    const all = (await ticketsOf(db, memberOf(request).id, now)).map((t) => ticketView(t, now));
    const list = request.query.status ? all.filter((t) => t.status === request.query.status) : all;
    return ok({ list, available: all.filter((t) => t.status === 'AVAILABLE').length });
  });

  registerCall(app, 'claimTicket', async (request) => {
    const o = await openTicket(db, clock, random, currency, memberOf(request).id, request.body.ticketId);
    return ok({ ticket: ticketView(o.ticket, clock.now()), type: o.prizeType, value: toDecimal(o.prizeValue), firstOpen: o.openedNow });
  });
}
