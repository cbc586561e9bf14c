import { expect, type Locator, type Page } from '@playwright/test';

// Driving the site with the keyboard alone (issue 16 §4): Tab until the wanted control has the focus, checking at
// each stop that the focus can be seen, then Enter, Space or typing as a keyboard user would.

/** Presses Tab (Shift+Tab backwards) until `target` is focused; fails if it is never reached. */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 300 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  // The target is found once, not after every key: finding an element by its role walks the whole page, and a
  // journey presses Tab hundreds of times. Should the page replace the element meanwhile, it is found again.
  let element = await target.elementHandle();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const focus = await element!.evaluate((el) => (el.isConnected ? el === document.activeElement : null));
    if (focus === null) element = await target.elementHandle();
    if (focus === true || (focus === null && (await target.evaluate((el) => el === document.activeElement)))) {
      await expectVisibleFocus(page);
      return;
    }
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The focused element shows it: an outline or a ring, as :focus-visible draws it after a key press. */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const shown = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'nothing focused';
    const style = getComputedStyle(el);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ringed = style.boxShadow !== 'none';
    return el.matches(':focus-visible') && (outlined || ringed) ? 'visible' : `no visible focus on ${el.outerHTML.slice(0, 120)}`;
  });
  expect(shown).toBe('visible');
}

/** Tabs to a control, then presses a key on it (Enter by default). */
export async function press(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** Tabs to a text field and types into it. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}
