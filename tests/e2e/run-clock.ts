// The browser tests' clock. A run starts at whatever hour it is started, but its checks speak of "today": the seed's
// thirty days of play end today, the rebate page shows today's bets, the records open on today. A run that crossed
// the members' midnight (16:00 UTC) saw the day change between its seed and its checks, or inside one test. So the
// run keeps its own time: the real time moved to the members' noon of the day the run started, flowing as real time
// flows, read alike by every server (DEMO_CLOCK_OFFSET_MINUTES), every page (`onRunClock`) and every spec (`runNow`).
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { MEMBERS_TIME_ZONE_MINUTES } from '../../server/config.ts';
import { todayOf } from '../../src/domain/day-range.ts';

/** Where global-setup.ts leaves the run's offset from the real time, in minutes, for the workers it starts. */
export const RUN_CLOCK_ENV = 'PLAYSTATE_E2E_CLOCK_OFFSET_MINUTES';

/** Minutes from `now` to the members' noon of the same members' day: -720 to +720. */
export function minutesToMembersNoon(now = Date.now()): number {
  const noon = Date.parse(`${todayOf(now, MEMBERS_TIME_ZONE_MINUTES)}T12:00:00Z`) - MEMBERS_TIME_ZONE_MINUTES * 60_000;
  return Math.round((noon - now) / 60_000);
}

const offsetMs = () => Number(process.env[RUN_CLOCK_ENV] ?? 0) * 60_000;

/** The run's now, in milliseconds: what the servers' clocks and the pages' `Date` read. */
export const runNow = () => Date.now() + offsetMs();

/**
 * The run's clock for a page's scripts: `Date` (and only `Date`; timers run as they do) reads the run's time. A test
 * may install Playwright's own clock over it (`page.clock`), at absolute times it reads off the server; that clock
 * measures the real time passing through the `Date` it replaced, so once it is in place this one reads real time.
 */
export async function onRunClock(context: BrowserContext): Promise<void> {
  await context.addInitScript((offset: number) => {
    const RealDate = Date;
    class RunDate extends RealDate {
      constructor(...args: ConstructorParameters<DateConstructor> | []) {
        if (args.length === 0) super(RunDate.now());
        else super(...(args as ConstructorParameters<DateConstructor>));
      }
      static override now() {
        return globalThis.Date === RunDate ? RealDate.now() + offset : RealDate.now();
      }
    }
    globalThis.Date = RunDate as DateConstructor;
  }, offsetMs());
}

/** A second browser context (another player, a visitor) on the run's clock. */
export async function newRunContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await onRunClock(context);
  return context;
}

/** A page of its own context on the run's clock, the context closed with it (as browser.newPage's is). */
export async function newRunPage(browser: Browser): Promise<Page> {
  const context = await newRunContext(browser);
  const page = await context.newPage();
  page.once('close', () => void context.close());
  return page;
}
