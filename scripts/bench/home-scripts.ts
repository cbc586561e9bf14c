// The home route's JavaScript budget as a browser spends it (docs/architecture.md §8, issue 17): every script a
// visitor's Chromium requests on `/` until the network falls idle, lazy chunks included, sized as the bundle section
// sizes the files in dist/site/assets (gzip level 9). Shared by tests/e2e/catalogue/home-budget.spec.ts (a check in npm test)
// and the bench's row, so both count the same way.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { measureAssets } from './bundle.ts';

/** Lighthouse's desktop preset, which the §8 Lighthouse budgets are measured at: what it shows at load counts. */
export const LIGHTHOUSE_DESKTOP_VIEWPORT = { width: 1350, height: 940 };

export interface LoadedScript {
  name: string;
  gzip: number;
}

/**
 * Opens `url` in `page` (not scrolled, no input: a visitor who only looks) and answers the file names of the site's
 * scripts it requested by the time the network was idle (Playwright's: no request for 500 ms).
 */
export async function scriptsBeforeIdle(page: Page, url: string): Promise<string[]> {
  const names = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) names.add(path.posix.basename(pathname));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  return [...names].sort();
}

/**
 * Each script's gzip size from the build in `site` (dist/site), largest first, and their total. A name the build does
 * not hold means the server serves another build than the one measured: an error rather than a wrong figure.
 */
export function sizeScripts(site: string, names: readonly string[]): { scripts: LoadedScript[]; total: number } {
  const { assets } = measureAssets(site);
  const missing = names.filter((name) => !assets.has(name));
  if (missing.length) throw new Error(`${missing.join(', ')} not in ${site}/assets: rebuild the site (npx vite build) before measuring`);
  const scripts = names.map((name) => ({ name, gzip: assets.get(name)!.gzip })).sort((a, b) => b.gzip - a.gzip);
  return { scripts, total: scripts.reduce((sum, s) => sum + s.gzip, 0) };
}
