import type { Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { quietAnnouncements, serverForThisFile, startSiteServer } from '../site-server.ts';
import { seriousFindings } from '../axe.ts';

// The flow viewer (/flows, issue 18): on a demo server it draws every machine from its definition, lights up the
// states of the actors of the site's other tabs (over a BroadcastChannel, no server round trip) with their last
// events, and walks the model-based test paths step by step. Without demo mode it is not there at all.
const site = serverForThisFile();

/** The states the chart lights up, by state id. */
const lit = (viewer: Page) => viewer.locator('svg[data-machine] [data-active]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-state')));

test('the viewer beside the site: two wrong passwords take the login chart to its captcha, with the events listed and the secrets masked', async ({
  page: viewer,
  context,
}) => {
  await viewer.goto(`${site.url}/flows?machine=login`);
  await expect(viewer.getByRole('heading', { name: 'Flow viewer', level: 1 })).toBeVisible();
  await expect(viewer.getByRole('img', { name: /^Chart of login/ })).toBeVisible();

  const page = await context.newPage();
  await quietAnnouncements(page);
  await page.goto(site.url);
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill('demo');
  await dialog.getByLabel('Password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Incorrect username or password');
  await dialog.getByLabel('Password').fill('wrong-again');
  // Typed once its image shows, as a person reads it (an image that arrives later starts the field afresh).
  await expect(dialog.getByRole('img', { name: 'Captcha image' })).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Captcha/ }).fill('ZZZZ');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The captcha is incorrect, please try again');

  // The login popup's actor moved last, so the viewer follows it; its captcha region shows the image.
  await expect(viewer.getByTestId('active-states')).toHaveText('Active states: form.editing, captcha.ready');
  await expect.poll(() => lit(viewer)).toEqual(['login.form', 'login.captcha', 'login.form.editing', 'login.captcha.ready']);
  await expect(viewer.getByRole('combobox', { name: 'Actor' }).locator('option:checked')).toHaveText(/popup/);

  const events = viewer.getByRole('table', { name: 'Last events' });
  // The list fills as the tab's updates arrive: read it again until every event is in.
  await expect(async () => {
    const types = await events.locator('tbody tr td:nth-child(2) code').allTextContents();
    expect(types.filter((t) => t === 'login.submit')).toHaveLength(2);
    expect(types.filter((t) => t === 'xstate.error.actor.login')).toHaveLength(2);
    expect(types).toContain('xstate.done.actor.fetchCaptcha');
  }).toPass({ timeout: 10_000 });
  const table = await events.textContent();
  expect(table).toContain('"errorCode":"login.failed"');
  expect(table).toContain('"errorCode":"captcha.invalid"');
  expect(table).toContain('{"field":"password","value":"•••"}');
  expect(table).toContain('{"field":"captcha","value":"•••"}');
  expect(table).not.toContain('not-the-password');
  expect(table).not.toContain('wrong-again');
  expect(table).not.toContain('ZZZZ');

  // The machine list counts the site tab's live actors (the header's form and the popup's).
  await expect(viewer.getByRole('navigation', { name: 'Machines' }).getByRole('button', { name: /^login/ })).toContainText('2 live actors');
});

