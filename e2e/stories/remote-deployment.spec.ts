import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { repoRoot, startProductServer, type RunningServer } from '../support/product-server';
import { staticOrigin, type StaticOrigin } from '../support/static-origin';

const originalTitle = 'Find your next job at a Nordic startup';
const redeployedTitle = 'Find your next job at a Nordic startup, redeployed';
const localRemote = (dir: string) => `/remotes/${dir}/mf-manifest.json`;

/** Writes the runtime config the server hands to browsers, as ops would edit it. */
function writeRuntimeConfig(file: string, publicManifest: string) {
  const config = {
    remotes: {
      mfe_public: publicManifest,
      mfe_client_portal: localRemote('mfe-client-portal'),
      mfe_careers: localRemote('mfe-careers'),
      mfe_whitelabel: localRemote('mfe-whitelabel'),
    },
    hosts: { main: ['localhost', '127.0.0.1'], whiteLabelSuffixes: ['.feeds.localhost'] },
    platform: 'main',
    headhunterEnabled: true,
    disableSignUp: false,
  };
  writeFileSync(file, JSON.stringify(config, null, 2));
}

/** A copy of mfe-public's build with the home page's title changed: a new release of one remote. */
function buildNewRelease(folder: string) {
  cpSync(path.join(repoRoot, 'mfe-public', 'dist'), folder, { recursive: true });
  let patched = 0;
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.js'))) {
    const file = path.join(folder, name);
    const code = readFileSync(file, 'utf8');
    if (!code.includes(originalTitle)) continue;
    writeFileSync(file, code.replaceAll(originalTitle, redeployedTitle));
    patched += 1;
  }
  expect(patched, 'the home title is in the remote build').toBeGreaterThan(0);
}

/** A copy of mfe-public's build as if built against another federation runtime than the shell's. */
function buildReleaseForAnotherRuntime(folder: string) {
  cpSync(path.join(repoRoot, 'mfe-public', 'dist'), folder, { recursive: true });
  for (const compressed of ['remoteEntry.js.br', 'remoteEntry.js.gz']) rmSync(path.join(folder, compressed), { force: true });
  const entry = path.join(folder, 'remoteEntry.js');
  const code = readFileSync(entry, 'utf8');
  // The bundler runtime's version the build was made with (tools/federation/bundler-runtime).
  const built = /\("(\d+\.\d+\.\d+)"\)\.federationFor\(/.exec(code);
  expect(built, "the remote entry names the bundler runtime's version it was built with").not.toBeNull();
  writeFileSync(entry, code.replace(built?.[0] ?? '', `("0.0.0-other").federationFor(`));
  return built?.[1] ?? '';
}

test.describe('Remotes are deployed on their own, and one remote going down spares the rest', () => {
  let workDir: string;
  let configFile: string;
  let origin: StaticOrigin;
  let server: RunningServer;

  test.beforeAll(async () => {
    workDir = mkdtempSync(path.join(os.tmpdir(), 'nordhub-remote-'));
    const release = path.join(workDir, 'mfe-public');
    buildNewRelease(release);
    origin = await staticOrigin(release);
    await origin.start();
    configFile = path.join(workDir, 'runtime-config.json');
    writeRuntimeConfig(configFile, localRemote('mfe-public'));
    server = await startProductServer({ RUNTIME_CONFIG_FILE: configFile });
  });

  test.afterAll(async () => {
    await server?.stop();
    await origin?.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  test('pointing the runtime config at a new release changes the page, with no shell rebuild or restart', async ({ page }) => {
    await page.goto(server.url);
    await expect(page.getByRole('heading', { level: 1, name: originalTitle, exact: true })).toBeVisible();

    writeRuntimeConfig(configFile, `${origin.url}/mf-manifest.json`);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: redeployedTitle })).toBeVisible();
  });

  test('a remote that is down shows a fallback in its area, and a retry brings it back', async ({ page }) => {
    writeRuntimeConfig(configFile, `${origin.url}/mf-manifest.json`);
    await origin.stop();
    try {
      await page.goto(server.url);
      await expect(page.getByText('This part of the site could not be loaded')).toBeVisible({ timeout: 20_000 });
      // The shell's frame still works, and so does another remote.
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.goto(`${server.url}/client/verify-email`);
      await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();

      await page.goto(server.url);
      const retry = page.getByRole('button', { name: 'Try again' });
      await expect(retry).toBeVisible({ timeout: 20_000 });
    } finally {
      await origin.start();
    }
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: redeployedTitle })).toBeVisible({ timeout: 20_000 });
  });

  test("a remote built against another federation runtime than the shell's refuses to start, says why and shows the same fallback", async ({ page }) => {
    const folder = path.join(workDir, 'other-runtime');
    const shellVersion = buildReleaseForAnotherRuntime(folder);
    const otherOrigin = await staticOrigin(folder);
    await otherOrigin.start();
    try {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      writeRuntimeConfig(configFile, `${otherOrigin.url}/mf-manifest.json`);
      await page.goto(server.url);
      await expect(page.getByText('This part of the site could not be loaded')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('banner')).toBeVisible();
      expect(errors).toContain(
        `This remote was built with @module-federation/webpack-bundler-runtime 0.0.0-other, the shell provides ${shellVersion}; build and deploy them together.`,
      );
    } finally {
      await otherOrigin.stop();
    }
  });

  test('a remote whose manifest is missing shows the same fallback', async ({ page }) => {
    writeRuntimeConfig(configFile, `${origin.url}/no-such-release/mf-manifest.json`);
    await page.goto(server.url);
    await expect(page.getByText('This part of the site could not be loaded')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
