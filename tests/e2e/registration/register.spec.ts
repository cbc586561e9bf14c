import { expect, test } from '../test.ts';
import { serverForThisFile } from '../site-server.ts';
import { routes } from '../call-path.ts';

const site = serverForThisFile();

test('a visitor registers by username and lands home signed in; bad fields say what is wrong', async ({ page }) => {
  await page.goto(`${site.url}/register`);
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByRole('tab', { name: 'Username' }).click();
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByText('Input cannot be empty')).toHaveCount(3);

  await dialog.getByRole('textbox', { name: /^Username/ }).fill('9lives');
  await dialog.getByLabel(/^Password/).fill('Play2026');
  await dialog.getByLabel(/^Confirm password/).fill('Play2027');
  await dialog.getByRole('textbox', { name: /^Email/ }).fill('not-an-email');
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByText('Use letters and digits, starting with a letter')).toBeVisible();
  await expect(dialog.getByText('Incorrect confirmation input')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();

  await dialog.getByRole('textbox', { name: /^Username/ }).fill('luckyjuan');
  await dialog.getByLabel(/^Confirm password/).fill('Play2026');
  await dialog.getByRole('textbox', { name: /^Email/ }).fill('juan@example.com');
  // The invitation code is checked as it is typed, and again by the server at registration.
  await dialog.getByRole('textbox', { name: /^Invitation code/ }).fill('WRONG1');
  await expect(dialog.getByRole('alert')).toHaveText('Invalid invitation code');
  // The live check already shows the message: wait for the server's own refusal before going on.
  const refused = page.waitForResponse((r) => r.url().includes(routes.register.path));
  await dialog.getByRole('button', { name: 'Register' }).click();
  expect((await (await refused).json()).success).toBe(false);
  await expect(dialog.getByText('Invalid invitation code')).toBeVisible();

  await dialog.getByRole('textbox', { name: /^Invitation code/ }).fill('agent01');
  await expect(dialog.getByRole('status')).toHaveText(/^Invited by \S+/);
  await dialog.getByRole('checkbox').uncheck();
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please tick the box to confirm your age and accept the terms');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(`${site.url}/`);
  await expect(page.getByTestId('account')).toContainText('luckyjuan');
  await expect(page.getByTestId('balance')).toHaveText('₱0.00');
});

test('a visitor registers by mobile number with the code read from the outbox', async ({ page }) => {
  await page.goto(`${site.url}/register`);
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await expect(dialog.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true');
  // A refused send warns in a dialog with the reason and a confirm button (docs/product.md §8).
  await dialog.getByRole('textbox', { name: /^Mobile number/ }).fill('0917 123 4567');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  const warning = page.getByRole('dialog', { name: 'The code was not sent' });
  await expect(warning.getByRole('alert')).toHaveText('This mobile number is already registered');
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(warning).toHaveCount(0);
  await expect(dialog).toBeVisible();

  await dialog.getByRole('textbox', { name: /^Mobile number/ }).fill('0919 000 7777');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('button', { name: /^Resend in/ })).toBeDisabled();
  const outbox = await site.ops('outbox', '--limit', '1');
  expect(outbox).toContain('+639190007777');
  await dialog.getByRole('textbox', { name: /^Verification code/ }).fill(/\b(\d{6})\b/.exec(outbox)![1]!);
  await dialog.getByLabel(/^Password/).fill('Play2026');
  await dialog.getByLabel(/^Confirm password/).fill('Play2026');
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('account')).toContainText('m639190007777');
});

test('with MOBILENUMREG3 off only the username form is offered', async ({ page }) => {
  await site.ops('flag', 'MOBILENUMREG3', 'off');
  try {
    await page.goto(`${site.url}/register`);
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await expect(dialog.getByRole('textbox', { name: /^Username/ })).toBeVisible();
    await expect(dialog.getByRole('tab')).toHaveCount(0);
  } finally {
    await site.ops('flag', 'MOBILENUMREG3', 'on');
  }
});

test('a referral link fills in the invitation code', async ({ page }) => {
  await page.goto(`${site.url}/register?affiliateCode=AGENT01`);
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByRole('tab', { name: 'Username' }).click();
  await expect(dialog.getByRole('textbox', { name: /^Invitation code/ })).toHaveValue('AGENT01');
  await expect(dialog.getByRole('status')).toHaveText(/^Invited by \S+/);
});
