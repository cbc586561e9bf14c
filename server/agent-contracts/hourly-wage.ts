// The hourly wage (docs/agents.md §earnings, rule wage:hourly): every half hour, holders of an hourly contract with
// period BH earn on their team's valid bet of rounds settled in that half hour; at each whole hour, holders with
// period H on the hour's. The difference rule counts every direct downline holder's gross on the same window,
// whatever its own period. Paid as agent.wage.hourly, exactly once per (agent, window).
import type { Tx } from '../db/client.ts';
import { roundFigures, settleTeamRule, type TeamSettled } from './team-earnings.ts';
import { HALF_HOUR_MS, HOUR_MS, slotOf } from './wage-periods.ts';

export const HOURLY_WAGE_RULE = 'wage:hourly';
export const HOURLY_WAGE_KIND = 'agent.wage.hourly';

/**
 * Settles the half hour ending at `slotEnd` (BH holders) and, when it ends a whole hour, that hour (H holders).
 * Returns one line per window.
 */
export async function settleHourlyWage(tx: Tx, slotEnd: Date, now: Date, currency: string, offsetMinutes: number): Promise<string[]> {
  const last = new Date(slotEnd.getTime() - 1);
  const windows = [{ p: 'BH', w: slotOf('h', HALF_HOUR_MS, last, offsetMinutes) }];
  const hour = slotOf('h', HOUR_MS, last, offsetMinutes);
  if (hour.to.getTime() === slotEnd.getTime()) windows.push({ p: 'H', w: hour });
  const lines: string[] = [];
  for (const { p, w } of windows) {
    const r: TeamSettled = await settleTeamRule(
      tx,
      {
        rule: HOURLY_WAGE_RULE,
        kind: 'hourly',
        // H and BH windows starting at the same minute share a key: an agent holds one hourly contract, one period.
        period: w.key,
        from: w.from,
        to: w.to,
        figures: roundFigures(w.from, w.to),
        contractPeriod: p,
        carryForward: false,
        ledgerKind: HOURLY_WAGE_KIND,
        memo: `Hourly wage ${w.key.slice(1).replace('T', ' ')}`,
      },
      now,
      currency,
    );
    lines.push(`${p} ${w.key}: ${r.rows} row(s), ${r.paid} paid`);
  }
  return lines;
}
