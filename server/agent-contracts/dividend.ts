// The dividend (docs/agents.md §earnings, rule dividend): settled by the day close when the closed day is the last
// day of a holder's contract period (D day, W Sunday-Saturday week, H half month, M month). Basis: the team's net
// loss in the period (bet - win of settled rounds, the house's side) less the loss carried forward; the tier by the
// team's valid bet and active members; the difference rule among dividend holders on the same period. A period the
// team won carries that amount (agent_earnings.carry) into the next period's basis and pays nothing.
import type { Tx } from '../db/client.ts';
import { DIVIDEND_PERIODS } from '../../contract/rules/agent-contracts.ts';
import type { EconomyPeriod } from '../shared/periods.ts';
import { dayStatsFigures, settleTeamRule } from './team-earnings.ts';
import { dividendPeriodOf } from './wage-periods.ts';

export const DIVIDEND_RULE = 'dividend';
export const DIVIDEND_KIND = 'agent.dividend';

export interface DividendsSettled {
  periods: string[];
  rows: number;
  paid: number;
  amount: number;
}

/** Settles every dividend period ending with the closed `day`, inside the caller's transaction. */
export async function settleDividends(tx: Tx, day: EconomyPeriod, now: Date, currency: string, offsetMinutes: number): Promise<DividendsSettled> {
  const out: DividendsSettled = { periods: [], rows: 0, paid: 0, amount: 0 };
  for (const p of DIVIDEND_PERIODS) {
    const period = dividendPeriodOf(p, day.from, offsetMinutes);
    if (period.lastDay !== day.key) continue;
    const r = await settleTeamRule(
      tx,
      {
        rule: DIVIDEND_RULE,
        kind: 'dividend',
        period: period.key,
        from: period.from,
        to: period.to,
        figures: dayStatsFigures(period.firstDay, period.lastDay),
        contractPeriod: p,
        carryForward: true,
        ledgerKind: DIVIDEND_KIND,
        memo: `Dividend ${period.key}`,
      },
      now,
      currency,
    );
    out.periods.push(period.key);
    out.rows += r.rows;
    out.paid += r.paid;
    out.amount += r.amount;
  }
  return out;
}
