import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions, e2eBaseUrl, e2ePort } from './support/environment';

// End-to-end stories against the built product, served by the real server on a fresh,
// seeded embedded database (see support/serve.mjs), in Debian's Chromium.
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
    baseURL: e2eBaseUrl,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node support/serve.mjs',
    cwd: __dirname,
    url: `${e2eBaseUrl}/api/health`,
    env: { PORT: String(e2ePort) },
    // E2E_REUSE_SERVER=1 runs the stories against a server already started with
    // `PORT=4210 node e2e/support/serve.mjs` (quicker while writing a story); never on CI.
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1' && !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
