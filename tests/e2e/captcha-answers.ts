// The answer of a captcha image, read the way a tester on this machine can: the demo server's /dev/captcha/<id>.
import { expect, type Page } from '@playwright/test';
import { routes } from './call-path.ts';

export async function captchaAnswer(siteUrl: string, captchaId: string): Promise<string> {
  const dev = await fetch(`${siteUrl}/dev/captcha/${captchaId}`);
  return (await dev.json()).value.answer;
}

/** The answer of the next captcha image the page loads while `action` runs. */
export async function nextCaptchaAnswer(page: Page, siteUrl: string, action: () => Promise<void>): Promise<string> {
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes(routes.captcha.path)), action()]);
  return captchaAnswer(siteUrl, (await response.json()).value.captchaId);
}

/** A reader of the answer of the captcha image the page loaded last (for a walk that does not know when one loads). */
export function captchaWatcher(page: Page, siteUrl: string): () => Promise<string> {
  let captchaId: string | null = null;
  page.on('response', async (response) => {
    if (!response.url().includes(routes.captcha.path)) return;
    const body = await response.json().catch(() => null);
    if (body?.value?.captchaId) captchaId = body.value.captchaId;
  });
  return async () => {
    await expect.poll(() => captchaId, { message: 'no captcha image was loaded' }).not.toBeNull();
    return captchaAnswer(siteUrl, captchaId!);
  };
}
