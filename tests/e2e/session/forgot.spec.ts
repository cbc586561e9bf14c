import { expect, test } from '../test.ts';
import { quietAnnouncements, serverForThisFile } from '../site-server.ts';

// A server of its own: after failed logins from this IP, the automatic sign-in after a reset would need a
// captcha (the site then asks the member to sign in by hand).
const site = serverForThisFile();

// First in the file: the old password it checks is the seeded one, which the phone reset below replaces.
test('forgot password by email: an unknown pair gets the same answer and no mail; a known one gets a code, the old password works until the code and a new one are entered', async ({
  page,
}) => {
  await page.goto(site.url);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await dialog.getByRole('tab', { name: 'By email' }).click();
  await dialog.getByRole('textbox', { name: /^Username/ }).fill('demo');
  await dialog.getByRole('textbox', { name: /^Email/ }).fill('nobody@example.com');
  const mailsBefore = await site.ops('outbox', '--limit', '1');
  await dialog.getByRole('button', { name: 'Send me a reset code' }).click();
  // Whether an account exists is not told: the same message and the same code step, and no mail goes anywhere.
  await expect(page.getByRole('status')).toContainText('If the username and email match an account, we have mailed a reset code');
  await expect(dialog.getByRole('textbox', { name: /^Reset code/ })).toBeVisible();
  expect(await site.ops('outbox', '--limit', '1')).toBe(mailsBefore);

  await dialog.getByRole('button', { name: 'Ask for a new code' }).click();
  await dialog.getByRole('textbox', { name: /^Email/ }).fill('demo@playstate.test');
  await dialog.getByRole('button', { name: 'Send me a reset code' }).click();
  await expect(dialog.getByRole('textbox', { name: /^Reset code/ })).toBeVisible();
  const mail = await site.ops('outbox', '--limit', '1');
  expect(mail).toContain('demo@playstate.test');
  const code = /reset code is (\d{6})/.exec(mail)![1]!;
  const link = /(\/resetPassword\?\S+)/.exec(mail)![1]!;

  // A wrong code is refused in words, and nothing has changed yet: the old password still signs in elsewhere.
  await dialog.getByRole('textbox', { name: /^Reset code/ }).fill(code === '000000' ? '111111' : '000000');
  await dialog.getByLabel(/^New password/).fill('Mailed2026');
  await dialog.getByRole('button', { name: 'Reset password' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The reset code is incorrect');
  const other = await page.context().newPage();
  await quietAnnouncements(other);
  await other.goto(site.url);
  await other.getByRole('button', { name: 'Log in' }).click();
  const login = other.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill('demo');
  await login.getByLabel('Password').fill('Demo1234');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(other.getByTestId('account')).toContainText('demo');
  await other.close();

  // The mail's link opens the code step with the code in it; a new password sets it and signs in.
  await page.goto(`${site.url}${link}`);
  const fromLink = page.getByRole('dialog', { name: 'Forgot password' });
  await expect(fromLink.getByRole('textbox', { name: /^Reset code/ })).toHaveValue(code);
  await expect(page).toHaveURL(`${site.url}/`);
  await fromLink.getByLabel(/^New password/).fill('Mailed2026');
  await fromLink.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('account')).toContainText('demo');
});

test('forgot password by phone: code from the outbox, new password, signed in at once', async ({ page }) => {
  await page.goto(site.url);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await expect(dialog.getByRole('tab', { name: 'By mobile number' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('textbox', { name: /^Mobile number/ }).fill('09171234567');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('button', { name: /^Resend in/ })).toBeDisabled();
  const code = /\b(\d{6})\b/.exec(await site.ops('outbox', '--limit', '1'))![1]!;
  await dialog.getByRole('textbox', { name: /^Verification code/ }).fill(code);
  await dialog.getByLabel(/^New password/).fill('Reset2026');
  await dialog.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('dialog', { name: 'Forgot password' })).toHaveCount(0);
  await expect(page.getByTestId('account')).toContainText('demo');
});
