// A walk through the site fails when a view is broken (issue 40): the walker of `npm run paths -- <machine> --site`
// (tests/site-paths/walk-path.ts) on pages given a style sheet before they load that breaks one view, as a scratch
// copy with a broken view would serve it. The failure names the step and what the page should have shown, in plain
// words, with a screenshot of that moment.
import type { Page } from '@playwright/test';
import type { AnyStateMachine } from 'xstate';
import { expect, test } from '../test.ts';
import { quietAnnouncements, serverForThisFile } from '../site-server.ts';
import { loginSite } from '../../../src/machines/session/login.site.ts';
import { announcementPopupSite } from '../../../src/machines/content/announcement-popup.site.ts';
import { planSitePaths } from '../../../src/flows/site/plan-site-paths.ts';
import type { SiteMap } from '../../../src/machines/shared/site-map.ts';
import type { PlannedPath } from '../../../src/flows/model/harness.ts';
import { walkPath } from '../../site-paths/walk-path.ts';
import { siteWorld } from '../../site-paths/site-world.ts';

const site = serverForThisFile({ quietAnnouncements: false });
// The site's content security policy refuses a style sheet it did not serve; the breakage is the test's own.
test.use({ bypassCSP: true });

/** The page's view broken by a style sheet added once its document has a head. */
async function breakView(page: Page, css: string) {
  await page.addInitScript((rules) => {
    document.addEventListener('DOMContentLoaded', () => document.head.append(Object.assign(document.createElement('style'), { textContent: rules })));
  }, css);
}

/** Walks the first planned path that `wanted` picks, and answers how it failed (or null when it held). */
async function walkFirst(page: Page, map: SiteMap<AnyStateMachine>, wanted: (path: PlannedPath) => boolean): Promise<Error | null> {
  const path = planSitePaths(map, { set: 'states' }).find(wanted);
  expect(path, `a planned path of ${map.name} to break`).toBeDefined();
  const world = siteWorld(page, site);
  const done: PlannedPath = { input: path!.input, steps: [] };
  return walkPath(page, map, path!, world, done, { actionTimeoutMs: 5_000 }).then(
    () => null,
    (err: Error) => err,
  );
}

const screenshots = () => test.info().attachments.filter((a) => a.contentType === 'image/png' && a.body && a.body.length > 0);

test('a hidden captcha field stops the login walk at the step that types it, in plain words and with a screenshot', async ({ page }) => {
  // Earlier failures of this server's sign-ins behind it, as the site walk does before each path.
  await site.ops('clock', 'advance', '20');
  await quietAnnouncements(page);
  await breakView(page, 'dialog [class*="captcha"] input { display: none !important; }');
  const failure = await walkFirst(page, loginSite as SiteMap<AnyStateMachine>, (p) =>
    p.steps.some((s) => s.event.type === 'field.change' && (s.event as { field?: string }).field === 'captcha'),
  );
  expect(failure?.message).toMatch(
    /^step \d+ \(type the captcha image's answer\)\n {2}could not be done on the page: .*Timeout 5000ms exceeded, waiting for getByRole\('dialog', \{ name: 'Log in' \}\)\.getByRole\('textbox', \{ name: \/\^Captcha\/ \}\)$/,
  );
  expect(screenshots().map((a) => a.name)).toEqual([expect.stringMatching(/^screenshot: step \d+ \(type the captcha image's answer\)$/)]);
});

test("a hidden announcement title fails the popup's walk at the state it should show, naming what the page should show", async ({ page }) => {
  await breakView(page, 'dialog h3 { display: none !important; }');
  const failure = await walkFirst(page, announcementPopupSite as SiteMap<AnyStateMachine>, (p) => p.steps.some((s) => s.state.matches('showing')));
  expect(failure?.message).toMatch(
    /^step \d+ \(the server answers \(done of fetchAnnouncements\)\)\n {2}state expected: showing\n {2}the page should show: the "Announcement" dialog with the visitors' welcome\n {2}the page showed: Error: element\(s\) not found$/,
  );
  expect(screenshots()).toHaveLength(1);
});
