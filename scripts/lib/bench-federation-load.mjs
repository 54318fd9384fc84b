// The weight stage's load-time comparison (docs/performance.md): is a page slower for being
// federated? The federated and the monolithic build of the same code, each served by its own built
// server on the demo seed, are visited cold in turn (federated, monolithic, monolithic, federated,
// ...) in Chromium with Lighthouse's mobile conditions (150 ms round trips, 1.6 Mbit/s down, 4x CPU
// slowdown), so the machine's moods fall on both alike. Per visit: the first h1 with text (what a
// visitor first reads; the server's first paint where it draws one) and the moment the app runs the
// page (it has taken a drawn page over, or drawn it itself). Per page kind: the median of the
// per-visit-pair ratios federated/monolithic, with the quartiles as the spread.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageKinds } from './bench-lighthouse.mjs';
import { startBuiltServer } from './built-server.mjs';
import { median } from './federation-cost.mjs';
import { chromiumFlags, chromiumPath } from './workspace.mjs';

/** Lighthouse's mobile preset: slow 4G and a 4x slower CPU. */
const CONDITIONS = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpuSlowdown: 4 };

/** The q-quantile (0 to 1) of the numbers, interpolated. */
function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low] + (sorted[Math.min(low + 1, sorted.length - 1)] - sorted[low]) * (at - low);
}

/** Records, from the page's start, when an h1 with text joins the document and when the app runs the page. */
function recordMoments() {
  const moments = {};
  Object.defineProperty(window, '__nordhubMoments', { value: moments });
  const look = () => {
    const now = performance.now();
    const heading = [...document.querySelectorAll('h1')].some((h1) => h1.textContent?.trim());
    if (heading && moments.headingMs === undefined) moments.headingMs = now;
    // A drawn page holds clicks until the app takes it over (shell/src/held-clicks.ts).
    if (heading && document.readyState !== 'loading' && !('nordhubHeldClicks' in window) && moments.appMs === undefined) moments.appMs = now;
    if (moments.appMs === undefined) requestAnimationFrame(look);
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true });
  requestAnimationFrame(look);
}

async function visit(browser, { url, headers }) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, ...(headers ? { extraHTTPHeaders: headers } : {}) });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordMoments);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: CONDITIONS.latency, downloadThroughput: CONDITIONS.downloadThroughput, uploadThroughput: CONDITIONS.uploadThroughput });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CONDITIONS.cpuSlowdown });
    // Not the load event: on slow 4G a list's images take long after the page is usable.
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__nordhubMoments?.appMs !== undefined, null, { timeout: 120_000 });
    return page.evaluate(() => ({ ...window.__nordhubMoments }));
  } finally {
    await context.close();
  }
}

/**
 * Visits every page kind `visits` times in each build, interleaved; resolves with one row per page
 * kind: the medians of each build (ms) and the median ratio federated/monolithic with its quartiles,
 * for the heading and for the app running the page.
 */
export async function compareFederatedLoad({ visits = Number(process.env.BENCH_FEDERATION_VISITS ?? 7), log = console.log } = {}) {
  const { chromium } = await import('@playwright/test');
  const dirs = [];
  const servers = {};
  let browser;
  try {
    for (const [build, port] of [['federated', 4267], ['monolithic', 4268]]) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), `nordhub-bench-${build}-`));
      dirs.push(dataDir);
      servers[build] = await startBuiltServer({ port, dataDir, env: build === 'monolithic' ? { SHELL_BUILD: 'monolithic' } : {} });
    }
    const kinds = { federated: await pageKinds(servers.federated.url), monolithic: await pageKinds(servers.monolithic.url) };
    // A new server's first render of a page loads its code and data once: not a visitor's figure.
    for (const build of Object.keys(kinds)) for (const kind of kinds[build]) await fetch(kind.url, { headers: kind.headers ?? {} }).catch(() => undefined);
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    const rows = [];
    for (const [index, { page }] of kinds.federated.entries()) {
      const moments = { federated: [], monolithic: [] };
      for (let round = 0; round < visits; round += 1) {
        const order = round % 2 === 0 ? ['federated', 'monolithic'] : ['monolithic', 'federated'];
        for (const build of order) moments[build].push(await visit(browser, kinds[build][index]));
      }
      const figure = (name) => {
        const ratios = moments.federated.map((fed, i) => fed[name] / moments.monolithic[i][name]);
        return {
          federatedMs: median(moments.federated.map((m) => m[name])),
          monolithicMs: median(moments.monolithic.map((m) => m[name])),
          ratio: median(ratios),
          ratioQuartiles: [quantile(ratios, 0.25), quantile(ratios, 0.75)],
        };
      };
      const row = { page, visits, heading: figure('headingMs'), app: figure('appMs') };
      log(`  ${page}: app ${Math.round(row.app.federatedMs)} / ${Math.round(row.app.monolithicMs)} ms = ${row.app.ratio.toFixed(2)}x (${row.app.ratioQuartiles.map((q) => q.toFixed(2)).join('-')}), heading ${row.heading.ratio.toFixed(2)}x`);
      rows.push(row);
    }
    return rows;
  } finally {
    await browser?.close();
    for (const server of Object.values(servers)) await server.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}
