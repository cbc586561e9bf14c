// The statecharts' paths through the real site (issue 40): each mapped machine's shortest paths (src/flows/site),
// walked in Chromium against a fresh demo server. Each step does what a person (or the world) does and then checks
// that the page shows every state the machine should now be in; a failure names the step, the state and what the
// page showed, with a screenshot (playwright.site-paths.config.ts). What the walks went through is written as each
// machine's site coverage (coverage.ts's terms, beside the actor coverage) for `npm run paths` and /flows.
import fs from 'node:fs';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { expect, test } from '../e2e/test.ts';
import { quietAnnouncements, serverForThisFile } from '../e2e/site-server.ts';
import { siteMaps } from '../../src/flows/site/site-maps.ts';
import { planSitePaths, stepWords, type PathSet } from '../../src/flows/site/plan-site-paths.ts';
import { leafStates, type SiteMap, type SiteWorld, type StateCheck } from '../../src/machines/shared/site-map.ts';
import { CoverageRecorder } from '../../src/flows/model/coverage.ts';
import { checkPath, type PlannedPath } from '../../src/flows/model/harness.ts';
import { SITE_COVERAGE_DIR, siteCoverageFile } from './site-coverage.ts';

const only = process.env.SITE_PATHS_MACHINE;
const maps = siteMaps.filter((map) => !only || map.name === only);
const site = serverForThisFile({ quietAnnouncements: false });

/** The paths (or their first steps) that the page confirmed, per machine: replayed on an actor for the coverage. */
const walked = new Map<string, PlannedPath[]>();

/** The answer of the captcha the page loaded last, read as a tester on this machine can (the demo server's /dev route). */
function captchaWatcher(page: import('@playwright/test').Page): () => Promise<string> {
  let captchaId: string | null = null;
  page.on('response', async (response) => {
    if (!response.url().includes('/captcha')) return;
    const body = await response.json().catch(() => null);
    if (body?.value?.captchaId) captchaId = body.value.captchaId;
  });
  return async () => {
    await expect.poll(() => captchaId, { message: 'no captcha image was loaded' }).not.toBeNull();
    const answer = await (await fetch(`${site.url}/dev/captcha/${captchaId}`)).json();
    return answer.value.answer as string;
  };
}

async function checkState(page: import('@playwright/test').Page, map: SiteMap<AnyStateMachine>, state: AnyMachineSnapshot, step: string) {
  for (const leaf of leafStates(state.value)) {
    const check = (map.states as Record<string, StateCheck>)[leaf];
    if (check === undefined) throw new Error(`${step}: the map of ${map.name} says nothing of state ${leaf}`);
    if (check === 'passing') continue;
    try {
      await check.check(page, state);
    } catch (err) {
      const showed = (err as Error).message.split('\n').find((line) => /Received|Expected|waiting/.test(line)) ?? (err as Error).message.split('\n')[0];
      throw new Error(`${step}\n  state expected: ${leaf}\n  the page should show: ${check.shows}\n  the page showed: ${showed?.trim()}`, { cause: err });
    }
  }
}

for (const map of maps) {
  test.describe(map.name, () => {
    const paths = planSitePaths(map, { set: (process.env.SITE_PATHS_SET as PathSet | undefined) ?? 'states' });
    test.afterAll(() => {
      const coverage = new CoverageRecorder(map.machine);
      const model = { machine: map.machine, events: [], contextKey: map.contextKey };
      return Promise.all((walked.get(map.name) ?? []).map((p) => checkPath(model, p, coverage))).then(() => {
        fs.mkdirSync(SITE_COVERAGE_DIR, { recursive: true });
        fs.writeFileSync(
          siteCoverageFile(map.name),
          JSON.stringify({ machine: map.name, at: new Date().toISOString(), paths: paths.length, ...coverage.report() }, null, 2),
        );
      });
    });

    paths.forEach((planned, n) => {
      const words = planned.steps.slice(1).map((s) => stepWords(map, s.event));
      test(`path ${n + 1}: ${words.join(', ')}`, async ({ page }) => {
        // Each path starts on a fresh page with the server's sign-in windows behind it (failures from this machine ask for a captcha).
        await site.ops('clock', 'advance', '20');
        if (map.announcements === 'quiet') await quietAnnouncements(page);
        const world: SiteWorld = { url: site.url, ops: site.ops, captchaAnswer: captchaWatcher(page) };
        await test.step(map.open.does, () => map.open.act(page, world));
        await checkState(page, map, planned.steps[0]!.state, `step 0 (${map.open.does})`);
        const done: PlannedPath = { input: planned.input, steps: [planned.steps[0]!] };
        try {
          for (const [i, step] of planned.steps.slice(1).entries()) {
            const words = stepWords(map, step.event);
            const action = (map.actions as Record<string, { act: (p: typeof page, e: unknown, w: SiteWorld) => Promise<void> } | undefined>)[step.event.type];
            await test.step(words, async () => {
              if (action) await action.act(page, step.event, world);
              await checkState(page, map, step.state, `step ${i + 1} (${words})`);
            });
            done.steps.push(step);
          }
        } finally {
          walked.set(map.name, [...(walked.get(map.name) ?? []), done]);
        }
      });
    });
  });
}