test('a generated favourites path walked step by step: the chart follows, each step in plain words', async ({ page: viewer }) => {
  await viewer.goto(`${site.url}/flows?machine=favourites`);
  await viewer.getByRole('button', { name: 'Walk a path' }).click();
  await expect(viewer.getByText(/generated paths/)).toBeVisible({ timeout: 30_000 });
  await viewer.getByLabel('Filter by event').fill('done: addFavourite');
  const first = viewer.getByLabel('Path').locator('option').first();
  // The shortest first: signed in, the list loaded, a game added, the server's answer (then what the graph tried
  // from there: a path that only starts another one is left out).
  await expect(first).toHaveText(/^\d+\. session\.changed → done: loadFavourites → favourite\.(toggle|add) → done: addFavourite( → .+)?$/);
  await viewer.getByLabel('Path').selectOption({ index: 0 });

  const step = viewer.getByTestId('walk-step');
  await expect(step).toContainText(/Step 0 of \d+: start/);
  const total = Number(/Step 0 of (\d+)/.exec(await step.innerText())![1]);
  await expect(step).toContainText('A fresh favourites actor starts');
  expect(await lit(viewer)).toEqual(['favourites.visitor']);

  const next = viewer.getByRole('button', { name: 'Next step' });
  await next.click();
  await expect(step).toContainText(`Step 1 of ${total}: session.changed`);
  await expect(step).toContainText('The session.changed event is sent with {"role":"member","memberId":1}.');
  await expect(step).toContainText('It starts loadFavourites, which waits for an answer.');
  await expect(step).toContainText('as the model expects');
  await expect.poll(() => lit(viewer)).toEqual(['favourites.signedIn', 'favourites.signedIn.loading']);

  await next.click();
  await expect(step).toContainText(`Step 2 of ${total}: done: loadFavourites`);
  await expect(step).toContainText('The loadFavourites actor it invoked answers with {"output":[1]}.');
  await expect.poll(() => lit(viewer)).toEqual(['favourites.signedIn', 'favourites.signedIn.ready', 'favourites.signedIn.ready.idle']);

  await next.click();
  await expect(step).toContainText(`Step 3 of ${total}`);
  await expect(step).toContainText('It starts addFavourite');
  await expect.poll(() => lit(viewer)).toEqual(['favourites.signedIn', 'favourites.signedIn.ready', 'favourites.signedIn.ready.adding']);

  await viewer.getByRole('button', { name: 'Step back' }).click();
  await expect(step).toContainText(`Step 2 of ${total}`);
  await expect.poll(() => lit(viewer)).toEqual(['favourites.signedIn', 'favourites.signedIn.ready', 'favourites.signedIn.ready.idle']);

  await viewer.getByRole('button', { name: 'Play to the end' }).click();
  await expect(step).toContainText(`Step ${total} of ${total}`);
  await expect(step).toContainText('as the model expects');
  await expect(next).toBeDisabled();
  // The walk is in the address: a reload opens the same path at the same step.
  await expect(viewer).toHaveURL(new RegExp(`[?&]path=\\d+&step=${total}$`));
  await viewer.reload();
  await expect(viewer.getByTestId('walk-step')).toContainText(`Step ${total} of ${total}`, { timeout: 30_000 });
});

test('axe finds nothing serious on the viewer, live or walking a path', async ({ page }) => {
  const serious = async () => (await seriousFindings(page)).map((f) => `${f.id}: ${f.targets.join(' | ')}`);
  await page.goto(`${site.url}/flows?machine=login`);
  await expect(page.getByRole('img', { name: /^Chart of login/ })).toBeVisible();
  expect(await serious()).toEqual([]);
  await page.goto(`${site.url}/flows?machine=sessionReminder&mode=walk&path=1&step=1`);
  await expect(page.getByTestId('walk-step')).toContainText('Step 1 of', { timeout: 30_000 });
  expect(await serious()).toEqual([]);
});

test('without demo mode /flows is the site’s not-found page, and nothing of the viewer loads', async ({ page }) => {
  const production = await startSiteServer(undefined, { DEMO_MODE: '0' });
  try {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${production.url}/flows`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    // A quiet spell long enough for any chunk the page would ask for (bounded: a page that polls is never quiet).
    await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
    expect(scripts.filter((path) => /inspection|flow-viewer|walk|publisher|chart/.test(path))).toEqual([]);
    // Nor does the home page start the publisher: no tab of a production site talks to a viewer.
    await page.goto(production.url);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(scripts.filter((path) => /inspection|flow-viewer|walk|publisher|chart/.test(path))).toEqual([]);
  } finally {
    await production.stop();
  }
});

test("the states table names each login state's product section and and what the last walk through the site reached", async ({ page }) => {
  await page.goto(`${site.url}/flows?machine=login`);
  const states = page.getByRole('region', { name: /^States, their product sections/ });
  await expect(states.getByRole('row', { name: /form\.editing docs\/product\.md §5\.2 Sign-in/ })).toBeVisible();
  await expect(states.getByRole('row', { name: /captcha\.ready docs\/product\.md §4\.3 Sign-in/ })).toBeVisible();
  await expect(states.getByRole('row', { name: /form\.done docs\/product\.md §4\.1 Login state/ })).toBeVisible();
  // The server runs from the repository, where a site walk may have left its figures; either is told in words.
  await expect(states.getByText(/^(The last walk through the site \(.+\) ran \d+ paths|No walk of login through the site has run here yet)/)).toBeVisible();
  // A machine not yet mapped onto the site or given product sections still lists its states.
  await page.goto(`${site.url}/flows?machine=registration`);
  await expect(page.getByRole('region', { name: /^States, their product sections/ }).getByRole('row')).not.toHaveCount(0);
});
