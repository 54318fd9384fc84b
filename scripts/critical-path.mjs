// The critical path of a first visit (docs/performance.md, "Preloads"): against a running server
// (`PORT=4210 node e2e/support/serve.mjs`), opens a page cold in Chromium several times, alternating
// the page as served and the same page with its <link rel="preload"> tags removed (the waterfall
// before preloads, same build, same machine load), and prints per variant the median time to the
// first <h1> and the sequential round trips before it, with the chain of one run.
//
//   node scripts/critical-path.mjs [url-path=/jobs] [runs=5]     BASE_URL=http://localhost:4210
//   LATENCY_MS=150: each request gets that round-trip time (Chromium's network emulation; loopback
//   has none, so without it the figures show CPU time, not the waterfall's cost on a real network).
//   UNTIL=app: the path until the app has taken over a page the server drew (#root's
//   data-taking-over attribute gone), rather than to its h1, which comes with the HTML.
import { createRequire } from 'node:module';
import { median } from './lib/federation-cost.mjs';
import { chromiumFlags, chromiumPath, root } from './lib/workspace.mjs';

const require = createRequire(`${root}/e2e/package.json`);
const { chromium } = require('@playwright/test');

const base = process.env.BASE_URL ?? 'http://localhost:4210';
const urlPath = process.argv[2] ?? '/jobs';
const runs = Number(process.argv[3] ?? 5);
const latencyMs = Number(process.env.LATENCY_MS ?? 0);
const untilApp = process.env.UNTIL === 'app';
const goal = untilApp ? 'app running' : 'h1';

/**
 * Round trips on the path to the h1, walked backwards from the last script or JSON file that
 * arrived before it: each request's cause is the request that finished last before the burst it
 * belongs to started (a burst: requests from one initiator started back to back, like webpack's
 * chunks of one import, or the parser's preloads). API answers are data, not code: they are not
 * on the path of the page's code (the h1 does not wait for them).
 */
function criticalChain(requests, h1At) {
  const code = requests.filter((r) => r.end !== undefined && !r.url.includes('/api/'));
  const burstStart = (r) => {
    let start = r.start;
    for (const q of [...code].sort((a, b) => b.start - a.start)) {
      if (q.start < start && q.initiator === r.initiator && start - q.start < 0.1) start = q.start;
    }
    return start;
  };
  let current = code.filter((r) => r.end <= h1At).sort((a, b) => b.end - a.end)[0];
  const chain = [];
  while (current) {
    chain.unshift(current);
    const since = burstStart(current);
    current = code.filter((q) => q.end <= since).sort((a, b) => b.end - a.end)[0];
  }
  return chain;
}

async function visit(browser, withPreloads) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (!document.querySelector('h1')) return;
      window.__firstH1 = performance.timeOrigin + performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
    // The app has taken over the drawn page when the shell takes the attribute off #root.
    new MutationObserver((records, observer) => {
      if (!records.some((record) => record.oldValue !== null && !record.target.hasAttribute('data-taking-over'))) return;
      window.__appRunning = performance.timeOrigin + performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, attributeOldValue: true, subtree: true, attributeFilter: ['data-taking-over'] });
  });
  if (!withPreloads) {
    await page.route(`${base}${urlPath}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<link rel="preload"[^>]*>/g, '');
      await route.fulfill({ response, body: html });
    });
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (latencyMs > 0) {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: latencyMs, downloadThroughput: -1, uploadThroughput: -1 });
  }
  const requests = new Map();
  let wallOffset = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    // CDP timestamps are monotonic seconds; wallTime ties them to the page's clock.
    if (requests.size === 0) wallOffset = event.wallTime - event.timestamp;
    const frame = event.initiator.stack?.callFrames?.[0]?.url ?? event.initiator.url ?? '';
    requests.set(event.requestId, { url: event.request.url.replace(base, ''), start: event.timestamp, initiator: `${event.initiator.type}:${frame}` });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.end = event.timestamp;
  });
  await page.goto(`${base}${urlPath}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  if (untilApp) await page.waitForFunction(() => window.__appRunning !== undefined);
  await page.waitForLoadState('networkidle');
  const [h1Wall, navigationStart] = await page.evaluate((app) => [app ? window.__appRunning : window.__firstH1, performance.timeOrigin], untilApp);
  await context.close();
  const h1At = h1Wall / 1000 - wallOffset;
  const chain = criticalChain([...requests.values()], h1At);
  return { h1Ms: h1Wall - navigationStart, depth: chain.length, chain: chain.map((r) => r.url) };
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const results = { without: [], with: [] };
for (let run = 0; run < runs; run += 1) {
  results.without.push(await visit(browser, false));
  results.with.push(await visit(browser, true));
}
await browser.close();
for (const [name, list] of Object.entries(results)) {
  console.log(
    `${urlPath} ${name} preloads${latencyMs ? ` (${latencyMs} ms round trips)` : ''}: ${goal} median ${median(list.map((r) => r.h1Ms)).toFixed(0)} ms ` +
      `(runs ${list.map((r) => r.h1Ms.toFixed(0)).join(', ')}), round trips ${list.map((r) => r.depth).join(', ')}`,
  );
  console.log(`  chain of the last run: ${list.at(-1).chain.join(' -> ')}`);
}
