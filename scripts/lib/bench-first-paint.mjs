// The first-paint stage of `npm run bench`: how long the server takes to draw each page kind it
// draws before any script runs (`/`, `/jobs`, a job's page, `/startups`, a startup's page,
// `/pricing`, `/funding`), as the page's own
// `Server-Timing: first-paint;dur=…` header says (api/src/static/static-plugin.ts): the render with
// its API reads, not the network. Median of `rounds` requests per page on a warm built server.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firstJobPath } from './bench-lighthouse.mjs';
import { startBuiltServer } from './built-server.mjs';
import { median } from './federation-cost.mjs';

/** The first paint's time in one answer's Server-Timing header, in ms; null when the page was not drawn. */
export function firstPaintMs(serverTiming) {
  const match = /(?:^|,)\s*first-paint;dur=([\d.]+)/.exec(serverTiming ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * Requests each drawn page kind `rounds` times (after two warm-up requests) on a freshly seeded
 * built server; resolves with one row per page: the median and 90th percentile of the first
 * paint's server time (ms) and how many answers were drawn. BENCH_FIRST_PAINT_PORT: another port;
 * `buildRoot`: another copy of the build (scripts/compare-builds.mjs).
 */
export async function benchFirstPaint({ port = Number(process.env.BENCH_FIRST_PAINT_PORT ?? 4265), rounds = 40, log = console.log, buildRoot } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nordhub-bench-first-paint-'));
  let server;
  try {
    server = await startBuiltServer({ port, dataDir, ...(buildRoot ? { buildRoot } : {}) });
    const pages = {
      '/': '/',
      '/jobs': '/jobs?country=Sweden',
      '/jobs/{id}': await firstJobPath(server.url),
      '/startups': '/startups',
      // The demo startup's page: its profile, response record and jobs, read in two rounds.
      '/startups/{key}': '/startups/nordlys',
      '/pricing': '/pricing',
      '/funding': '/funding',
    };
    const rows = [];
    for (const [page, url] of Object.entries(pages)) {
      const times = [];
      for (let round = 0; round < rounds + 2; round += 1) {
        const response = await fetch(`${server.url}${url}`, { headers: { accept: 'text/html' } });
        await response.text();
        const ms = firstPaintMs(response.headers.get('server-timing'));
        if (round >= 2 && ms !== null) times.push(ms);
      }
      const sorted = [...times].sort((a, b) => a - b);
      const row = {
        page,
        medianMs: Number(median(times).toFixed(1)),
        p90Ms: Number((sorted[Math.floor(sorted.length * 0.9)] ?? Number.NaN).toFixed(1)),
        drawn: `${times.length}/${rounds}`,
      };
      log(`  ${page}: median ${row.medianMs} ms, p90 ${row.p90Ms} ms (${row.drawn} drawn)`);
      rows.push(row);
    }
    return rows;
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
