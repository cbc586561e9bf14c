// The demo agents' rebate series (issue 14) and the agent rebate of the demo play's days: agent01 earns 1.0% of its
// team's valid bets on every game type but PVP, its sub-agent down03 0.6% (at or below its upline's, as the
// register centre sets them). Its own seed run, after the demo play: each played day's statistics are drawn and its
// agent rebate settled by the day close's own rule (settleAgentRebates), so the income page shows settled figures
// on a first start and the day close's catch-up finds those days done.
//
// The payouts are dated at the seed's now, as a first start's catch-up would pay them (docs/decisions.md): dating
// them on their days would put them before play already in the agents' wallets, against the ledger's time order.
// The income page counts each on the day it was earned (agent_earnings.period_from), so the days still read right.
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { agentRates } from '../db/schema-agents.ts';
import type { Clock } from '../deps.ts';
import { GAME_TYPES } from '../../contract/catalogue/catalogue.ts';
import { seedOnce } from '../seed/seed-run.ts';
import { PLAY_DAYS, playStart } from '../seed/demo-play-plan.ts';
import { periodOf } from '../shared/periods.ts';
import { drawDayStats } from '../jobs/day-stats.ts';
import { settleAgentRebates } from './agent-rebate.ts';

const DAY = 86_400_000;

/** Basis points by demo agent: every game type but PVP (the platform pays no rebate on player-versus-player games). */
export const DEMO_AGENT_RATES: Readonly<Record<string, number>> = { agent01: 100, down03: 60 };
export const DEMO_AGENT_RATE_TYPES = GAME_TYPES.filter((type) => type !== 'PVP');

export async function seedAgentRates(db: Db, clock: Clock, currency: string, offsetMinutes: number): Promise<boolean> {
  const now = clock.now();
  return seedOnce(db, { name: 'agent-rates', version: 1 }, now, async (tx) => {
    const agents = await tx
      .select({ id: t.members.id, account: t.members.account })
      .from(t.members)
      .where(inArray(t.members.account, Object.keys(DEMO_AGENT_RATES)));
    const rows = agents.flatMap((a) => DEMO_AGENT_RATE_TYPES.map((gameType) => ({ memberId: a.id, gameType, rateBp: DEMO_AGENT_RATES[a.account]! })));
    if (rows.length) await tx.insert(agentRates).values(rows).onConflictDoNothing();
    const start = playStart(now, offsetMinutes);
    for (let i = 0; i < PLAY_DAYS; i++) {
      const day = periodOf('day', new Date(start.getTime() + i * DAY), offsetMinutes);
      await drawDayStats(tx, day);
      await settleAgentRebates(tx, day, now, currency);
    }
  });
}
