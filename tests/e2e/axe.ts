import type { Page } from '@playwright/test';
import axe from 'axe-core';

// axe-core run in the page as the site's own script would run it (issue 16 §4: WCAG 2.2 AA). @axe-core/playwright
// injected axe's 1.5 MB source again for every analysis and finished each one in a new blank page (two fresh
// copies of axe a page, ~2 s of Chromium each on a machine of this kind); the walk analyses ~130 pages, so axe is
// injected once per document here and asked again after each in-site navigation (~0.25 s a page). Frames are
// left out: the only ones on the walked pages hold other sites' content (the home page's video), which the site's
// own checks do not cover; each frame's own title is checked on the page that holds it.

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One of axe's findings: its rule, its impact and the elements it names. */
export interface Finding {
  id: string;
  impact: string | null;
  targets: string[];
}

/** axe's findings on the page (or only inside `include`, a CSS selector), against every WCAG 2.2 A and AA rule. */
async function axeFindings(page: Page, include?: string): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ tags, include }) => {
      const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(include ? { include: [include] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        iframes: false,
      });
      return violations.map((v) => ({ id: v.id, impact: v.impact ?? null, targets: v.nodes.map((n) => n.target.join(' ')) }));
    },
    { tags: WCAG_22_AA, include },
  );
}

/** The serious and critical findings only: what the site's checks refuse. */
export async function seriousFindings(page: Page, include?: string): Promise<Finding[]> {
  return (await axeFindings(page, include)).filter((f) => f.impact === 'serious' || f.impact === 'critical');
}
