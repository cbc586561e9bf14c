import { expect, test } from '../test.ts';
import { serverForThisFile } from '../site-server.ts';

// The information pages (issue 16) against the real server: every footer and side menu link opens a real page; the
// download page's QR codes and guides; the blog and the winners read in the chosen language with English where a
// page has none; an operator's new post shows once written with the ops command.
const site = serverForThisFile();

test('every footer and side menu link of the site opens a real page', async ({ page }) => {
  await page.goto(site.url);
  // Spec §2 Navigation: Facebook opens its resource in a new tab, cockfight starts its game (a button, no page),
  // e-sports (split out of sports: TF's games are e-sports, esportGames is empty) has its own page.
  const bar = page.getByRole('navigation', { name: 'Game types' });
  await expect(bar.getByRole('link', { name: 'Facebook' })).toHaveAttribute('target', '_blank');
  await expect(bar.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', /^https:\/\/www\.facebook\.com\//);
  await expect(bar.getByRole('button', { name: 'Cockfight' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'E-sports' })).toHaveAttribute('href', '/esports');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Blog' })).toBeVisible();
  const hrefs = new Set<string>();
  for (const link of await page.locator('footer a[href^="/"], nav[aria-label="Main menu"] a[href^="/"]').all()) hrefs.add((await link.getAttribute('href'))!);
  for (const href of ['/down', '/description', '/sponsor', '/blog', '/winners']) expect(hrefs.has(href), href).toBe(true);
  for (const href of hrefs) {
    if (href === '/member') continue; // login-required: it opens the login popup, checked by the member tests
    await page.goto(site.url + href);
    await expect(page.getByRole('heading', { level: 1 }).first(), href).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' }), href).toHaveCount(0);
  }
});

test('the download page shows a QR code per app, a larger one on demand, and the install guides by anchor', async ({ page }) => {
  await page.goto(site.url);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'App download' }).click();
  await expect(page).toHaveURL(/\/down$/);
  await expect(page.getByRole('heading', { name: 'Download the playstate app', level: 1 })).toBeVisible();
  for (const name of ['iOS app', 'Android app', 'Mobile site', 'iOS lite app'])
    await expect(page.getByRole('img', { name: `QR code: ${name}` })).toHaveAttribute('width', '100');
  const ios = page.getByTestId('download-ios');
  await ios.getByRole('button', { name: 'Larger code' }).click();
  await expect(ios.getByRole('img', { name: 'QR code: iOS app' })).toHaveAttribute('width', '180');
  await expect(ios.getByRole('button', { name: 'Larger code' })).toHaveAttribute('aria-pressed', 'true');
  await expect(ios.getByRole('link', { name: 'Open iOS app' })).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\//);

  await page.goto(`${site.url}/down#lite-guide`);
  await expect(page.getByRole('heading', { name: 'iOS lite app install guide' })).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'iOS install guide' })).toBeVisible();
});

test("the blog and the winners read in Filipino with English where a page has none, and show an operator's new post", async ({ page }) => {
  // The operator takes the Filipino story of the fourth winner down: that one reads in English.
  await site.ops('content', 'delete', 'WINNER', 'paolo-parlay', 'TL');
  await site.ops(
    'content',
    'set',
    'BLOG',
    'bagong-laro',
    'TL',
    '--title',
    'Mga bagong laro ngayong Disyembre',
    '--body',
    '<p>Sampung bagong laro.</p>',
    '--publish',
    '2020-01-01T00:00:00Z',
  );
  await page.goto(`${site.url}/winners`);
  const winners = page.getByTestId('winner');
  await expect(winners).toHaveCount(5);
  await expect(winners.first().getByRole('img', { name: 'Gold medal, first place' })).toBeVisible();
  await expect(winners.nth(2).getByRole('img', { name: 'Bronze medal, third place' })).toBeVisible();

  await page.getByLabel('Language').selectOption('TL');
  await expect(page.getByRole('heading', { name: 'Mga nanalo', level: 1 })).toBeVisible();
  await expect(winners.first().getByRole('heading')).toHaveText('Maria taga-Quezon City, nanalo ng ₱1,284,000 sa Super Ace');
  await expect(winners.nth(3).getByText('Hindi pa available sa iyong wika: ipinapakita sa English.')).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Mga artikulo' }).click();
  await expect(page.getByRole('heading', { name: 'Mga artikulo', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Weekend recap: tatlong jackpot sa isang gabi' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Gabay sa sabong season para sa mga baguhan' })).toBeVisible();
  await expect(page.getByText('Coming soon')).toHaveCount(0);
  await page.getByRole('link', { name: 'Weekend recap: tatlong jackpot sa isang gabi' }).click();
  await expect(page).toHaveURL(/\/blog\/weekend-jackpot-recap$/);
  await expect(page.getByRole('heading', { name: 'Ngayong linggo' })).toBeVisible();

  await page.getByRole('link', { name: 'Bumalik sa mga artikulo' }).click();
  // Written before the blog was first read (browsers keep the list for a minute, like the catalogue): a TL-only post.
  await expect(page.getByRole('link', { name: 'Mga bagong laro ngayong Disyembre' })).toBeVisible();
});
