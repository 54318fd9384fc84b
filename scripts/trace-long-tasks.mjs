// What the long tasks of a cold visit are made of (docs/performance.md, "Comparing two builds"):
// serves a build (the current one, or one kept by `npm run bench:compare -- save <dir>`), opens a
// page in Chromium at 4x CPU slowdown with a performance trace, and prints each main-thread task of
// more than 50 ms with the five largest things it ran (script evaluation by file, style, layout,
// HTML parsing, timers), so a change's cost is found before it is measured side by side.
//
//   node scripts/trace-long-tasks.mjs [build-root=.] [url-path=/jobs, or /jobs/{id} for the newest job] [visits=1] [--native] [--profile] [--lighthouse] [--signed-in]
//
// --signed-in: visits as the demo startup manager (the portal's first screen, /client/startups/nordlys,
//   is theirs), with the session cookie the bench's Lighthouse stage sends.
// PORT: the port of the server it starts (4270).
// --native: the machine's own CPU speed and tasks over 12.5 ms, Lighthouse's view (its simulation
//   multiplies each task it observed by 4, so those are its blocking tasks).
// --profile: with Chromium's CPU profiler too, each task's six functions of most time (their own,
//   not their callees'), named by the sources where the build has source maps
//   (`NORDHUB_SOURCE_MAPS=1 npx nx run-many -t build`), else by file, line and column.
// --lighthouse: the trace Lighthouse itself records (its mobile preset, one run per visit; the CPU
//   as it is, tasks over 12.5 ms), with its score and Total Blocking Time. Its trace records each
//   style invalidation with a stack, so DOM changes that touch many elements cost far more there
//   than in a plain trace (the disabled fieldset in docs/first-paint.md, "The server's first paint
//   (hydration)"; docs/performance.md, "Long job lists drawn a screen first").
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { audit, firstJobPath, managerCookie } from './lib/bench-lighthouse.mjs';
import { openPhonePage } from './lib/bench-main-thread.mjs';
import { startBuiltServer } from './lib/built-server.mjs';
import { chromiumFlags, chromiumPath, ensureChromium, root } from './lib/workspace.mjs';

const flags = new Set(process.argv.slice(2).filter((arg) => arg.startsWith('--')));
const viaLighthouse = flags.has('--lighthouse');
const native = flags.has('--native') || viaLighthouse;
const LONG_TASK_US = native ? 12_500 : 50_000;

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

/** The CPU profiler's samples in a trace, in time order, each with the call frame it was in. */
function samplesOf(traceEvents) {
  const frames = new Map();
  const samples = [];
  let time = 0;
  for (const event of traceEvents.filter((item) => item.name === 'Profile' || item.name === 'ProfileChunk').sort((a, b) => a.ts - b.ts)) {
    if (event.name === 'Profile') {
      time = event.args.data.startTime;
      continue;
    }
    const { cpuProfile, timeDeltas = [] } = event.args.data;
    for (const node of cpuProfile?.nodes ?? []) frames.set(`${event.id}:${node.id}`, node.callFrame);
    (cpuProfile?.samples ?? []).forEach((id, index) => {
      time += timeDeltas[index] ?? 0;
      samples.push({ time, frame: frames.get(`${event.id}:${id}`) });
    });
  }
  return samples.sort((a, b) => a.time - b.time);
}

/** Names a call frame by its source (through `<file>.map` under the build root) or by its place in the file. */
async function frameNamer(buildRoot) {
  const { SourceMapConsumer } = await import('source-map');
  const maps = new Map();
  const served = (url) => {
    const { pathname } = new URL(url);
    // The shell's files at the root, a remote's under /remotes/<dir>/ (api/src/static/static-plugin.ts).
    const remote = /^\/remotes\/([^/]+)\/(.*)$/.exec(pathname);
    return remote ? path.join(buildRoot, remote[1], 'dist', remote[2]) : path.join(buildRoot, 'shell', 'dist', pathname);
  };
  const mapOf = async (url) => {
    if (!maps.has(url)) {
      const file = `${served(url)}.map`;
      maps.set(url, existsSync(file) ? await new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null);
    }
    return maps.get(url);
  };
  return {
    async name(frame) {
      if (!frame?.url?.startsWith('http')) return frame?.functionName || '(the browser)';
      const file = frame.url.split('/').pop();
      const map = await mapOf(frame.url);
      const original = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
      if (!original?.source) return `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber}`;
      const source = original.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^.*node_modules\//, '');
      return `${original.name ?? frame.functionName ?? '(anonymous)'} ${source}:${original.line}`;
    },
    close: () => maps.forEach((map) => map?.destroy()),
  };
}

