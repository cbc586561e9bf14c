import { expect, test } from '../test.ts';
import { serverForThisFile } from '../site-server.ts';

const site = serverForThisFile();

test('a visitor plays as a trial user, with demo credit, kept out of the member centre', async ({ page }) => {
  await page.goto(site.url);
  await page.getByRole('button', { name: 'Free play' }).click();
  await expect(page.getByTestId('account')).toContainText('trial');
  await expect(page.getByTestId('balance')).toHaveText('₱2,000.00');
  await page.getByRole('link', { name: 'Member centre' }).click();
  await expect(page).toHaveURL(`${site.url}/`);
  await expect(page.getByRole('status')).toContainText('Please Register An Account First');
});

test('a trial player cannot launch a game: the real-account dialog says so and nothing starts', async ({ page }) => {
  await page.goto(site.url);
  await page.getByRole('button', { name: 'Free play' }).click();
  await expect(page.getByTestId('account')).toContainText('trial');
  await page.getByRole('region', { name: 'Hot games' }).getByRole('button', { name: 'Start game' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Real account needed' });
  await expect(dialog.getByRole('alert')).toContainText('Please Register An Account First');
  await dialog.getByRole('button', { name: 'I understand' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(`${site.url}/`);
});

test('free play is gone while FREEPLAY3 is off', async ({ page }) => {
  await site.ops('flag', 'FREEPLAY3', 'off');
  try {
    await page.goto(site.url);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Free play' })).toHaveCount(0);
  } finally {
    await site.ops('flag', 'FREEPLAY3', 'on');
  }
});

test('the register button is gone while DIRECTREG3 is off', async ({ page }) => {
  await page.goto(site.url);
  await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
  await site.ops('flag', 'DIRECTREG3', 'off');
  try {
    await page.reload();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register' })).toHaveCount(0);
  } finally {
    await site.ops('flag', 'DIRECTREG3', 'on');
  }
});

test('remember me keeps the username for the next sign-in; unticked forgets it', async ({ page }) => {
  await page.goto(site.url);
  await page.getByRole('button', { name: 'Log in' }).click();
  let dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill('demo');
  await dialog.getByLabel('Password').fill('Demo1234');
  await dialog.getByRole('checkbox', { name: 'Remember me' }).check();
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('account')).toContainText('demo');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'playstate_last_username')?.value).toBe('demo');
  expect(cookies.some((c) => /pass/i.test(c.name) || c.value.includes('Demo1234'))).toBe(false);

  // Sign out sits in the user menu, opened from the account button.
  await page.getByTestId('account').click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Announcement' }).getByRole('button', { name: 'Close' }).first().click();
  // Both sign-in forms start with the remembered username.
  await expect(page.getByRole('form', { name: 'Quick sign-in' }).getByRole('textbox', { name: 'Username' })).toHaveValue('demo');
  await page.goto(`${site.url}/login`);
  dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog.getByLabel('Username')).toHaveValue('demo');
  await expect(dialog.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Remember me' }).uncheck();
  await dialog.getByLabel('Password').fill('Demo1234');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('account')).toContainText('demo');
  expect((await page.context().cookies()).some((c) => c.name === 'playstate_last_username')).toBe(false);
});

test('each account flag switched off takes its tab or field away', async ({ page }) => {
  const openLogin = async () => {
    await page.goto(site.url);
    await page.getByRole('button', { name: 'Log in' }).click();
    return page.getByRole('dialog', { name: 'Log in' });
  };
  const flag = async (modId: string, check: () => Promise<void>) => {
    await site.ops('flag', modId, 'off');
    try {
      await check();
    } finally {
      await site.ops('flag', modId, 'on');
    }
  };

  await flag('MOBILEVERCODELOGIN3', async () => {
    const dialog = await openLogin();
    await expect(dialog.getByLabel('Username')).toBeVisible();
    await expect(dialog.getByRole('tab')).toHaveCount(0);
  });
  await flag('USERNAMEREG3', async () => {
    const dialog = await openLogin();
    await expect(dialog.getByRole('textbox', { name: /^Mobile number/ })).toBeVisible();
    await expect(dialog.getByLabel('Username')).toHaveCount(0);
  });
  await flag('CHNGPASSVERIF3', async () => {
    const dialog = await openLogin();
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot password' });
    await expect(forgot.getByRole('textbox', { name: /^Email/ })).toBeVisible();
    await expect(forgot.getByRole('tab')).toHaveCount(0);
  });
  await flag('REGMOBVERF3', async () => {
    await page.goto(`${site.url}/register`);
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await expect(dialog.getByRole('textbox', { name: /^Mobile number/ })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Verification code/ })).toHaveCount(0);
  });
});

test('"Please Register An Account First" stays readable above a dialog that opens after it', async ({ page }) => {
  await page.goto(site.url);
  await page.getByRole('button', { name: 'Free play' }).click();
  await expect(page.getByTestId('account')).toContainText('trial');
  await page.getByRole('link', { name: 'Member centre' }).first().click();
  const message = page.getByRole('status').getByRole('button', { name: 'Please Register An Account First' });
  await expect(message).toBeVisible();
  // The announcement opens this way after a free-play sign-in; any dialog does the same to what is behind it.
  await page.getByRole('link', { name: 'Help centre' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Help centre' })).toBeVisible();
  // The page behind a modal dialog is dimmed by its backdrop and inert: the toast must show in its own colour.
  // Read from what the screen shows (a screenshot decoded in the page), since the toast is no control to click.
  const box = (await message.boundingBox())!;
  const shot = (await page.screenshot({ clip: { x: box.x + 4, y: box.y + box.height / 2, width: 1, height: 1 } })).toString('base64');
  const [shown, own] = await message.evaluate(async (toast, png) => {
    const image = new Image();
    image.src = `data:image/png;base64,${png}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
    const rgb = getComputedStyle(toast).backgroundColor.match(/\d+/g)!.slice(0, 3).map(Number);
    return [[r, g, b], rgb];
  }, shot);
  for (const [i, channel] of shown.entries()) expect(Math.abs(channel! - own[i]!)).toBeLessThanOrEqual(3);
});
