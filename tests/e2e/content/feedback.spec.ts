import type { Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { serverForThisFile } from '../site-server.ts';
import { routes } from '../call-path.ts';
import { captchaAnswer } from '../captcha-answers.ts';

// Feedback (issue 16), against the real server: a visitor sends feedback from the footer with contact and the
// captcha (read the way a tester on this machine can), a member sends one with an image, the operator answers it
// with the ops command, and the member finds the answer on the page and as a platform message.
const site = serverForThisFile();
const TEXT = 'The deposit page took a long time to load this evening on my phone, please check it.';
// A real 1 x 1 png: the server decodes every picture it keeps.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const form = (page: Page) => page.getByRole('form', { name: 'Send feedback' });

test('a visitor and a member send feedback; the operator answers the member, who reads it as a message', async ({ page, signIn }) => {
  const captcha = page.waitForResponse((r) => r.url().includes(routes.captcha.path));
  await page.goto(site.url);
  await page.getByRole('navigation', { name: 'Help centre' }).getByRole('link', { name: 'Feedback' }).click();
  await expect(page).toHaveURL(/\/feedback$/);
  await expect(page.getByRole('heading', { name: 'Feedback', level: 1 })).toBeVisible();
  const visitor = form(page);
  await visitor.getByLabel('Your feedback').fill('Too short');
  await expect(visitor).toContainText('2 words (between 10 and 500)');
  await visitor.getByRole('button', { name: 'Send feedback' }).click();
  await expect(visitor.getByRole('alert')).toHaveText('Feedback content must be between 10 and 500 words');
  await visitor.getByLabel('Your feedback').fill(TEXT);
  await visitor.getByRole('button', { name: 'Send feedback' }).click();
  await expect(visitor.getByRole('alert')).toHaveText('Please leave your contact information');
  await visitor.getByLabel('Contact info (email or mobile)').fill('visitor@example.com');
  const { captchaId } = (await (await captcha).json()).value;
  await visitor.getByLabel('Captcha', { exact: true }).fill(await captchaAnswer(site.url, captchaId));
  await visitor.getByRole('button', { name: 'Send feedback' }).click();
  await expect(visitor.getByRole('status')).toContainText('your feedback was sent');
  expect(await site.ops('feedback-list', '--status', 'N')).toContain('visitor@example.com');

  // A member: no captcha, contact optional, one image; the answer arrives as a message.
  await signIn('down02', { path: '/feedback' });
  const member = form(page);
  await member.getByLabel('Type').selectOption({ label: 'Payment issue' });
  await member.getByLabel('Your feedback').fill(TEXT);
  await member.getByLabel('Image (optional)').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
  await member.getByRole('button', { name: 'Send feedback' }).click();
  await expect(member.getByRole('status')).toContainText('The answer will arrive in your messages');
  const mine = page.getByTestId('my-feedback');
  await expect(mine.getByRole('listitem').first()).toContainText('Awaiting answer');

  const list = await site.ops('feedback-list', '--status', 'N');
  const id = /^(\d+) {2}New {2}PAYMENT {2}member/m.exec(list)![1]!;
  expect(await site.ops('feedback-answer', id, 'Your deposit is credited now.')).toContain('platform message');
  await expect(site.ops('feedback-answer', id, 'again')).rejects.toThrow('feedback.answered');

  await page.reload();
  await expect(mine.getByRole('listitem').first()).toContainText('Answered');
  await expect(mine.getByRole('listitem').first()).toContainText('Your deposit is credited now.');
  await page.goto(`${site.url}/member?page=messageV2`);
  const inbox = page.getByRole('region', { name: 'Platform information' });
  await expect(inbox.getByRole('listitem').first()).toContainText('Reply to your feedback');
});
