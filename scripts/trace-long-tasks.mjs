// What the long tasks of a cold visit are made of (docs/performance.md, "Comparing two builds"):
// serves a build (the current one, or one kept by `npm run bench:compare -- save <dir>`), opens a
// page in Chromium at 4x CPU slowdown with a performance trace, and prints each main-thread task of
// more than 50 ms with the five largest things it ran (script evaluation by file, style, layout,
// HTML parsing, timers), so a change's cost is found before it is measured side by side.
//
//   node scripts/trace-long-tasks.mjs [build-root=.] [url-path=/jobs] [visits=1]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPhonePage } from './lib/bench-main-thread.mjs';
import { startBuiltServer } from './lib/built-server.mjs';
import { chromiumFlags, chromiumPath, ensureChromium, root } from './lib/workspace.mjs';

const LONG_TASK_US = 50_000;

/** The events a task ran directly (those not inside another of its events), summed by name and script. */
function partsOf(task, events) {
  const inside = events.filter((event) => event !== task && event.name !== 'RunTask' && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur);
  const direct = inside.filter((event) => !inside.some((other) => other !== event && other.dur > event.dur && other.ts <= event.ts && other.ts + other.dur >= event.ts + event.dur));
  const sums = new Map();
  for (const event of direct) {
    const script = event.args?.data?.url?.split('/').pop();
    const label = script ? `${event.name} ${script}` : event.name;
    sums.set(label, (sums.get(label) ?? 0) + event.dur);
  }
  return [...sums].sort((a, b) => b[1] - a[1]).slice(0, 5);
}

const [buildRoot = root, urlPath = '/jobs', visits = '1'] = process.argv.slice(2);
ensureChromium();
const { chromium } = await import('@playwright/test');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nordhub-trace-'));
const server = await startBuiltServer({ port: 4270, dataDir, buildRoot: path.resolve(buildRoot) });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  // The page's first render on a new server loads its code and data once: not a visitor's figure.
  await fetch(`${server.url}${urlPath}`);
  for (let round = 0; round < Number(visits); round += 1) {
    const { context, page } = await openPhonePage(browser);
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.goto(`${server.url}${urlPath}`);
    await page.waitForTimeout(5000);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    await context.close();
    const mainThreads = new Set(traceEvents.filter((event) => event.name === 'thread_name' && event.args.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
    const events = traceEvents.filter((event) => event.ph === 'X' && mainThreads.has(`${event.pid}:${event.tid}`));
    const tasks = events.filter((event) => event.name === 'RunTask' && event.dur > LONG_TASK_US).sort((a, b) => a.ts - b.ts);
    const start = tasks[0]?.ts ?? 0;
    console.log(`\nVisit ${round + 1} of ${urlPath}: ${tasks.length} tasks over 50 ms, ${Math.round(tasks.reduce((sum, task) => sum + task.dur, 0) / 1000)} ms in all`);
    for (const task of tasks) {
      const parts = partsOf(task, events).map(([label, dur]) => `${label} ${Math.round(dur / 1000)}`).join(' | ');
      console.log(`  +${Math.round((task.ts - start) / 1000)} ms, ${Math.round(task.dur / 1000)} ms: ${parts}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
