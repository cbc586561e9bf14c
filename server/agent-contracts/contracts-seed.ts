// The agent team's demo (issue 14 item 5), its own seed run after the demo play: agent01 over a two-level team
// (down01, down02 players; down03 a sub-agent with sub01 and sub02 under it, all playing 30 days in the demo play),
// the contracts between them, and the history settled as the server would have settled it: each of the 30 played
// days' daily wage and dividend periods, the last day's hourly wages and the real-time wages of the team's lottery
// tickets of the last two days, each paid a minute after its period ended. So every wage page shows settled
// figures on the first start, and the first job runs find those periods settled.
//
// Contracts: the platform gives agent01 a daily, an hourly (H), a real-time and a weekly dividend contract; agent01
// gives down03 a daily and a weekly dividend contract at lower rates, and offers it an hourly one (BH) that waits
// (status P), so down03's sign-in opens the contract dialog.
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { gameRounds, games, lotteryTickets } from '../db/schema-games.ts';
import { agentContracts } from '../db/schema-agents.ts';
import type { Clock } from '../deps.ts';
import { dayOf, dayStart } from '../shared/day-range.ts';
import { drawDayStats } from '../jobs/day-stats.ts';
import { periodOf } from '../shared/periods.ts';
import { settleDailyWage } from './daily-wage.ts';
import { settleDividends } from './dividend.ts';
import { settleHourlyWage } from './hourly-wage.ts';
import { settleRealtimeWage } from './realtime-wage.ts';
import { HALF_HOUR_MS, REALTIME_SLOT_MS, slotOf } from './wage-periods.ts';
import { drawAt, drawPeriodMs } from '../vendor/lottery.ts';
import { toStoredTier, type Tier } from '../../contract/rules/agent-contracts.ts';
import { PLAY_DAYS, playStart, type DemoPlaySettings } from '../seed/demo-play-plan.ts';
import { seedOnce } from '../seed/seed-run.ts';

const SEED = { name: 'agent-team', version: 1 };
const DAY = 86_400_000;
const MINUTE = 60_000;

/** Players of the team (the agent itself plays too, outside its team). */
const TEAM = ['down01', 'down02', 'down03', 'sub01', 'sub02'];

const tiers = (...list: [volume: number, activeMembers: number, rate: number, winRate?: number][]) =>
  list
    .map(([volume, activeMembers, rate, winRate]): Tier => ({ volume, activeMembers, rate, ...(winRate === undefined ? {} : { winRate }) }))
    .map(toStoredTier);

async function ids(tx: Tx): Promise<Map<string, number>> {
  const rows = await tx
    .select({ id: t.members.id, account: t.members.account })
    .from(t.members)
    .where(inArray(t.members.account, ['agent01', ...TEAM]));
  return new Map(rows.map((r) => [r.account, r.id]));
}

async function writeContracts(tx: Tx, id: Map<string, number>, signedAt: Date, now: Date) {
  const agent01 = id.get('agent01')!;
  const down03 = id.get('down03')!;
  const signed = { status: 'A', createdAt: signedAt, decidedAt: signedAt };
  await tx.insert(agentContracts).values([
    { kind: 'daily', agentId: agent01, uplineId: null, ...signed, tiers: tiers([0, 0, 0.5], [1_000, 3, 1], [3_000, 5, 1.5]) },
    { kind: 'hourly', agentId: agent01, uplineId: null, ...signed, period: 'H', tiers: tiers([0, 0, 0.3], [200, 2, 0.5]) },
    { kind: 'realtime', agentId: agent01, uplineId: null, ...signed, tiers: tiers([0, 0, 1, 0.5], [50, 0, 2, 1]) },
    { kind: 'dividend', agentId: agent01, uplineId: null, ...signed, period: 'W', tiers: tiers([0, 0, 10], [5_000, 3, 20]) },
    { kind: 'daily', agentId: down03, uplineId: agent01, ...signed, tiers: tiers([0, 0, 0.3], [300, 2, 0.6]) },
    { kind: 'dividend', agentId: down03, uplineId: agent01, ...signed, period: 'W', tiers: tiers([0, 0, 5], [2_000, 2, 10]) },
    { kind: 'hourly', agentId: down03, uplineId: agent01, status: 'P', period: 'BH', createdAt: new Date(now.getTime() - DAY), tiers: tiers([0, 0, 0.2]) },
  ]);
}

