import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// The statecharts' paths through the real site (tests/site-paths, `npm run paths -- <machine> --site`): the browser
// tests' browser and server, one worker (the paths of a machine share one server and its clock), a screenshot of
// every failure, and Playwright's HTML report for product beside the plain-words list.
export default defineConfig({
  ...base,
  projects: undefined,
  testDir: 'tests/site-paths',
  workers: 1,
  reporter: [['list'], ['html', { outputFolder: 'reports/site-paths/html', open: 'never' }]],
  outputDir: 'reports/site-paths/results',
  use: { ...base.use, screenshot: 'only-on-failure' },
});
