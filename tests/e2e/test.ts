// The `test` every browser spec uses: Playwright's, with each page on the run's clock (run-clock.ts).
import { test as base } from '@playwright/test';
import { onRunClock } from './run-clock.ts';

export { expect } from '@playwright/test';

export const test = base.extend({
  context: async ({ context }, provide) => {
    await onRunClock(context);
    await provide(context);
  },
});