/**
 * The team's lottery rounds of the last two days as the numbers draw's tickets (the demo play writes the rounds,
 * not the tickets): what the real-time wage reads. Returns the 5-minute slots they settled in.
 */
async function writeTickets(tx: Tx, id: Map<string, number>, from: Date, to: Date): Promise<number[]> {
  const rounds = await tx
    .select({
      round: gameRounds.id,
      memberId: gameRounds.memberId,
      nodeId: gameRounds.nodeId,
      bet: gameRounds.bet,
      win: gameRounds.win,
      betUuid: gameRounds.betUuid,
      createdAt: gameRounds.createdAt,
      settledAt: gameRounds.settledAt,
      gameName: games.gameName,
    })
    .from(gameRounds)
    .innerJoin(games, eq(games.nodeId, gameRounds.nodeId))
    .where(
      and(
        eq(games.gameType, 'LOTT'),
        inArray(
          gameRounds.memberId,
          TEAM.map((a) => id.get(a)!),
        ),
        gte(gameRounds.settledAt, from),
        lt(gameRounds.settledAt, to),
      ),
    );
  if (!rounds.length) return [];
  await tx.insert(lotteryTickets).values(
    rounds.map((r) => {
      const draw = drawAt(r.createdAt, drawPeriodMs(r.gameName));
      return {
        round: r.round,
        memberId: r.memberId,
        nodeId: r.nodeId,
        drawNo: draw.drawNo,
        closesAt: draw.closesAt,
        picks: '7',
        stake: r.bet,
        betUuid: r.betUuid,
        win: r.win,
        status: 'settled',
        createdAt: r.createdAt,
        settledAt: r.settledAt,
      };
    }),
  );
  return [...new Set(rounds.map((r) => Math.floor(r.settledAt!.getTime() / REALTIME_SLOT_MS) * REALTIME_SLOT_MS))].sort((a, b) => a - b);
}

/** Seeds the agent team's contracts and settled history once. Returns whether it ran. */
export async function seedAgentTeam(db: Db, clock: Clock, currency: string, settings: DemoPlaySettings): Promise<boolean> {
  const now = clock.now();
  const offset = settings.timeZoneOffsetMinutes;
  return seedOnce(db, SEED, now, async (tx) => {
    const id = await ids(tx);
    if (!id.has('agent01') || !id.has('down03')) return;
    const start = playStart(now, offset);
    await writeContracts(tx, id, start, now);
    const today = dayStart(dayOf(now, offset), offset);
    // Each played day as its close would have settled it: the day's statistics, the daily wage, the dividend
    // periods ending with it, a minute after the day ended.
    for (let d = 0; d < PLAY_DAYS; d++) {
      const day = periodOf('day', new Date(start.getTime() + d * DAY), offset);
      const paidAt = new Date(day.to.getTime() + MINUTE);
      await drawDayStats(tx, day);
      await settleDailyWage(tx, day, paidAt, currency);
      await settleDividends(tx, day, paidAt, currency, offset);
    }
    // The last day's half hours (H contracts at its whole hours).
    for (let end = today.getTime() - DAY + HALF_HOUR_MS; end <= today.getTime(); end += HALF_HOUR_MS)
      await settleHourlyWage(tx, new Date(end), new Date(end + MINUTE), currency, offset);
    // The real-time wage of the last two days' lottery tickets, slot by slot where there were any.
    for (const at of await writeTickets(tx, id, new Date(today.getTime() - 2 * DAY), today)) {
      const slot = slotOf('t', REALTIME_SLOT_MS, new Date(at), offset);
      await settleRealtimeWage(tx, slot, new Date(slot.to.getTime() + MINUTE), currency);
    }
    await tx.execute(sql`analyze agent_earnings`);
  });
}
