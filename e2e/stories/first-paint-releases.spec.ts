import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { expect, test } from '@playwright/test';
import type { FirstPaintRenderer } from '@nordhub/contracts';
import { repoRoot } from '../support/product-server';
import { buildNewRelease, originalTitle, redeployedTitle, runtimeConfigFor } from '../support/remote-releases';
import { staticOrigin, type StaticOrigin } from '../support/static-origin';

/**
 * The server's first-paint renderer (shell/dist-first-paint, as the API loads it) in this process,
 * drawing the home page with whichever release of mfe-public the runtime config names: the remotes'
 * server builds come and go with the config, one release held at a time.
 */

type FederationGlobals = { __FEDERATION__: { __INSTANCES__: { name: string }[] } } & Record<string, unknown>;

/** The components a folder's sources export (`export function JobCard(`), tests left out. */
function exportedComponents(folder: string): Set<string> {
  const names = new Set<string>();
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    for (const [, name] of readFileSync(path.join(folder, file), 'utf8').matchAll(/export function ([A-Z]\w+)\(/g)) names.add(name ?? '');
  }
  return names;
}

/** V8's collector, which this process was not started with the flag for. */
function collector(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

test.describe('One server process draws with one release at a time', () => {
  let workDir: string;
  let oldRelease: StaticOrigin;
  let newRelease: StaticOrigin;
  let renderer: FirstPaintRenderer;

  test.beforeAll(async () => {
    workDir = mkdtempSync(path.join(os.tmpdir(), 'nordhub-releases-'));
    const newFolder = path.join(workDir, 'new');
    buildNewRelease(newFolder);
    oldRelease = await staticOrigin(path.join(repoRoot, 'mfe-public', 'dist'));
    newRelease = await staticOrigin(newFolder);
    await oldRelease.start();
    await newRelease.start();
    const module = (await import(pathToFileURL(path.join(repoRoot, 'shell', 'dist-first-paint', 'first-paint.cjs')).href)) as { default: FirstPaintRenderer };
    renderer = module.default;
  });

  test.afterAll(async () => {
    await oldRelease?.stop();
    await newRelease?.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  test('old, new, old: each page drawn with the release the runtime config names, and the one before let go', async () => {
    const globals = globalThis as unknown as FederationGlobals;
    const drawHome = async (release: StaticOrigin) => {
      const { markup, releaseId, remoteFailures } = await renderer.renderFirstPaint({
        url: 'http://localhost/',
        runtimeConfig: runtimeConfigFor(`${release.url}/mf-manifest.json`),
        pageData: {},
        cookie: '',
        // The API answers nothing here: the page is drawn with its queries still to ask.
        readApi: async () => ({ status: 404, body: '' }),
        remotesBaseUrl: 'http://127.0.0.1/',
      });
      expect(remoteFailures).toEqual([]);
      return { heading: /<h1[^>]*>([^<]*)<\/h1>/.exec(markup)?.[1], releaseId };
    };
    const drawers = () => globals.__FEDERATION__.__INSTANCES__.filter((instance) => instance.name.startsWith('nordhub_first_paint_'));

    const first = await drawHome(oldRelease);
    expect(first.heading).toBe(originalTitle);
    // The old release's container, to see that it is let go.
    const oldContainer = new WeakRef(globals.mfe_public as object);
    expect(await drawHome(oldRelease)).toEqual(first);

    const second = await drawHome(newRelease);
    expect(second.heading).toBe(redeployedTitle);
    expect(second.releaseId).not.toBe(first.releaseId);
    expect(drawers()).toHaveLength(1);

    const gc = collector();
    await expect
      .poll(async () => {
        gc();
        await new Promise((resolve) => setTimeout(resolve, 50));
        return oldContainer.deref() === undefined;
      }, { message: "the old release's server build is let go", timeout: 10_000 })
      .toBe(true);

    const third = await drawHome(oldRelease);
    expect(third.heading).toBe(originalTitle);
    expect(third.releaseId).not.toBe(first.releaseId);
    expect(drawers()).toHaveLength(1);
  });

  test("the renderer holds only the shell: no remote's pages are built into it", () => {
    const bundle = readFileSync(path.join(repoRoot, 'shell', 'dist-first-paint', 'first-paint.cjs'), 'utf8');
    const shellAndLibs = new Set([...exportedComponents(path.join(repoRoot, 'shell', 'src')), ...exportedComponents(path.join(repoRoot, 'libs'))]);
    for (const remote of ['mfe-public', 'mfe-client-portal', 'mfe-careers', 'mfe-whitelabel']) {
      const own = [...exportedComponents(path.join(repoRoot, remote, 'src'))].filter((name) => !shellAndLibs.has(name));
      expect(own.length, `${remote} has components of its own`).toBeGreaterThan(0);
      expect(own.filter((name) => bundle.includes(`function ${name}(`)), `${remote}'s components in the renderer`).toEqual([]);
    }
    // mfe-public's home page and its copy are not in it (the shell's sign-in text and the sites' titles are).
    expect(bundle).not.toContain('function HomePage(');
    expect(bundle).not.toContain('partner-next');
  });
});
