import type { Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { serverForThisFile } from '../site-server.ts';

// The member centre's security centre (issue 6, docs/product.md §2 securityCenter) against the real server: the profile,
// binding a mobile number and an email with the codes the outbox holds, and the payment password. Every form's
// bad input is refused with its message and changes nothing.
const site = serverForThisFile();

async function openSecurityCentre(page: Page, account: string) {
  const token = await site.ops('token', account);
  await page.goto(`${site.url}/member?page=securityCenter&token=${token}`);
  await expect(page.getByTestId('account')).toContainText(account);
  await expect(page.getByRole('region', { name: 'My account' })).toBeVisible();
}

/** The code of the newest outbox entry, which must be for `recipient`. */
async function codeSentTo(recipient: string): Promise<string> {
  const latest = await site.ops('outbox', '--limit', '1');
  expect(latest).toContain(recipient);
  return /\b(\d{6})\b/.exec(latest)![1]!;
}

/** A 6-digit code that is not `code`. */
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

test('a member edits the nickname and profile fields; an empty nickname is refused and changes nothing', async ({ page }) => {
  await openSecurityCentre(page, 'down01');
  const nickname = page.getByTestId('member-nickname');
  await expect(nickname).toHaveText('Downline One');
  const profile = page.getByRole('form', { name: 'Profile' });

  await profile.getByLabel('Nickname').fill('   ');
  await profile.getByLabel('Telegram').fill('@not.saved');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByRole('alert')).toHaveText('Input cannot be empty');
  await page.reload();
  await expect(nickname).toHaveText('Downline One');
  await expect(profile.getByLabel('Telegram')).toHaveValue('');

  await profile.getByLabel('Nickname').fill('Lucky Down');
  await profile.getByLabel('Birthday').fill('1990-04-01');
  await profile.getByLabel('Occupation').fill('Engineer');
  await profile.getByLabel('Telegram').fill('@luckydown');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByRole('status')).toHaveText('Your profile is saved.');
  await expect(profile.getByRole('alert')).toHaveCount(0);
  await expect(nickname).toHaveText('Lucky Down');

  await page.reload();
  await expect(nickname).toHaveText('Lucky Down');
  await expect(profile.getByLabel('Birthday')).toHaveValue('1990-04-01');
  await expect(profile.getByLabel('Occupation')).toHaveValue('Engineer');
  await expect(profile.getByLabel('Telegram')).toHaveValue('@luckydown');

  // An emptied field is cleared.
  await profile.getByLabel('Occupation').fill('');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByRole('status')).toHaveText('Your profile is saved.');
  await page.reload();
  await expect(profile.getByLabel('Occupation')).toHaveValue('');
  await expect(profile.getByLabel('Telegram')).toHaveValue('@luckydown');
});

