// The day close (docs/economy.md §settlement): once a members' day has ended, its settled rounds are drawn into
// member_day_stats, then every day rule settles and pays from them, each in its own transaction. Every step is
// idempotent (primary keys and ledger keys), so the runner's retry of a failed or died run pays nothing twice and
// finishes what was left. Catch-up: a server down for days settles each missed day, oldest first, at its start.
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import type { Config } from '../config.ts';
import { drawDayStats } from './day-stats.ts';
import { periodOf, type EconomyPeriod } from '../shared/periods.ts';
import { REBATE_MODULE, settleDayRebates } from '../rebates/service.ts';
import { settleDailyWage } from '../agent-contracts/daily-wage.ts';
import { settleDividends } from '../agent-contracts/dividend.ts';
import { moduleEnabled } from '../system/system-status.ts';
import { settleAgentRebates } from '../agent-contracts/agent-rebate.ts';
import { settleReferrals } from '../referral/referral-settle.ts';
import type { JobDefinition } from './runner.ts';
import { toDecimal } from '../ledger/amounts.ts';

const DAY_MS = 86_400_000;

/** What a close needs: the database, the time its payouts are dated, the merchant's currency, a failpoint. */
export type CloseDeps = Pick<Deps, 'db' | 'clock'> & { config: Pick<Config, 'merchant' | 'failpoint' | 'wallet'> };

/**
 * A rule settled at each day's close, from that day's member_day_stats. Its work runs in one transaction: it writes
 * its settlements rows and pays them (payouts.ts), and must be idempotent. The job walks DAY_RULES in order.
 */
export interface DayRule {
  name: string;
  /** Returns one short line for the run's outcome. */
  settle(tx: Tx, deps: CloseDeps, day: EconomyPeriod): Promise<string>;
}

export const rebatesDayRule: DayRule = {
  name: 'rebates',
  async settle(tx, deps, day) {
    if (!(await moduleEnabled(tx, REBATE_MODULE))) return `${REBATE_MODULE} off`;
    const r = await settleDayRebates(tx, day, deps.clock.now(), deps.config.merchant.currency);
    return `${r.rows} row(s), ${r.paid} paid, ${toDecimal(r.amount).toFixed(2)}`;
  },
};

/** The agent rebate (docs/agents.md §earnings): each agent's share of its team's day, the difference rule applied. */
export const agentRebateDayRule: DayRule = {
  name: 'agent-rebate',
  async settle(tx, deps, day) {
    const r = await settleAgentRebates(tx, day, deps.clock.now(), deps.config.merchant.currency);
    return `${r.rows} row(s), ${r.paid} paid, ${toDecimal(r.amount).toFixed(2)}`;
  },
};

/** The agents' daily wage of the closed day (docs/agents.md §earnings). */
export const dailyWageDayRule: DayRule = {
  name: 'daily-wage',
  async settle(tx, deps, day) {
    const r = await settleDailyWage(tx, day, deps.clock.now(), deps.config.merchant.currency);
    return `${r.rows} row(s), ${r.paid} paid, ${toDecimal(r.amount).toFixed(2)}`;
  },
};

/** The agents' dividends of every contract period (D/W/H/M) that ends with the closed day. */
export const dividendDayRule: DayRule = {
  name: 'dividend',
  async settle(tx, deps, day) {
    const r = await settleDividends(tx, day, deps.clock.now(), deps.config.merchant.currency, deps.config.wallet.timeZoneOffsetMinutes);
    return `${r.periods.join(' ')}: ${r.rows} row(s), ${r.paid} paid, ${toDecimal(r.amount).toFixed(2)}`;
  },
};

/** Invite friends (docs/loyalty.md): qualifies or fails invitees, pays the per-invitee bonuses and the day's rebates. */
export const referralDayRule: DayRule = {
  name: 'referral',
  async settle(tx, deps, day) {
    const r = await settleReferrals(tx, day, deps.clock.now(), deps.config.merchant.currency);
    if (!r) return 'REFERRAL off';
    return `${r.qualified} qualified, ${r.failed} failed, ${r.duplicates} duplicate(s), ${r.paid} paid, ${toDecimal(r.amount).toFixed(2)} + ${toDecimal(r.points).toFixed(2)} points`;
  },
};

/** The day rules, in the order a close runs them. Cashback and VIP maintenance go here beside rebates. */
export const DAY_RULES: readonly DayRule[] = [rebatesDayRule, agentRebateDayRule, dailyWageDayRule, dividendDayRule, referralDayRule];

/** A close groups and sorts a day of rounds at once: room to do it in memory (this transaction only). */
const bulkWork = (tx: Tx) => tx.execute(sql`set local work_mem = '128MB'`);

/**
 * Closes one members' day: statistics, then each rule. Throws (the runner retries the day) if a rule fails.
 * `onStep` hears how long each step took (the bench).
 */
export async function closeDay(
  deps: CloseDeps,
  day: EconomyPeriod,
  rules: readonly DayRule[] = DAY_RULES,
  onStep?: (step: string, ms: number) => void,
): Promise<string> {
  const { db } = deps;
  let started = performance.now();
  const stats = await db.transaction(async (tx) => (await bulkWork(tx), drawDayStats(tx, day)));
  onStep?.('day-stats', performance.now() - started);
  const lines = [`${day.key}: ${stats} stat row(s)`];
  for (const rule of rules) {
    started = performance.now();
    const line = await db.transaction(async (tx) => {
      await bulkWork(tx);
      const outcome = await rule.settle(tx, deps, day);
      // Crash tests: the rule's rows and transfers are written, the commit never comes.
      if (deps.config.failpoint === 'settle-before-commit') throw new Error(`failpoint settle-before-commit: ${rule.name} rolled back`);
      return outcome;
    });
    onStep?.(rule.name, performance.now() - started);
    lines.push(`${rule.name}: ${line}`);
  }
  return lines.join('; ');
}

/** The job: one period per members' day (it starts at the zone's midnight), the last 31 caught up. */
export function dayCloseJob(timeZoneOffsetMinutes: number): JobDefinition {
  return {
    name: 'day-close',
    everyMs: DAY_MS,
    offsetMs: -timeZoneOffsetMinutes * 60_000,
    catchUp: 31,
    run(deps, period) {
      const day = periodOf('day', period.from, timeZoneOffsetMinutes);
      if (day.from.getTime() !== period.from.getTime() || day.to.getTime() !== period.to.getTime())
        throw new Error(`The period ${period.from.toISOString()} is not a members' day`);
      return closeDay(deps, day);
    },
  };
}
