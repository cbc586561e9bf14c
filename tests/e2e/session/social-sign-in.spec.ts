// Social sign-in against the server's own demo OpenID provider (issue 39): a new member, an existing member who
// confirms with its password, and a person who cancels at the provider.
import { expect, test } from '../test.ts';
import { serverForThisFile } from '../site-server.ts';

const site = serverForThisFile();

type Page = import('@playwright/test').Page;

async function pressContinueWith(page: Page, provider: 'Google' | 'Facebook') {
  await page.goto(site.url);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page
    .getByRole('dialog', { name: 'Log in' })
    .getByRole('link', { name: `Continue with ${provider}` })
    .click();
}

async function continueWith(page: Page, provider: 'Google' | 'Facebook') {
  await pressContinueWith(page, provider);
  // The demo provider's own page, on this server.
  await expect(page.getByRole('heading', { name: `Sign in with ${provider} (demo)` })).toBeVisible();
}

test('a new member signs in with the demo Google and is the same member the next time', async ({ page }) => {
  await continueWith(page, 'Google');
  await page.getByRole('button', { name: /^Ana Santos/ }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
  const account = page.getByTestId('account');
  await expect(account).toContainText(/gg\d{8}/);
  const name = (await account.textContent())!.match(/gg\d{8}/)![0];

  // Signed out of the site, still signed in at the provider, which sends the browser straight back.
  await page.evaluate(() => sessionStorage.clear());
  await pressContinueWith(page, 'Google');
  await expect(page.getByTestId('account')).toContainText(name);
});

test('an existing member confirms with its password to link the demo Facebook', async ({ page }) => {
  await continueWith(page, 'Facebook');
  await page.getByRole('button', { name: /^Demo Player/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog.getByRole('heading', { name: 'You already have an account' })).toBeVisible();
  await dialog.getByLabel('Password of demo').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Incorrect username or password');
  await dialog.getByLabel('Password of demo').fill('Demo1234');
  await dialog.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('account')).toContainText('demo');
});

test('a person who cancels at the provider is told so in words, and can close', async ({ page }) => {
  await continueWith(page, 'Google');
  await page.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog.getByRole('alert')).toHaveText('You cancelled the sign-in. Try again, or sign in another way.');
  // The result's own button (the dialog's × is labelled Close too).
  await dialog.getByText('Close', { exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
});
