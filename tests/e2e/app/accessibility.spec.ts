import type { Page, Request } from '@playwright/test';
import { expect, test } from '../test.ts';
import { serverForThisFile } from '../site-server.ts';
import { seriousFindings } from '../axe.ts';
import { MEMBER_CENTRE_ORDER } from '../../../src/domain/member-centre.ts';
import { AGENT_CENTRE_ORDER } from '../../../src/domain/agent-centre.ts';
import { directionOf, type LanguageCode } from '../../../contract/rules/languages.ts';

// axe on every page of the site (issue 16 §4, WCAG 2.2 AA): signed out, signed in as a member, and in the agent
// centre, in English and in a right-to-left language. A serious or critical finding anywhere fails, listed by page.
const site = serverForThisFile();

const PUBLIC_PAGES = [
  '/',
  '/login',
  '/register',
  '/help',
  '/vip',
  '/promotions',
  '/pointMall',
  '/sports',
  '/esports',
  '/fish',
  '/live',
  '/pvp',
  '/cockfight',
  '/lott',
  '/elott',
  '/agent',
  '/down',
  '/sponsor',
  '/description',
  '/blog',
  '/blog/weekend-jackpot-recap',
  '/winners',
  '/feedback',
  '/flows',
  '/no-such-page',
];
const MEMBER_PAGES = ['/rng', '/jili', '/search?q=fortune', '/recent', '/favourites', '/feedback', ...MEMBER_CENTRE_ORDER.map((p) => `/member?page=${p}`)];
const AGENT_PAGES = AGENT_CENTRE_ORDER.map((p) => `/agentHome?page=${p}`);

async function useLanguage(page: Page, language: LanguageCode) {
  await page.addInitScript((code) => localStorage.setItem('playstate.language', code), language);
}

/** Moves within the site as its own links do (no reload), so each page is checked as a player reaches it. */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * How many of the page's requests (its calls, chunks and pictures) are on their way, counted from now; not its live
 * updates' stream, which stays open for as long as the page does.
 */
function requestsOnTheirWay(page: Page): () => number {
  const open = new Set<Request>();
  page.on('request', (request) => request.headers().accept !== 'text/event-stream' && open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => open.size;
}

/** Each page once its content has come (nothing left loading), then axe's serious and critical findings. */
async function findings(page: Page, language: LanguageCode, paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  const onTheirWay = requestsOnTheirWay(page);
  await page.goto(`${site.url}/`);
  await expect(page.locator('html')).toHaveAttribute('dir', directionOf(language));
  for (const path of paths) {
    await navigate(page, path);
    // axe scrolls while it checks a page; the next page starts at its top, or targets under the sticky header
    // would count as covered (target-size) depending on where the last page was left.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator('main')).toBeVisible({ timeout: 15_000 });
    // A keyboard user's first key (an inert one): what waits for it or for a scroll, such as the home page's sections
    // below the fold, is then on the page and checked with the rest.
    await page.keyboard.press('Shift');
    // Its calls, chunks and pictures answered. Not Playwright's "networkidle", which waits for half a second of
    // quiet that pages which poll (countdowns, the clock) seldom give: it cost a second and a half a page, a timer.
    await expect.poll(onTheirWay).toBe(0);
    // A loaded machine is slow: a page may take a while to finish loading.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    // A finding must hold on a second look once moving parts have settled: target-size reads each target's box
    // and what covers it, and on a loaded machine a page can still be moving (a transition, a slide) when the first
    // look is taken. A real defect is there both times.
    const first = await analyse(page, language, path);
    found.push(...(first.length ? (await analyse(page, language, path)).filter((f) => first.includes(f)) : []));
  }
  return found;
}

async function analyse(page: Page, language: LanguageCode, path: string): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Behind a modal dialog the page is inert: only the dialog can be reached, so only it is checked.
  const dialog = (await page.locator('dialog[open]').count()) > 0 ? 'dialog[open]' : undefined;
  return (await seriousFindings(page, dialog)).map((f) => `${language} ${path}: ${f.id} (${f.impact}) ${f.targets.slice(0, 3).join(' | ')}`);
}

for (const language of ['EN', 'AR'] as const) {
  test.describe(`in ${language}`, () => {
    // Dozens of pages a test, each waited for and analysed.
    test.describe.configure({ timeout: 360_000 });
    test.beforeEach(({ page }) => useLanguage(page, language));

    test('every public page, signed out', async ({ page }) => {
      expect(await findings(page, language, PUBLIC_PAGES)).toEqual([]);
    });

    test('every member page, signed in', async ({ page, signIn }) => {
      await signIn('demo');
      expect(await findings(page, language, MEMBER_PAGES)).toEqual([]);
    });

    test('every agent centre page', async ({ page, signIn }) => {
      await signIn('agent01');
      expect(await findings(page, language, AGENT_PAGES)).toEqual([]);
    });
  });
}
