import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { appRunsDrawnPage } from '../support/first-paint';
import { repoRoot, startProductServer, type RunningServer } from '../support/product-server';
import { buildNewRelease, localRemote, originalTitle, redeployedTitle, runtimeConfigFor } from '../support/remote-releases';
import { staticOrigin, type StaticOrigin } from '../support/static-origin';

/** Writes the runtime config the server hands to browsers, as ops would edit it. */
function writeRuntimeConfig(file: string, publicManifest: string) {
  writeFileSync(file, JSON.stringify(runtimeConfigFor(publicManifest), null, 2));
}

/** The first heading of a page's HTML as the server sent it, before any script runs. */
async function drawnHeadingOf(url: string): Promise<{ heading: string | undefined; html: string }> {
  const html = await (await fetch(url, { headers: { accept: 'text/html' } })).text();
  return { heading: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1], html };
}

/** Console messages of a page that say React drew the server's markup again (a hydration mismatch). */
function hydrationErrorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|drawn again|did not match/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const fallbackText = 'This part of the site could not be loaded';

/**
 * Waits until the app has taken over a drawn page and rendered itself the remote area the server
 * drew with its fallback: React drops the boundary the server marked (`template[data-dgst]`) as it does.
 */
async function browserRendersLeftArea(page: Page): Promise<void> {
  await appRunsDrawnPage(page);
  await expect(page.locator('#root template[data-dgst]')).toHaveCount(0, { timeout: 20_000 });
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
  // Its server build says the same in its manifest.
  const serverManifest = path.join(folder, 'server', 'mf-manifest.json');
  for (const compressed of ['.br', '.gz']) rmSync(`${serverManifest}${compressed}`, { force: true });
  const manifest = JSON.parse(readFileSync(serverManifest, 'utf8')) as { metaData: Record<string, unknown> };
  expect(manifest.metaData.nordhubFederationRuntime).toBe(built?.[1]);
  writeFileSync(serverManifest, JSON.stringify({ ...manifest, metaData: { ...manifest.metaData, nordhubFederationRuntime: '0.0.0-other' } }));
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
    // The server draws the page with the new release before any script runs, and names it.
    const drawn = await drawnHeadingOf(server.url);
    expect(drawn.heading).toBe(redeployedTitle);
    expect(drawn.html).toContain(`"mfe_public":"${origin.url}/mf-manifest.json"`);

    const hydrationErrors = hydrationErrorsOf(page);
    await page.reload();
    await appRunsDrawnPage(page);
    await expect(page.getByRole('heading', { level: 1, name: redeployedTitle })).toBeVisible();
    expect(hydrationErrors).toEqual([]);
  });

  test('one server draws the pages of two releases in turn as the runtime config changes, without a restart', async () => {
    for (const [manifest, title] of [
      [localRemote('mfe-public'), originalTitle],
      [`${origin.url}/mf-manifest.json`, redeployedTitle],
      [localRemote('mfe-public'), originalTitle],
    ] as const) {
      writeRuntimeConfig(configFile, manifest);
      expect((await drawnHeadingOf(server.url)).heading).toBe(title);
      expect((await drawnHeadingOf(`${server.url}/jobs`)).heading).toBe('Find jobs');
    }
  });

  test('a page drawn with one release is taken over with that release, though the runtime config names another by then', async ({ page }) => {
    writeRuntimeConfig(configFile, localRemote('mfe-public'));
    // The release switches between the page and the app's read of the runtime config.
    await page.route('**/runtime-config.json', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as { remotes: Record<string, string> };
      await route.fulfill({ response, json: { ...config, remotes: { ...config.remotes, mfe_public: `${origin.url}/mf-manifest.json` } } });
    });
    const newReleaseRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(origin.url)) newReleaseRequests.push(request.url());
    });
    const hydrationErrors = hydrationErrorsOf(page);
    await page.goto(server.url);
    await appRunsDrawnPage(page);
    await expect(page.getByRole('heading', { level: 1, name: originalTitle, exact: true })).toBeVisible();
    expect(newReleaseRequests).toEqual([]);
    expect(hydrationErrors).toEqual([]);
  });

  for (const serverBuild of ['missing', 'throws'] as const) {
    test(`a release whose server build is ${serverBuild === 'missing' ? 'missing' : 'throwing'} is drawn with its area's fallback, and the app takes over`, async ({ page }) => {
      const folder = path.join(workDir, `server-build-${serverBuild}`);
      buildNewRelease(folder, serverBuild);
      const release = await staticOrigin(folder);
      await release.start();
      try {
        writeRuntimeConfig(configFile, `${release.url}/mf-manifest.json`);
        const drawn = await drawnHeadingOf(server.url);
        expect(drawn.html).toContain('data-first-paint');
        expect(drawn.html).toContain(fallbackText);
        expect(drawn.html).toContain('<header');
        expect(drawn.html).not.toContain(redeployedTitle);

        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(server.url);
        await appRunsDrawnPage(page);
        // The browser renders the area itself, from the release's browser build.
        await expect(page.getByRole('heading', { level: 1, name: redeployedTitle })).toBeVisible();
        await expect(page.getByText(fallbackText)).toHaveCount(0);
        await expect(page.getByRole('banner')).toBeVisible();
        // Nothing else breaks: another page, and another remote.
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find jobs' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Find jobs' })).toBeVisible();
        await page.goto(`${server.url}/client/verify-email`);
        await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
        expect(errors).toEqual([]);
      } finally {
        await release.stop();
      }
    });
  }

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
      await browserRendersLeftArea(page);
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
      // The server does not run its server build either: the area is drawn with the fallback.
      expect((await drawnHeadingOf(server.url)).html).toContain(fallbackText);
      await page.goto(server.url);
      await browserRendersLeftArea(page);
      await expect(page.getByText('This part of the site could not be loaded')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('banner')).toBeVisible();
      await expect.poll(() => errors, { timeout: 20_000 }).toContain(
        `This remote was built with @module-federation/webpack-bundler-runtime 0.0.0-other, the shell provides ${shellVersion}; build and deploy them together.`,
      );
    } finally {
      await otherOrigin.stop();
    }
  });

  test('a remote whose manifest is missing shows the same fallback', async ({ page }) => {
    writeRuntimeConfig(configFile, `${origin.url}/no-such-release/mf-manifest.json`);
    expect((await drawnHeadingOf(server.url)).html).toContain(fallbackText);
    await page.goto(server.url);
    await expect(page.getByText('This part of the site could not be loaded')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
