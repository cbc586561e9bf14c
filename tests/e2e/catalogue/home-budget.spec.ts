import path from 'node:path';
import { expect, test } from '../test.ts';
import { BUDGETS } from '../../../scripts/bench/bundle.ts';
import { kb } from '../../../scripts/bench/table.ts';
import { LIGHTHOUSE_DESKTOP_VIEWPORT, scriptsBeforeIdle, sizeScripts } from '../../../scripts/bench/home-scripts.ts';
import { serverForThisFile } from '../site-server.ts';

// The home route's JavaScript budget (docs/architecture.md §8, issue 17) as a browser spends it: every script a
// visitor's Chromium loads on `/` before the network is idle, lazy chunks included, <= 160 KB gzip. Which chunks a
// page pulls is fixed for a build, so this is a size check, not a timing. scripts/check-bundle.ts holds the entry
// and its static imports; this adds what the page imports while it loads (and a below-the-fold section pulled in
// at first render would show up here). An operator's server, not a demo one: demo mode adds the inspection chunk,
// which production never loads. A first visit, announcement popup and all.
const site = serverForThisFile({ env: { DEMO_MODE: '0' }, quietAnnouncements: false });
const dist = path.resolve(import.meta.dirname, '../../../dist/site');

// The screen Lighthouse's desktop run loads the page on (what shows there at load must load), and a visitor who has
// not asked for less motion.
test.use({ viewport: LIGHTHOUSE_DESKTOP_VIEWPORT, reducedMotion: 'no-preference' });

test('a visitor on / loads at most 160 KB gzip of JavaScript before the network is idle', async ({ page }) => {
  const names = await scriptsBeforeIdle(page, site.url);
  const { scripts, total } = sizeScripts(dist, names);
  const list = scripts.map((s) => `${s.name} ${kb(s.gzip)}`).join(', ');
  expect(total, `home JS before idle ${kb(total)} gz > ${kb(BUDGETS.initialJs)}: ${list}`).toBeLessThanOrEqual(BUDGETS.initialJs);
  console.log(`home JS before idle (browser) ${kb(total)} gz in ${scripts.length} chunks: ${list}`);
});
