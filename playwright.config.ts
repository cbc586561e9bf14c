import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

// Debian's headless build of Chromium (package chromium-headless-shell, the same sources and version as its
// chromium): the build Playwright itself runs headless tests in, without the full browser's window layer. On this
// 2-core machine kind it spends ~40 % less CPU per page than /usr/bin/chromium in headless mode, which runs the same
// tests when the package is missing or CHROMIUM_PATH names it (docs/decisions.md).
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  // The browser tests, and the statecharts' shortest paths through the site (tests/site-paths, issue 40; locally
  // `npm run paths -- <machine> --site`, with its HTML report), each walking its machine's states on one server.
  // The site paths first: one file walked in order by one worker, the longest of all, so it starts while the other
  // worker takes the browser tests' files, rather than running alone at the end.
  projects: [
    { name: 'site-paths', testDir: 'tests/site-paths', use: { screenshot: 'only-on-failure' } },
    { name: 'e2e', testDir: 'tests/e2e' },
  ],
  globalSetup: './tests/e2e/global-setup.ts',
  // Wait bounds, not timing checks. Machines of this kind differ up to threefold in speed: on a slow one the longest
  // journeys (the keyboard ones, dozens of Tab presses each) passed 60 s, and a sign-in (password hashing) and the
  // calls after it can take longer than Playwright's default 5 s.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    viewport: { width: 1366, height: 900 },
    // The site stops its moving parts (banner autoplay, marquee, jackpot roll, winner ticker) for players who ask for
    // less motion; the tests ask too, so pages they sit on do not animate for the whole run (a fifth of a core each).
    // home.spec.ts, which checks that motion, asks for it back.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
  },
});
