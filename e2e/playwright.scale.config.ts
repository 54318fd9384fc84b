import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions, e2eBaseUrl } from './support/environment';

/**
 * The core stories of `npm run test:scale` (scripts/test-scale.mjs): run through its reverse proxy
 * (E2E_PORT is the proxy's port) in front of two API instances on one PostgreSQL server, with the
 * shell's bundle and every remote on their own static origins. No webServer: the script starts
 * everything. Stories that start servers of their own (remote-deployment) or need a fixed clock
 * (visual) are not in this list. One worker: two API instances, the proxy and five origins already
 * share this machine's cores with the browser.
 */
export const scaleStories = [
  'visitor-home',
  'job-search',
  'apply-to-job',
  'accounts',
  'startup-jobs-payment',
  'applicants-kanban',
];

export default defineConfig({
  testDir: './stories',
  testMatch: scaleStories.map((story) => `${story}.spec.ts`),
  // The development stand-in for the applicant-tracking service (the local OpenID provider) keeps
  // its sign-in interactions in one process's memory, so its popup cannot hop between instances;
  // production talks to the real provider (ATS_*), which keeps its own state.
  grepInvert: /applicant-tracking service through its popup/,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(__dirname, '../reports/e2e-scale.json') }]],
  outputDir: '../reports/e2e-scale-results',
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions,
    baseURL: e2eBaseUrl,
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'scale' }],
});
