// The VIP jobs (docs/economy.md §VIP). vip-upgrades raises levels every 5 minutes for the members who played or
// deposited lately; vip-maintenance judges the month that closed within its hour. Both are idempotent: a level only
// rises to what the totals reach, each upgrade bonus has its reward key, each member and month its vip-keep row.
import type { Deps } from '../deps.ts';
import { maintainLevels, upgradeDue } from './service.ts';
import { previousPeriod } from '../shared/periods.ts';
import type { JobDefinition, Period } from '../jobs/runner.ts';

const HOUR = 3_600_000;
/**
 * How far back the upgrade job looks for members with new rounds or deposits: a day, so a period skipped while
 * every instance was down (catchUp 1) is still covered by the next run. Anyone else is reached by `ops vip check`.
 */
const UPGRADE_LOOKBACK_MS = 24 * HOUR;

export const vipUpgradesJob: JobDefinition = {
  name: 'vip-upgrades',
  everyMs: 5 * 60_000,
  catchUp: 1,
  async run(deps: Deps, period: Period) {
    const { upgraded, rewards } = await upgradeDue(deps.db, deps.clock.now(), { activeSince: new Date(period.from.getTime() - UPGRADE_LOOKBACK_MS) });
    return `${upgraded.length} member(s) upgraded, ${rewards} upgrade bonus(es) issued`;
  },
};

/** The members' month that closed within the period (from, to], if one did. */
export function monthClosedIn(period: Period, offsetMinutes: number) {
  const month = previousPeriod('month', period.to, offsetMinutes);
  return month.to.getTime() > period.from.getTime() && month.to.getTime() <= period.to.getTime() ? month : null;
}

/**
 * Hourly periods, so it works for any time zone offset (the runner's periods are fixed lengths aligned to the
 * epoch, the members' month is not): the one period holding a month's close judges that month. catchUp 48: a
 * server down for up to two days across a month's close still judges it when it comes back.
 */
export const vipMaintenanceJob: JobDefinition = {
  name: 'vip-maintenance',
  everyMs: HOUR,
  catchUp: 48,
  async run(deps: Deps, period: Period) {
    const month = monthClosedIn(period, deps.config.wallet.timeZoneOffsetMinutes);
    if (!month) return 'no month closed';
    const { judged, demoted } = await maintainLevels(deps.db, deps.clock.now(), month);
    return `${month.key}: ${judged} member(s) judged, ${demoted.length} dropped one level`;
  },
};
