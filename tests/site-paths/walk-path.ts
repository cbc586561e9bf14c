// One planned path walked on the real page (issue 40): each step does what a person (or the world) does, then checks
// that the page shows every state the machine should now be in. A step that cannot be done, or a page that does not
// show the state, fails in plain words (the step, the state expected, what the page should show and what it showed)
// with a screenshot of that moment attached to the test. Used by site-paths.spec.ts, and by the browser test that
// breaks a view on purpose (tests/e2e/flows/site-walk-broken-view.spec.ts).
import { test, type Page } from '@playwright/test';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { siteTimer, stepWords } from '../../src/flows/site/plan-site-paths.ts';
import { leafStates, type SiteMap, type SiteWorld, type StateCheck } from '../../src/machines/shared/site-map.ts';
import type { PlannedPath } from '../../src/flows/model/harness.ts';

/** How long a person's action may wait for its control before the step counts as not doable (a hidden field). */
const ACTION_TIMEOUT_MS = 30_000;

/**
 * What a Playwright error says the page had: its "Received" line, else its own "Error:" line (element(s) not found),
 * else its first line with what it was waiting for.
 */
function showedOf(err: unknown): string {
  // Without the terminal colours Playwright gives its call log.
  // eslint-disable-next-line no-control-regex
  const plain = ((err as Error).message ?? String(err)).replace(/\u001b\[[0-9;]*m/g, '');
  const lines = plain.split('\n').map((line) => line.trim());
  const found = lines.find((line) => line.startsWith('Received')) ?? lines.slice(1).find((line) => line.startsWith('Error:'));
  if (found) return found;
  const waiting = lines.find((line) => line.startsWith('- waiting for'));
  return [lines[0]?.replace(/\.$/, ''), waiting?.slice(2)].filter(Boolean).join(', ');
}

async function failWithScreenshot(page: Page, words: string, err: unknown): Promise<never> {
  await test.info().attach(`screenshot: ${words.split('\n')[0]}`, { body: await page.screenshot(), contentType: 'image/png' });
  throw new Error(words, { cause: err });
}

async function checkState(page: Page, map: SiteMap<AnyStateMachine>, state: AnyMachineSnapshot, step: string) {
  for (const leaf of leafStates(state.value)) {
    const check = (map.states as Record<string, StateCheck>)[leaf];
    if (check === undefined) throw new Error(`${step}: the map of ${map.name} says nothing of state ${leaf}`);
    if (check === 'passing') continue;
    try {
      await check.check(page, state);
    } catch (err) {
      await failWithScreenshot(page, `${step}\n  state expected: ${leaf}\n  the page should show: ${check.shows}\n  the page showed: ${showedOf(err)}`, err);
    }
  }
}

/**
 * Walks `planned` from its opening: `done` grows by each step the page confirmed (for the coverage through the site),
 * so what was walked before a failure still counts.
 */
export async function walkPath(
  page: Page,
  map: SiteMap<AnyStateMachine>,
  planned: PlannedPath,
  world: SiteWorld,
  done: PlannedPath,
  { actionTimeoutMs = ACTION_TIMEOUT_MS } = {},
): Promise<void> {
  // Actions only: a page load keeps the test's own bound.
  page.setDefaultTimeout(actionTimeoutMs);
  page.setDefaultNavigationTimeout(0);
  await test.step(map.open.does, () => map.open.act(page, world));
  await checkState(page, map, planned.steps[0]!.state, `step 0 (${map.open.does})`);
  done.steps.push(planned.steps[0]!);
  for (const [i, step] of planned.steps.slice(1).entries()) {
    const from = planned.steps[i]!.state as AnyMachineSnapshot;
    const words = stepWords(map, step.event);
    const name = `step ${i + 1} (${words})`;
    const action = (map.actions as Record<string, { act: (p: Page, e: unknown, w: SiteWorld) => Promise<void> } | undefined>)[step.event.type];
    const timer = siteTimer(map, step.event);
    await test.step(words, async () => {
      try {
        if (action) await action.act(page, step.event, world);
        if (timer) await timer.act(page, world, from);
      } catch (err) {
        await failWithScreenshot(page, `${name}\n  could not be done on the page: ${showedOf(err)}`, err);
      }
      await checkState(page, map, step.state, name);
    });
    done.steps.push(step);
  }
}
