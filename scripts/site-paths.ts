// `npm run paths -- <machine> --site [--states | --all]`: the machine's paths through the real site (issue 40), one
// per move a person can make, with --states the shortest way to each state (what CI walks), with --all every simple
// path up to a bound. Builds the site, runs
// tests/site-paths in Chromium against a fresh demo server (playwright.site-paths.config.ts: the plain-words list as it
// goes, a screenshot of each failure, Playwright's HTML report in reports/site-paths/html), then prints what the walks
// took the chart through beside the actor coverage. Exit 0 when every path held, 1 otherwise, 2 for an unmapped name.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { siteMaps } from '../src/flows/site/site-maps.ts';
import type { PathSet } from '../src/flows/site/plan-site-paths.ts';
import { coverageFigure } from '../src/flows/model/path-report.ts';
import { siteCoverageFile } from '../tests/site-paths/site-coverage.ts';
import type { CoverageReport } from '../src/flows/model/coverage.ts';

export function runSitePaths(names: readonly string[], set: PathSet, write: (line: string) => void = console.log): number {
  const unknown = names.filter((name) => !siteMaps.some((m) => m.name === name));
  if (unknown.length > 0) {
    write(`Not mapped onto the site: ${unknown.join(', ')}. Mapped: ${siteMaps.map((m) => m.name).join(', ')}`);
    return 2;
  }
  const chosen = names.length === 0 ? siteMaps : siteMaps.filter((m) => names.includes(m.name));
  if (!process.env.SITE_PATHS_NO_BUILD) spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  let failed = false;
  for (const map of chosen) {
    fs.rmSync(siteCoverageFile(map.name), { force: true });
    const run = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', '-c', 'playwright.site-paths.config.ts'], {
      stdio: 'inherit',
      env: { ...process.env, SITE_PATHS_MACHINE: map.name, SITE_PATHS_SET: set },
    });
    failed ||= run.status !== 0;
    if (!fs.existsSync(siteCoverageFile(map.name))) continue;
    const report = JSON.parse(fs.readFileSync(siteCoverageFile(map.name), 'utf8')) as CoverageReport & { paths: number };
    write(`${map.name} through the site: ${report.paths} paths`);
    write(`  states reached:      ${coverageFigure(report.states)}`);
    write(`  transitions taken:   ${coverageFigure(report.transitions)}`);
    for (const id of report.states.missed) write(`  not reached on the site: ${id}`);
  }
  write('The HTML report: npx playwright show-report reports/site-paths/html');
  return failed ? 1 : 0;
}
