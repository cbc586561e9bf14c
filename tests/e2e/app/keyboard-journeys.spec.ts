import { expect, test } from '../test.ts';
import { serverForThisFile } from '../site-server.ts';
import { press, typeInto } from '../keyboard.ts';

// Every journey of the site with the keyboard alone (issue 16 §4): register, sign in, find and start a game,
// deposit, withdraw, claim a reward and read an agent report. No click anywhere: Tab to a control, then Enter,
// Space or typing, with the focus visible at every stop and back on its opener when a dialog closes.
const site = serverForThisFile();

test('a visitor registers, signs out and signs in again', async ({ page }) => {
  await page.goto(site.url);
  await press(page, page.getByRole('banner').getByRole('button', { name: 'Register' }));
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  // Tabs take the focus once, on the chosen one; the arrow keys move between them.
  await press(page, dialog.getByRole('tab', { name: 'Mobile number' }), 'ArrowRight');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
  await typeInto(page, dialog.getByRole('textbox', { name: /^Username/ }), 'keysonly');
  await typeInto(page, dialog.getByLabel(/^Password/), 'Play2026');
  await typeInto(page, dialog.getByLabel(/^Confirm password/), 'Play2026');
  await press(page, dialog.getByRole('button', { name: 'Register' }));
  await expect(page.getByTestId('balance')).toBeVisible();

  await press(page, page.getByTestId('account'));
  await press(page, page.getByRole('navigation', { name: 'Account menu' }).getByRole('button', { name: 'Sign out' }));
  const confirm = page.getByRole('dialog', { name: 'Sign out' });
  await press(page, confirm.getByRole('button', { name: 'Sign out' }));
  await expect(page.getByTestId('balance')).toHaveCount(0);
  // Signed out, the visitors' announcements pop up (sign-out clears what was closed); Escape closes them.
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const logIn = page.getByRole('banner').getByRole('button', { name: 'Log in' });
  await press(page, logIn);
  const login = page.getByRole('dialog', { name: 'Log in' });
  await typeInto(page, login.getByLabel('Username'), 'keysonly');
  await typeInto(page, login.getByLabel('Password'), 'Play2026');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('balance')).toBeVisible();
});

test('a dialog gives the focus back to what opened it, also one opened while its flow was still loading', async ({ page }) => {
  // The header form's sign-in flow loads at the first sign of use; it is held back here until "Log in" has been
  // pressed, as on a slow connection (the button waits for the flow, then the flow opens the popup).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/login\.machine-[^/]+\.js$/, async (route) => (await held, route.continue()));
  await page.goto(site.url);
  const logIn = page.getByRole('banner').getByRole('button', { name: 'Log in' });
  await press(page, logIn);
  await expect(logIn).toHaveAttribute('aria-busy', 'true');
  await expect(logIn).toBeFocused();
  release();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(logIn).toBeFocused();

  // Again with the flow loaded: the popup opens at once and closes back onto the button.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(logIn).toBeFocused();
});

test('a member starts a game, deposits and withdraws', async ({ page, signIn }) => {
  await signIn('demo');
  await press(page, page.getByRole('region', { name: 'Hot games' }).getByRole('button', { name: 'Start game' }).first());
  await expect(page).toHaveURL(/\/seamless\?url=/);
  await page.goBack();

  await press(page, page.getByRole('banner').getByRole('link', { name: 'Deposit' }));
  await expect(page).toHaveURL(/\/member\?page=depositv2$/);
  await press(page, page.getByRole('radio', { name: /GCash/ }), 'Space');
  await press(page, page.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: '₱500.00' }));
  await press(page, page.getByRole('button', { name: 'Deposit now' }));
  await expect(page).toHaveURL(/\/demo-pay\/checkout\//);
  await press(page, page.getByRole('button', { name: 'Pay' }));
  await press(page, page.getByRole('link', { name: 'Back to the site' }));
  await expect(page.getByRole('status', { name: 'Your deposit' })).toContainText('₱500.00 was added to your balance.');

  const menu = page.getByRole('navigation', { name: 'Member centre pages' });
  await press(page, menu.getByRole('link', { name: 'Withdraw' }));
  const setPassword = page.getByRole('form', { name: 'Set a payment password' });
  await typeInto(page, setPassword.getByLabel('Payment password (6 digits)'), '246810');
  await typeInto(page, setPassword.getByLabel('Confirm payment password'), '246810');
  await page.keyboard.press('Enter');
  const request = page.getByRole('form', { name: 'Request a withdrawal' });
  await typeInto(page, request.getByLabel('Amount'), '200');
  await typeInto(page, request.getByLabel('Payment password'), '246810');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: /withdrawal/i })).toContainText('₱200.00');
});

test('a member opens a ticket in the reward centre', async ({ page, signIn }) => {
  await signIn('demo');
  await press(page, page.getByTestId('account'));
  await press(page, page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: /^See rewards/ }));
  const tickets = page.getByRole('region', { name: 'My tickets' });
  const egg = tickets.getByTestId('ticket').filter({ hasText: 'Welcome golden egg' });
  await press(page, egg.getByRole('button', { name: 'Crack the egg' }));
  await expect(egg.getByTestId('ticket-prize')).toHaveText(/^You won .+!$/);
});

test('an agent signs in and reads a report', async ({ page }) => {
  await page.goto(`${site.url}/agent`);
  const form = page.getByRole('region', { name: 'Agent sign-in' });
  await typeInto(page, form.getByLabel('Username'), 'agent01');
  await typeInto(page, form.getByLabel('Password'), 'Agent1234');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${site.url}/agentHome`);
  await press(page, page.getByRole('navigation', { name: 'Agent centre menu' }).getByRole('link', { name: 'Team betting' }));
  await press(page, page.getByRole('button', { name: 'Last week' }));
  await expect(page.getByRole('table')).toBeVisible();
});
