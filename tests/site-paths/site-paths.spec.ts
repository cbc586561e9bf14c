// The statecharts' paths through the real site (issue 40): each mapped machine's shortest paths (src/flows/site),
// walked in Chromium against a fresh demo server. Each step does what a person (or the world) does and then checks
// that the page shows every state the machine should now be in; a failure names the step, the state and what the
// page showed, with a screenshot (playwright.site-paths.config.ts). What the walks went through is written as each
// machine's site coverage (coverage.ts's terms, beside the actor coverage) for `npm run paths` and /flows.
import fs from 'node:fs';
import { test } from '../e2e/test.ts';
import { quietAnnouncements, serverForThisFile } from '../e2e/site-server.ts';
import { siteMaps } from '../../src/flows/site/site-maps.ts';
import { planSitePaths, stepWords, type PathSet } from '../../src/flows/site/plan-site-paths.ts';
import { CoverageRecorder } from '../../src/flows/model/coverage.ts';
import { checkPath, type PlannedPath } from '../../src/flows/model/harness.ts';
import { SITE_COVERAGE_DIR, siteCoverageFile } from './site-coverage.ts';
import { walkPath } from './walk-path.ts';
import { siteWorld } from './site-world.ts';

const only = process.env.SITE_PATHS_MACHINE;
const maps = siteMaps.filter((map) => !only || map.name === only);
// One tester walks every mapped machine's paths from one address, a fresh page every few seconds (each home page
// loads its art and chunks): past ~25 paths a minute the server's flood guard (1,200 requests a minute per address)
// refused the page itself. The guard is no part of any walked machine, so this server's is set out of reach, as the
// fleet's and the benchmarks' servers do.
const site = serverForThisFile({ quietAnnouncements: false, env: { FLOOD_LIMIT_PER_MINUTE: '1000000' } });

/** The paths (or their first steps) that the page confirmed, per machine: replayed on an actor for the coverage. */
const walked = new Map<string, PlannedPath[]>();

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
        const world = siteWorld(page, site);
        const done: PlannedPath = { input: planned.input, steps: [] };
        try {
          await walkPath(page, map, planned, world, done);
        } finally {
          if (done.steps.length > 0) walked.set(map.name, [...(walked.get(map.name) ?? []), done]);
        }
      });
    });
  });
}
