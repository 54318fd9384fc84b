// The Lighthouse stage of `npm run bench`: the accessibility floor (docs/accessibility.md:
// accessibility, best practices and SEO of at least 95) and the lab vitals (docs/performance.md:
// mobile performance at least 95, LCP at most 2.0 s, CLS at most 0.05) on `/`, `/jobs` and
// `/jobs/{id}`. Serves the built product the way `npm start` does (production mode, one process, a
// fresh seeded embedded database in a temporary folder) and audits each page in Debian's Chromium
// with Lighthouse's default mobile preset (emulated phone, simulated slow 4G and 4x CPU slowdown),
// several runs per page, reporting medians.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBuiltServer } from './built-server.mjs';
import { median } from './federation-cost.mjs';
import { chromiumFlags, chromiumPath } from './workspace.mjs';

/** The categories' floor (docs/accessibility.md) and the mobile vitals' aims (docs/performance.md). */
export const LIGHTHOUSE_FLOOR = 95;
export const VITALS_AIMS = { performance: 95, lcpMs: 2000, cls: 0.05 };
const VITALS = { lcpMs: 'largest-contentful-paint', tbtMs: 'total-blocking-time', cls: 'cumulative-layout-shift' };
const CATEGORIES = ['accessibility', 'best-practices', 'seo', 'performance'];
const FLOORED = new Set(['accessibility', 'best-practices', 'seo']);

/** The newest live job's page, found through the public search API like a visitor's first result. */
export async function firstJobPath(baseUrl) {
  const response = await fetch(`${baseUrl}/api/v2/jobsandfeatured?page=1`);
  if (!response.ok) throw new Error(`GET /api/v2/jobsandfeatured answered ${response.status}.`);
  const body = await response.json();
  const job = body.jobs?.docs?.[0];
  if (!job?.id) throw new Error('The job search returned no job to audit.');
  return `/jobs/${job.id}`;
}

/**
 * One Lighthouse run of a page in the Chromium listening on `port`, with Lighthouse's defaults: the
 * mobile preset (a job site lives on a phone). `flags` adds Lighthouse flags (more trace categories).
 */
export function audit(lighthouse, port, url, categories = CATEGORIES, flags = {}) {
  return lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: categories, ...flags });
}

/**
 * Audits `/`, `/jobs` and a job page `runs` times each; resolves with one row per page holding the
 * median score (0 to 100) per category, the median LCP and TBT (ms) and CLS, and whether the
 * floor and the vitals aims are met.
 */
export async function benchLighthouse({ port = 4260, runs = 3, log = console.log } = {}) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nordhub-bench-lighthouse-'));
  let server;
  let chrome;
  try {
    server = await startBuiltServer({ port, dataDir });
    const baseUrl = server.url;
    const pages = ['/', '/jobs', await firstJobPath(baseUrl)];
    chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
    const rows = [];
    for (const page of pages) {
      const scores = Object.fromEntries([...CATEGORIES, ...Object.keys(VITALS)].map((figure) => [figure, []]));
      for (let round = 0; round < runs; round += 1) {
        const result = await audit(lighthouse, chrome.port, `${baseUrl}${page}`);
        for (const category of CATEGORIES) scores[category].push(Math.round((result.lhr.categories[category]?.score ?? 0) * 100));
        for (const [figure, audit] of Object.entries(VITALS)) scores[figure].push(result.lhr.audits[audit]?.numericValue ?? Number.NaN);
        if (round === 0) {
          const failing = Object.values(result.lhr.audits)
            .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
            .map((audit) => audit.id);
          if (failing.length) log(`  ${page}: audits not passed: ${failing.join(', ')}`);
        }
      }
      const row = { page: page.startsWith('/jobs/') ? '/jobs/{id}' : page, ...Object.fromEntries(Object.entries(scores).map(([figure, values]) => [figure, median(values)])) };
      row.meetsFloor = [...FLOORED].every((category) => row[category] >= LIGHTHOUSE_FLOOR);
      row.meetsVitals = row.performance >= VITALS_AIMS.performance && row.lcpMs <= VITALS_AIMS.lcpMs && row.cls <= VITALS_AIMS.cls;
      rows.push(row);
      log(`  ${page}: ${Object.keys(scores).map((figure) => `${figure} ${row[figure]}`).join(', ')}`);
    }
    return rows;
  } finally {
    await chrome?.kill();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
