import type { Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { serverForThisFile } from '../site-server.ts';
import { routes } from '../call-path.ts';

// The second test's failed sign-in makes this machine's sign-ins ask for a captcha, so the file has its own server.
const site = serverForThisFile();

/** The answer of the next captcha image the page loads, read the way a tester on this machine can. */
async function nextCaptchaAnswer(page: Page, action: () => Promise<void>): Promise<string> {
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes(routes.captcha.path)), action()]);
  const { captchaId } = (await response.json()).value;
  const dev = await fetch(`${site.url}/dev/captcha/${captchaId}`);
  return (await dev.json()).value.answer;
}

test('an account with a second step asks for the bank account name after the password', async ({ page }) => {
  await page.goto(site.url);
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill('secure01');
  await dialog.getByLabel('Password').fill('Secure1234');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByText('For your security, enter the name on your bank account.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Bank account name/ }).fill('Pedro Penduko');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The verification is incorrect, please try again');
  await dialog.getByRole('textbox', { name: /^Bank account name/ }).fill('juan dela cruz');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('account')).toContainText('secure01');
});

// Issue 39: the captcha is used up by the password's request; the second step goes with the ticket that request earned.
test('a member who needs a captcha and a second step signs in, answering the captcha once', async ({ page }) => {
  await page.goto(site.url);
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill('secure01');
  await dialog.getByLabel('Password').fill('Wrong1234');
  const answer = await nextCaptchaAnswer(page, () => dialog.getByRole('button', { name: 'Log in' }).click());
  await expect(dialog.getByRole('alert')).toHaveText('Incorrect username or password');

  await dialog.getByLabel('Password').fill('Secure1234');
  await dialog.getByRole('textbox', { name: /^Captcha/ }).fill(answer);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByText('For your security, enter the name on your bank account.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Bank account name/ }).fill('Juan Dela Cruz');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('account')).toContainText('secure01');
});
