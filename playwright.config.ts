import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'tests/e2e',
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
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'off',
  },
});
