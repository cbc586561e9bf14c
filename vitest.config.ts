import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/{unit,machines,server}/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Wait bounds: a slow machine of this kind runs the suite up to three times slower than a fast one.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default leaves a core idle (cores - 1, so one worker on a 2-core CI machine); the server files
    // spend much of their time waiting on the database, so one worker per core runs the suite in about half the time.
    maxWorkers: os.availableParallelism(),
    isolate: false,
    globalSetup: ['tests/server/seed-template.ts'],
  },
});
