// End-to-end suite against the composed site built from the dist folders. global-setup starts every app on a
// free port (each in its own process, so a test can stop and restart one remote) plus the api on a throwaway
// database, and stops them all afterwards.
import { defineConfig } from '@playwright/test';
import { launchOptions } from '../scripts/lib/browser';
import {
  EXCLUSIVE_PROJECT,
  EXCLUSIVE_SPECS,
  EXCLUSIVE_TAG,
  EXCLUSIVE_TAGGED_PROJECT,
} from './support/exclusiveSpecs';

export default defineConfig({
  testDir: './tests',
  // Two browsers share the site, one spec file each (a file's tests still run in order); the specs that stop,
  // swap or restart servers run after all of them, alone (support/exclusiveSpecs.ts).
  workers: 2,
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
    browserName: 'chromium',
  },
  projects: [
    { name: 'chromium', testIgnore: EXCLUSIVE_SPECS, grepInvert: EXCLUSIVE_TAG },
    // After every other test has finished (a failure there skips these), one at a time; each project waits
    // for the one before, so the two never overlap either.
    {
      name: EXCLUSIVE_TAGGED_PROJECT,
      testIgnore: EXCLUSIVE_SPECS,
      grep: EXCLUSIVE_TAG,
      dependencies: ['chromium'],
      workers: 1,
    },
    {
      name: EXCLUSIVE_PROJECT,
      testMatch: EXCLUSIVE_SPECS,
      dependencies: [EXCLUSIVE_TAGGED_PROJECT],
      workers: 1,
    },
  ],
});
