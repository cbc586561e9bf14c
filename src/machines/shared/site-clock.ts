// The clock as part of the world on a site walk (issue 40): the page's own clock stopped at the server's time, so
// that a countdown shows exactly what the machine counts, and moved on by the walk; the server's clock moved with it
// minute by minute, so the server sees the same time pass as the page (a code's minute between sends, say).
import type { Page } from '@playwright/test';
import type { SiteWorld } from './site-map.ts';

/** Milliseconds the page's clock has run that the server's has not yet been moved by (it moves in whole minutes). */
const owedToServer = new WeakMap<Page, number>();

/** Installs the page's clock at the server's time, before the page loads; `stopPageClock` then stops it. */
export async function installPageClock(page: Page, world: SiteWorld): Promise<void> {
  const reading = await world.ops('clock', 'show');
  await page.clock.install({ time: new Date(/reads (\S+)\./.exec(reading)?.[1] ?? NaN) });
  owedToServer.set(page, 0);
}

/** Stops the loaded page's clock where it is: from here on its timers run only when the walk lets time pass. */
export async function stopPageClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

/**
 * Lets `ms` pass on the page's clock (its timers fire), and on the server's once a whole minute has. The server's
 * moves first: what a timer of the page asks then (a withdrawal read past its deadline) finds the server there.
 */
export async function letTimePass(page: Page, world: SiteWorld, ms: number): Promise<void> {
  const owed = (owedToServer.get(page) ?? 0) + ms;
  const minutes = Math.floor(owed / 60_000);
  if (minutes > 0) await world.ops('clock', 'advance', String(minutes));
  owedToServer.set(page, owed - minutes * 60_000);
  await page.clock.runFor(ms);
}
