import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions, e2eBaseUrl, e2ePort, impactBaseUrl, impactPort, visualBaseUrl, visualPort, visualSeedDate } from './support/environment';

const visualSpec = /visual\.spec\.ts$/;

// The built product, served by the real server on a fresh, seeded embedded database (see
// support/serve.mjs); reuseExistingServer with E2E_REUSE_SERVER=1 runs against one already started
// with `PORT=4210 node e2e/support/serve.mjs` (quicker while writing a story); never on CI.
const productServer = (baseUrl: string, port: number, env: Record<string, string> = {}) => ({
  command: 'node support/serve.mjs',
  cwd: __dirname,
  url: `${baseUrl}/api/health`,
  env: { PORT: String(port), ...env },
  reuseExistingServer: process.env.E2E_REUSE_SERVER === '1' && !process.env.CI,
  timeout: 180_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

// End-to-end stories (project e2e) and visual regression (project visual, docs/visual-regression.md)
// against the built product in Debian's Chromium.
export default defineConfig({
  testDir: './stories',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(__dirname, '../reports/e2e.json') }]],
  outputDir: '../reports/e2e-results',
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions,
    // A trace records every action's DOM and a screencast whether the test fails or not: a
    // quarter of the run's time on two cores (docs/testing.md, "The run's time"). A failure
    // keeps its screenshot and page snapshot; `--trace on` records traces when chasing one.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'e2e',
      testIgnore: visualSpec,
      use: { baseURL: e2eBaseUrl },
    },
    {
      name: 'visual',
      testMatch: visualSpec,
      // Its pages are independent: both workers may take them.
      fullyParallel: true,
      // References live in the repository: e2e/visual/<page>-<width>.png (npm run test:visual:update).
      snapshotPathTemplate: '{testDir}/../visual/{arg}{ext}',
      // A project's `expect` replaces the top-level one: the timeout is repeated, or it falls back to 5 s.
      expect: { timeout: 10_000, toHaveScreenshot: { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.002 } },
      use: { baseURL: visualBaseUrl, timezoneId: 'UTC', locale: 'en-GB' },
    },
  ],
  webServer: [
    productServer(e2eBaseUrl, e2ePort, { MAIN_SITE_URL: e2eBaseUrl, IMPACT_SITE_URL: impactBaseUrl }),
    // The visual server: its own database, the seed and the server's clock at one fixed moment
    // (the browser's clock is fixed to it in the story); no digest scheduler churning in the background.
    productServer(visualBaseUrl, visualPort, { SEED_DATE: visualSeedDate, DIGEST_INTERVAL_MS: '0' }),
    // The impact site (stories/impact-platform.spec.ts): the sister platform's deployment.
    productServer(impactBaseUrl, impactPort, { PLATFORM: 'impact', MAIN_SITE_URL: e2eBaseUrl, IMPACT_SITE_URL: impactBaseUrl, DIGEST_INTERVAL_MS: '0' }),
  ],
});
