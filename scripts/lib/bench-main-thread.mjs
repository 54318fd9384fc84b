// The main-thread stage of `npm run bench`: the long tasks of a first visit to `/`, `/jobs` and a
// job page as Chromium observes them with its CPU slowed 4x (Lighthouse's mobile factor), median
// of several visits. Lighthouse's Total Blocking Time is simulated from one trace per run and
// moved by 300 to 500 ms between runs of the same build on this machine; these figures come from
// the browser's own long-task entries over many visits, so two builds compare (docs/performance.md).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firstJobPath } from './bench-lighthouse.mjs';
import { startBuiltServer } from './built-server.mjs';
import { median } from './federation-cost.mjs';
import { chromiumFlags, chromiumPath } from './workspace.mjs';

/** Lighthouse's mobile CPU slowdown. */
const CPU_SLOWDOWN = 4;
/** A task blocks input for its time past 50 ms (the definition of Total Blocking Time). */
const BLOCKING_AFTER_MS = 50;
/** How long a visit is watched after the load event: the page's data and lists arrive in it. */
const SETTLE_MS = 5000;

/**
 * A fresh context and page as a phone sees it (Lighthouse's mobile viewport) with the CPU slowed
 * 4x (or `cpuSlowdown`): cold, nothing cached. The caller closes the context.
 */
export async function openPhonePage(browser, cpuSlowdown = CPU_SLOWDOWN) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { context, page };
}

/**
 * One cold visit: the long tasks after the first contentful paint, summed past 50 ms, and the
 * longest; `allLongTasksMs` sums every long task of the visit, before the first paint too.
 */
export async function visit(browser, url) {
  const { context, page } = await openPhonePage(browser);
  try {
    await page.addInitScript(() => {
      const tasks = [];
      Object.defineProperty(window, '__nordhubLongTasks', { value: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url);
    await page.waitForTimeout(SETTLE_MS);
    const { fcp, tasks } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      tasks: window.__nordhubLongTasks,
    }));
    const after = tasks.filter(([start]) => start >= fcp).map(([, duration]) => duration);
    return {
      blockingMs: after.reduce((sum, duration) => sum + Math.max(0, duration - BLOCKING_AFTER_MS), 0),
      longestMs: Math.max(0, ...after),
      allLongTasksMs: tasks.reduce((sum, [, duration]) => sum + duration, 0),
      fcpMs: fcp,
    };
  } finally {
    await context.close();
  }
}

/**
 * Visits `/`, `/jobs` and the newest job's page `visits` times each on a freshly seeded built
 * server; resolves with one row per page: the median blocking time, longest task and first
 * contentful paint (ms, at 4x CPU).
 */
export async function benchMainThread({ port = 4263, visits = 9, log = console.log } = {}) {
  const { chromium } = await import('@playwright/test');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nordhub-bench-main-thread-'));
  let server;
  let browser;
  try {
    server = await startBuiltServer({ port, dataDir });
    const pages = { '/': '/', '/jobs': '/jobs', '/jobs/{id}': await firstJobPath(server.url) };
    // The first render of each page on a new server loads its code and data once: not a visitor's figure.
    for (const url of Object.values(pages)) await fetch(`${server.url}${url}`);
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    const rows = [];
    for (const [page, url] of Object.entries(pages)) {
      const results = [];
      for (let round = 0; round < visits; round += 1) results.push(await visit(browser, `${server.url}${url}`));
      const row = {
        page,
        blockingMs: Math.round(median(results.map((result) => result.blockingMs))),
        longestTaskMs: Math.round(median(results.map((result) => result.longestMs))),
        fcpMs: Math.round(median(results.map((result) => result.fcpMs))),
        visits,
      };
      log(`  ${page}: blocking ${row.blockingMs} ms, longest task ${row.longestTaskMs} ms, FCP ${row.fcpMs} ms (medians of ${visits})`);
      rows.push(row);
    }
    return rows;
  } finally {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
