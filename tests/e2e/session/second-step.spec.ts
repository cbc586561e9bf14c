import { expect, test } from '../test.ts';
import { serverForThisFile } from '../site-server.ts';

const site = serverForThisFile();

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
