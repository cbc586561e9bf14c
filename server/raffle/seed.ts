// The raffle demo data (issue 15, docs/loyalty.md §raffle): an hourly lucky draw whose first draw is three minutes
// after the seed runs (the server's first start), a depositors' draw every six hours that asks for a deposit since
// the previous draw, and one ticket of each type waiting for the demo account in the reward centre. Draws are
// written for the first day; the raffle-schedules job repeats each raffle's cadence after that. No promotion row:
// RAFFLE is not one of the promotion types (contract/rules/promotion-kinds.ts), so claims name the raffle by id.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { raffleSchedules, raffles } from '../db/schema-loyalty.ts';
import type { Clock } from '../deps.ts';
import { issueTicketIn, TICKET_TYPES } from './tickets.ts';
import { seedOnce } from '../seed/seed-run.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The first draw of the demo raffles, after the server's first start. */
export const FIRST_DRAW_AFTER_MS = 3 * MINUTE;

interface DemoRaffle {
  code: string;
  title: string;
  every: number;
  window: number;
  conditions: Record<string, number>;
  prizes: { type: string; value: number; ticketType?: string; weight: number }[];
}

const RAFFLES: DemoRaffle[] = [
  {
    code: 'HOURLY_LUCKY_DRAW',
    title: 'Hourly lucky draw',
    every: HOUR,
    window: 30 * MINUTE,
    conditions: {},
    prizes: [
      { type: 'MONEY', value: 888, weight: 30 },
      { type: 'MONEY', value: 2_800, weight: 10 },
      { type: 'POINT', value: 5_000, weight: 25 },
      { type: 'TICKET', value: 1, ticketType: 'GOLDEN_EGG', weight: 15 },
      { type: 'TICKET', value: 1, ticketType: 'PRIZE_WHEEL', weight: 10 },
      { type: 'TICKET', value: 1, ticketType: 'RED_ENVELOPE', weight: 10 },
    ],
  },
  {
    code: 'DEPOSITORS_DRAW',
    title: "Depositors' draw",
    every: 6 * HOUR,
    window: 2 * HOUR,
    // ₱100 deposited since the previous draw.
    conditions: { depositSinceLastDraw: 10_000 },
    prizes: [
      { type: 'MONEY', value: 5_000, weight: 40 },
      { type: 'MONEY', value: 18_800, weight: 10 },
      { type: 'POINT', value: 20_000, weight: 30 },
      { type: 'TICKET', value: 1, ticketType: 'RED_ENVELOPE', weight: 20 },
    ],
  },
];

const TICKET_NAMES: Record<string, string> = { GOLDEN_EGG: 'Welcome golden egg', PRIZE_WHEEL: 'Welcome prize wheel', RED_ENVELOPE: 'Welcome red envelope' };

export function seedRaffle(db: Db, clock: Clock): Promise<boolean> {
  const now = clock.now();
  return seedOnce(db, { name: 'raffle', version: 1 }, now, async (tx) => {
    for (const r of RAFFLES) {
      const [row] = await tx
        .insert(raffles)
        .values({ code: r.code, title: r.title, prizes: r.prizes, conditions: r.conditions, createdAt: now })
        .returning({ id: raffles.id });
      const first = now.getTime() + FIRST_DRAW_AFTER_MS;
      const draws = [];
      for (let at = first; at <= first + DAY; at += r.every) draws.push({ raffleId: row!.id, drawAt: new Date(at), claimUntil: new Date(at + r.window) });
      await tx.insert(raffleSchedules).values(draws);
    }
    await demoTickets(tx, now);
  });
}

async function demoTickets(tx: Tx, now: Date) {
  const [demo] = await tx.select({ id: members.id }).from(members).where(eq(members.account, 'demo'));
  if (!demo) return;
  for (const type of TICKET_TYPES)
    await issueTicketIn(tx, now, {
      key: `seed:ticket:${type}:demo`,
      memberId: demo.id,
      type,
      source: 'GIFT',
      name: TICKET_NAMES[type]!,
      expiresAt: new Date(now.getTime() + 30 * DAY),
    });
}