test('a member binds a mobile number with the texted code and sees it masked; bad numbers and codes are refused', async ({ page }) => {
  await openSecurityCentre(page, 'down01');
  const bound = page.getByTestId('bound-mobile');
  await expect(bound).toHaveText('No mobile number is bound yet.');
  const form = page.getByRole('form', { name: 'Bind a mobile number' });
  const mobile = form.getByRole('textbox', { name: 'Mobile number' });

  await mobile.fill('0918 555');
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter a valid mobile number');
  await form.getByLabel('Country').selectOption('66');
  await mobile.fill('0918 555 0101');
  await form.getByRole('button', { name: 'Bind', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter a valid mobile number');
  await form.getByLabel('Country').selectOption('63');

  // Another member's number: the send is refused in a warning dialog (docs/product.md §8).
  await mobile.fill('0917 123 4567');
  await form.getByRole('button', { name: 'Send code' }).click();
  const warning = page.getByRole('dialog', { name: 'The code was not sent' });
  await expect(warning.getByRole('alert')).toHaveText('This mobile number is already registered');
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(warning).toHaveCount(0);

  await mobile.fill('0918 555 0101');
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
  await expect(form.getByRole('alert')).toHaveCount(0);
  const code = await codeSentTo('+639185550101');

  await form.getByRole('button', { name: 'Bind', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter the verification code');
  await form.getByLabel('Verification code').fill(wrongCode(code));
  await form.getByRole('button', { name: 'Bind', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText('The verification code is invalid or has expired');
  await page.reload();
  await expect(bound).toHaveText('No mobile number is bound yet.');

  // The reload stopped the countdown, not the code: it is still good for its 5 minutes.
  await form.getByRole('textbox', { name: 'Mobile number' }).fill('0918 555 0101');
  await form.getByLabel('Verification code').fill(code);
  await form.getByRole('button', { name: 'Bind', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your mobile number is bound.' })).toBeVisible();
  await expect(bound).toHaveText('+63 •••• 0101');
  await expect(form).toHaveCount(0);
  await page.reload();
  await expect(bound).toHaveText('+63 •••• 0101');

  // A bound number can be replaced; the form opens behind its button and can be left.
  await page.getByRole('button', { name: 'Change mobile number' }).click();
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toHaveCount(0);
  await expect(bound).toHaveText('+63 •••• 0101');
});

test('a member binds an email address with the mailed code; a bad address and a wrong code are refused', async ({ page }) => {
  await openSecurityCentre(page, 'down02');
  const bound = page.getByTestId('bound-email');
  await expect(bound).toHaveText('No email address is bound yet.');
  const form = page.getByRole('form', { name: 'Bind an email address' });

  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByRole('alert')).toHaveText('Input cannot be empty');
  await form.getByLabel('Email address').fill('down02@playstate');
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address');

  await form.getByLabel('Email address').fill('Down02@PlayState.test');
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
  const code = await codeSentTo('down02@playstate.test');

  await form.getByLabel('Verification code').fill(wrongCode(code));
  await form.getByRole('button', { name: 'Bind', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText('The verification code is invalid or has expired');
  await expect(bound).toHaveText('No email address is bound yet.');

  await form.getByLabel('Verification code').fill(code);
  await form.getByRole('button', { name: 'Bind', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your email address is bound.' })).toBeVisible();
  await expect(bound).toHaveText('d•••@playstate.test');
  await page.reload();
  await expect(bound).toHaveText('d•••@playstate.test');
});

test('a member sets, then changes, the payment password; every bad entry is refused and changes nothing', async ({ page }) => {
  await openSecurityCentre(page, 'secure01');
  const set = page.getByRole('form', { name: 'Set a payment password' });
  const setTo = async (password: string, confirm: string) => {
    await set.getByLabel('Payment password (6 digits)').fill(password);
    await set.getByLabel('Confirm payment password').fill(confirm);
    await set.getByRole('button', { name: 'Save payment password' }).click();
  };
  await setTo('24681', '24681');
  await expect(set.getByRole('alert')).toHaveText('The payment password must be 6 digits');
  await setTo('24681a', '24681a');
  await expect(set.getByRole('alert')).toHaveText('The payment password must be 6 digits');
  await setTo('246810', '246811');
  await expect(set.getByRole('alert')).toHaveText('Incorrect confirmation input');
  await page.reload();
  await expect(set).toBeVisible();

  await setTo('246810', '246810');
  const change = page.getByRole('form', { name: 'Change payment password' });
  await expect(change.getByRole('status')).toHaveText('Your payment password is set.');
  await expect(set).toHaveCount(0);

  const changeTo = async (old: string, password: string, confirm: string) => {
    await change.getByLabel('Current payment password').fill(old);
    await change.getByLabel('New payment password (6 digits)').fill(password);
    await change.getByLabel('Confirm new payment password').fill(confirm);
    await change.getByRole('button', { name: 'Change payment password' }).click();
  };
  await changeTo('', '135790', '135790');
  await expect(change.getByRole('alert')).toHaveText('Please enter your current payment password');
  await expect(change.getByRole('status')).toHaveCount(0);
  await changeTo('2468', '135790', '135790');
  await expect(change.getByRole('alert')).toHaveText('The payment password must be 6 digits');
  await changeTo('246810', '1357', '1357');
  await expect(change.getByRole('alert')).toHaveText('The payment password must be 6 digits');
  await changeTo('246810', '135790', '135791');
  await expect(change.getByRole('alert')).toHaveText('Incorrect confirmation input');
  await changeTo('999999', '135790', '135790');
  await expect(change.getByRole('alert')).toHaveText('The payment password is incorrect');

  // Nothing changed: the first password is still the current one.
  await page.reload();
  await changeTo('246810', '135790', '135790');
  await expect(change.getByRole('status')).toHaveText('Your payment password is changed.');
  await expect(change.getByRole('alert')).toHaveCount(0);
  await expect(change.getByLabel('Current payment password')).toHaveValue('');

  // And now the new one is.
  await changeTo('246810', '112233', '112233');
  await expect(change.getByRole('alert')).toHaveText('The payment password is incorrect');
  await changeTo('135790', '112233', '112233');
  await expect(change.getByRole('status')).toHaveText('Your payment password is changed.');
});

test('the change-password entry opens the change-password dialog', async ({ page }) => {
  await openSecurityCentre(page, 'demo');
  await expect(page.getByTestId('bound-mobile')).toHaveText('+63 •••• 4567');
  await expect(page.getByTestId('bound-email')).toHaveText('d•••@playstate.test');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('dialog', { name: 'Change password' })).toBeVisible();
});
