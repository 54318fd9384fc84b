// `npm run bench:compare`: two builds of the product served side by side and visited in turn,
// so a change's effect on the main thread shows above this machine's noise (the same build's
// Lighthouse score moves by 5 to 10 points between runs; docs/performance.md).
//
//   npm run bench:compare -- save <dir>        keep a copy of the current build in <dir>
//   (change the code, npm run build)
//   npm run bench:compare -- <dir> [visits]    the kept build against the current one
//   npm run bench:compare -- <dir> [visits] --lighthouse    and Lighthouse's mobile audit too
//
// Each page (`/`, `/jobs`, the newest job's page) gets `visits` cold visits per build (default 7),
// alternating which build goes first, at 4x CPU slowdown; the table shows medians of the
// blocking time after the first paint (TBT-like) and of the sum of all long tasks. With
// --lighthouse, each page then gets `visits` Lighthouse runs per build, in turn the same way
// (medians of the performance score, LCP and TBT: the figures docs/performance.md targets, whose
// run-to-run spread is larger than most changes, which is why the builds alternate).
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { audit, firstJobPath } from './lib/bench-lighthouse.mjs';
import { visit } from './lib/bench-main-thread.mjs';
import { startBuiltServer } from './lib/built-server.mjs';
import { median } from './lib/federation-cost.mjs';
import { chromiumFlags, chromiumPath, ensureChromium, root } from './lib/workspace.mjs';

/** What the built server serves and runs: the API's bundle, the shell's builds and each remote's. */
const builtFolders = () => [
  'api/dist',
  'shell/dist',
  'shell/dist-first-paint',
  ...readdirSync(root).filter((dir) => dir.startsWith('mfe-')).map((dir) => `${dir}/dist`),
];

/** The workspace folders whose node_modules the server resolves packages from (root, api). */
const moduleFolders = ['.', 'api'];

function save(dir) {
  const target = path.resolve(dir);
  for (const folder of builtFolders()) {
    const from = path.join(root, folder);
    if (!existsSync(from)) throw new Error(`${folder} is not built: run npm run build first.`);
    rmSync(path.join(target, folder), { recursive: true, force: true });
    cpSync(from, path.join(target, folder), { recursive: true });
  }
  for (const folder of moduleFolders) {
    const link = path.join(target, folder, 'node_modules');
    rmSync(link, { recursive: true, force: true });
    mkdirSync(path.dirname(link), { recursive: true });
    if (existsSync(path.join(root, folder, 'node_modules'))) symlinkSync(path.join(root, folder, 'node_modules'), link);
  }
  console.log(`Kept the current build in ${target}.`);
}

/** The pages compared: the home page, the job search and each server's newest job. */
const pages = ['/', '/jobs', '/jobs/{id}'];

/**
 * Measures each server `runs` times, the servers in turn (which goes first alternates, so both
 * share whatever else the machine does); resolves with `figure(name, key)`, the rounded median of
 * one figure of one server's measurements.
 */
async function inTurn(servers, runs, measure) {
  const results = Object.fromEntries(servers.map((server) => [server.name, []]));
  for (let round = 0; round < runs; round += 1) {
    const order = round % 2 === 0 ? servers : [...servers].reverse();
    for (const server of order) results[server.name].push(await measure(server));
  }
  return (name, key) => Math.round(median(results[name].map((result) => result[key])));
}

async function compare(dir, visits, withLighthouse) {
  const { chromium } = await import('@playwright/test');
  const kept = path.resolve(dir);
  if (!existsSync(path.join(kept, 'api', 'dist', 'main.js'))) throw new Error(`${kept} holds no build: npm run bench:compare -- save ${dir}`);
  ensureChromium();
  const dataDirs = [];
  const serve = (buildRoot, port) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nordhub-compare-'));
    dataDirs.push(dataDir);
    return startBuiltServer({ port, dataDir, buildRoot });
  };
  const servers = [];
  let browser;
  try {
    servers.push({ name: 'kept', ...(await serve(kept, 4266)) }, { name: 'current', ...(await serve(root, 4267)) });
    // Each server seeds its own database: the job page is each one's newest job.
    for (const server of servers) server.pages = { '/': '/', '/jobs': '/jobs', '/jobs/{id}': await firstJobPath(server.url) };
    // A page's first render on a new server loads its code and data once: not a visitor's figure.
    for (const server of servers) for (const url of Object.values(server.pages)) await fetch(`${server.url}${url}`);
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    const rows = [];
    for (const page of pages) {
      const figure = await inTurn(servers, visits, (server) => visit(browser, `${server.url}${server.pages[page]}`));
      rows.push({
        page,
        'blocking, kept': `${figure('kept', 'blockingMs')} ms`,
        'blocking, current': `${figure('current', 'blockingMs')} ms`,
        'all long tasks, kept': `${figure('kept', 'allLongTasksMs')} ms`,
        'all long tasks, current': `${figure('current', 'allLongTasksMs')} ms`,
      });
    }
    console.log(`\nThe kept build (${kept}) and the current one, ${visits} cold visits each in turn at 4x CPU, medians:`);
    console.table(rows);
    if (withLighthouse) {
      await browser.close();
      browser = undefined;
      console.table(await compareLighthouse(servers, visits));
    }
  } finally {
    await browser?.close();
    for (const server of servers) await server.stop();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Lighthouse's mobile audit of each page, `runs` times per build in turn; medians per build. */
async function compareLighthouse(servers, runs) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  try {
    const rows = [];
    for (const page of pages) {
      const figure = await inTurn(servers, runs, async (server) => {
        const { lhr } = await audit(lighthouse, chrome.port, `${server.url}${server.pages[page]}`, ['performance']);
        return {
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        };
      });
      rows.push({
        page,
        'score, kept': figure('kept', 'score'),
        'score, current': figure('current', 'score'),
        'LCP, kept': `${figure('kept', 'lcpMs')} ms`,
        'LCP, current': `${figure('current', 'lcpMs')} ms`,
        'TBT, kept': `${figure('kept', 'tbtMs')} ms`,
        'TBT, current': `${figure('current', 'tbtMs')} ms`,
      });
    }
    console.log(`\nLighthouse, mobile preset, ${runs} runs per build in turn, medians:`);
    return rows;
  } finally {
    await chrome.kill();
  }
}

const args = process.argv.slice(2);
const withLighthouse = args.includes('--lighthouse');
const [command, ...rest] = args.filter((arg) => arg !== '--lighthouse');
if (command === 'save' && rest[0]) save(rest[0]);
else if (command && command !== 'save') await compare(command, Number(rest[0] ?? 7), withLighthouse);
else {
  console.error('Usage: npm run bench:compare -- save <dir> | npm run bench:compare -- <dir> [visits] [--lighthouse]');
  process.exit(2);
}
