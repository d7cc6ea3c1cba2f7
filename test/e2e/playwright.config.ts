import { defineConfig } from '@playwright/test';
import { E2E_STORAGE_STATE } from './global-setup';

/** Browser tests: Debian's chromium against the built app, started once by global-setup. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  // Two browsers at once: files run side by side, each file's tests in order; every journey is its own
  // shopper (its own cookies and e-mail), so they do not share a cart or an account.
  workers: 2,
  // One retry on CI: a browser on a loaded 2-core machine now and then misses a frame, and one such
  // miss must not throw away a run. npm test names every test that needed it (scripts/test.mjs), and
  // a test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  // Room for the longest journeys (register, checkout, 3-D Secure) on a slow 2-core machine: on one
  // whose system calls cost twice as much, four of them ran past 30 s while doing nothing wrong.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    storageState: E2E_STORAGE_STATE,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
});