/** A task's functions of most own time, from the samples taken while it ran. */
async function functionsOf(task, samples, namer) {
  const sums = new Map();
  for (let index = 0; index < samples.length; index += 1) {
    const { time, frame } = samples[index];
    if (time < task.ts || time > task.ts + task.dur) continue;
    const next = samples[index + 1]?.time ?? time;
    const label = await namer.name(frame);
    sums.set(label, (sums.get(label) ?? 0) + (next - time));
  }
  return [...sums].filter(([label]) => label !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, 6);
}

const [buildRoot = root, pagePath = '/jobs', visits = '1'] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
ensureChromium();
const { chromium } = await import('@playwright/test');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nordhub-trace-'));
const server = await startBuiltServer({ port: Number(process.env.PORT ?? 4270), dataDir, buildRoot: path.resolve(buildRoot) });
const headers = flags.has('--signed-in') ? { cookie: await managerCookie(server.url) } : null;
// `/jobs/{id}`: the newest job's page, as the bench audits it (its id is new with every seed).
const urlPath = pagePath === '/jobs/{id}' ? await firstJobPath(server.url) : pagePath;
const namer = flags.has('--profile') ? await frameNamer(path.resolve(buildRoot)) : null;
const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', ...(namer ? ['disabled-by-default-v8.cpu_profiler'] : [])];

/** A plain trace of a cold visit as a phone (openPhonePage), the page's main thread's events. */
async function tracePage(browser) {
  const { context, page } = await openPhonePage(browser, native ? 1 : undefined);
  if (headers) await context.setExtraHTTPHeaders(headers);
  await browser.startTracing(page, { categories });
  await page.goto(`${server.url}${urlPath}`);
  await page.waitForTimeout(5000);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  return { traceEvents };
}

/** One Lighthouse run (its mobile preset) and the trace it recorded. */
async function traceLighthouse(lighthouse, port) {
  const traceFlags = { ...(namer ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}), ...(headers ? { extraHeaders: headers } : {}) };
  const result = await audit(lighthouse, port, `${server.url}${urlPath}`, ['performance'], traceFlags);
  const { audits, categories: scores } = result.lhr;
  const summary = `score ${Math.round(scores.performance.score * 100)}, TBT ${Math.round(audits['total-blocking-time'].numericValue)} ms`;
  return { traceEvents: result.artifacts.Trace.traceEvents, summary };
}

const chrome = viaLighthouse ? await (await import('chrome-launcher')).launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags }) : null;
const browser = viaLighthouse ? null : await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const lighthouse = viaLighthouse ? (await import('lighthouse')).default : null;
try {
  // The page's first render on a new server loads its code and data once: not a visitor's figure.
  await fetch(`${server.url}${urlPath}`, headers ? { headers } : {});
  for (let round = 0; round < Number(visits); round += 1) {
    const { traceEvents, summary } = chrome ? await traceLighthouse(lighthouse, chrome.port) : await tracePage(browser);
    // The page's renderer: the main thread that ran the most (Lighthouse's trace holds others' too).
    const busy = new Map(traceEvents.filter((event) => event.name === 'thread_name' && event.args.name === 'CrRendererMain').map((event) => [`${event.pid}:${event.tid}`, 0]));
    for (const event of traceEvents) {
      const thread = `${event.pid}:${event.tid}`;
      if (event.name === 'RunTask' && busy.has(thread)) busy.set(thread, busy.get(thread) + event.dur);
    }
    const mainThread = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
    const events = traceEvents.filter((event) => event.ph === 'X' && `${event.pid}:${event.tid}` === mainThread);
    const tasks = events.filter((event) => event.name === 'RunTask' && event.dur > LONG_TASK_US).sort((a, b) => a.ts - b.ts);
    const samples = namer ? samplesOf(traceEvents.filter((event) => `${event.pid}` === mainThread?.split(':')[0])) : [];
    const start = tasks[0]?.ts ?? 0;
    console.log(
      `\nVisit ${round + 1} of ${urlPath}${viaLighthouse ? ` (Lighthouse: ${summary})` : native ? ' (CPU as it is)' : ''}: ${tasks.length} tasks over ${LONG_TASK_US / 1000} ms, ${Math.round(tasks.reduce((sum, task) => sum + task.dur, 0) / 1000)} ms in all`,
    );
    for (const task of tasks) {
      const parts = partsOf(task, events).map(([label, dur]) => `${label} ${Math.round(dur / 1000)}`).join(' | ');
      console.log(`  +${Math.round((task.ts - start) / 1000)} ms, ${Math.round(task.dur / 1000)} ms: ${parts}`);
      if (namer) {
        for (const [label, dur] of await functionsOf(task, samples, namer)) console.log(`      ${(dur / 1000).toFixed(1)} ms ${label}`);
      }
    }
  }
} finally {
  namer?.close();
  await browser?.close();
  await chrome?.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
