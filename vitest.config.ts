import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import LongestFirst from './tests/sequencer.ts';
import { HOOK_TIMEOUT_MS, TEST_TIMEOUT_MS } from './tests/web/timing.ts';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core CI host, which left a core
    // idle while the files ran one after another. The browser tests run two files at a time too, each with its own
    // server and browser.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: 'server',
          // Each file opens its own database and app, so the files of a worker share the loaded modules instead of
          // importing the whole server again (a third of the suite's time); the test setup restores mocks and timers.
          isolate: false,
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/templates.setup.ts'],
          // A hang detector, not a speed check: the longest files (a random mix of writes recounted at each step) take
          // 20 s on a fast host under load and twice that on one half as fast.
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          // As for the server: each test renders its own app with its own query cache and request handlers, and the
          // setup file clears the page, storage and mocks after every test, so the files share the loaded modules.
          isolate: false,
          include: ['tests/web/**/*.test.{ts,tsx}', 'src/features/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/web/setup.ts'],
          testTimeout: TEST_TIMEOUT_MS,
          hookTimeout: HOOK_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/templates.setup.ts'],
          // As for the server suite: each file starts its own database, server and browser, so the files of a worker
          // share the loaded server modules instead of importing the whole server again for each file.
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Three files at a time, each with its own server, database and browser: a browser test mostly waits for
          // pages to come to rest, leaving the cores to the other files. The tests wait for what a person would see,
          // never for a fixed time, so they hold under the load of the others.
          maxWorkers: 3,
          // Each test asserts what it checks: a test that only clicks and waits fails.
          // A poll waits as long as a locator does (the harness's default): its own default of one second fails on a
          // busy host while the page is still loading what the test waits for.
          expect: { requireAssertions: true, poll: { timeout: 20_000 } },
        },
      },
    ],
  },
});
