// The daily wage (docs/agents.md §earnings, rule wage:daily): at the close of a members' day, every agent holding a
// signed daily contract earns its reached tier's rate on its team's valid bet of that day, less what its direct
// downline agents with a daily contract earn on their own teams (the difference rule). Set-based for all agents
// at once from member_day_stats (drawn first by the close), paid as agent.wage.daily, exactly once.
import type { Tx } from '../db/client.ts';
import type { EconomyPeriod } from '../shared/periods.ts';
import { dayStatsFigures, settleTeamRule, type TeamSettled } from './team-earnings.ts';

export const DAILY_WAGE_RULE = 'wage:daily';
export const DAILY_WAGE_KIND = 'agent.wage.daily';

export function settleDailyWage(tx: Tx, day: EconomyPeriod, now: Date, currency: string): Promise<TeamSettled> {
  if (day.kind !== 'day') throw new Error(`settleDailyWage needs a day, not a ${day.kind}`);
  return settleTeamRule(
    tx,
    {
      rule: DAILY_WAGE_RULE,
      kind: 'daily',
      period: day.key,
      from: day.from,
      to: day.to,
      figures: dayStatsFigures(day.key, day.key),
      contractPeriod: null,
      carryForward: false,
      ledgerKind: DAILY_WAGE_KIND,
      memo: `Daily wage ${day.key}`,
    },
    now,
    currency,
  );
}
