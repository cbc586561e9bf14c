import { expect, test } from '../test.ts';
import { balanceOf, peso, serverForThisFile } from '../site-server.ts';
import { routes } from '../call-path.ts';

const site = serverForThisFile();

test('a member signs in from the login popup and lands home with the balance', async ({ page }) => {
  await page.goto(site.url);
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill('  demo ');
  await dialog.getByLabel('Password').fill('Demo1234');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('account')).toContainText('demo');
  await expect(page.getByTestId('balance')).toHaveText(peso(await balanceOf(site, 'demo')));
  await expect(page).toHaveURL(`${site.url}/`);
});

test('empty fields are refused in the form; a wrong password shows the message and the captcha', async ({ page }) => {
  await page.goto(`${site.url}/login`);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter your username');
  await dialog.getByLabel('Username').fill('agent01');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in your password');

  await dialog.getByLabel('Password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Incorrect username or password');
  const image = dialog.getByRole('img', { name: 'Captcha image' });
  await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
  const first = await image.getAttribute('src');
  await expect(dialog.getByRole('button', { name: 'Show another captcha image' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Show another captcha image' }).click();
  await expect(image).not.toHaveAttribute('src', first!);

  // The captcha is now required: the form says so before anything is sent.
  await dialog.getByLabel('Password').fill('Agent1234');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter the captcha');
  await dialog.getByRole('textbox', { name: /^Captcha/ }).fill('ZZZZ');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The captcha is incorrect, please try again');
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
});

test('a member signs in with an sms code read from the outbox; the button counts down', async ({ page }) => {
  await page.goto(site.url);
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('tab', { name: 'Mobile number' }).click();
  await dialog.getByRole('textbox', { name: /^Mobile number/ }).fill('0917 123');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid mobile number');

  await dialog.getByRole('textbox', { name: /^Mobile number/ }).fill('0917 123 4567');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
  const outbox = await site.ops('outbox', '--limit', '1');
  const code = /\b(\d{6})\b/.exec(outbox)?.[1];
  expect(outbox).toContain('+639171234567');
  await dialog.getByRole('textbox', { name: /^Verification code/ }).fill(code!);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('account')).toContainText('demo');
});

test('a 200-character username or password is named in the form, with nothing sent and nothing in the console', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(routes.login.path)) sent.push(request.url());
  });
  await page.goto(`${site.url}/login`);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill('u'.repeat(200));
  await dialog.getByLabel('Password').fill('Demo1234');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The username can be at most 64 characters');
  await dialog.getByLabel('Username').fill('demo');
  await dialog.getByLabel('Password').fill('p'.repeat(200));
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The password can be at most 64 characters');
  expect(sent).toEqual([]);
  expect(errors).toEqual([]);
});
