// End-to-end suite against the composed site built from the dist folders. global-setup starts every app on a
// free port (each in its own process, so a test can stop and restart one remote) plus the api on a throwaway
// database, and stops them all afterwards.
import { defineConfig } from '@playwright/test';
import { launchOptions } from '../scripts/lib/browser';

export default defineConfig({
  testDir: './tests',
  // The tests stop, swap and restart remote servers: they share one site and must not interleave.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalSetup: './support/global-setup.ts',
  use: {
    launchOptions,
    viewport: { width: 1280, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
