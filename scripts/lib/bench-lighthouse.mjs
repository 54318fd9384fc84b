// The Lighthouse stage of `npm run bench`: the accessibility floor (docs/accessibility.md:
// accessibility, best practices and SEO of at least 95) and the lab vitals (docs/performance.md:
// mobile performance at least 95, LCP at most 1.5 s, CLS at most 0.05) on every page kind: home,
// job search, a job page, the startups list, a startup page, pricing, funding, a careers site and
// its job page, a white-label feed and its job page, and the startup portal's first screen (signed
// in). Serves the built product the way `npm start` does (production mode, one process, a fresh
// seeded embedded database in a temporary folder) and audits each page in Debian's Chromium with
// Lighthouse's default mobile preset (emulated phone, simulated slow 4G and 4x CPU slowdown),
// several runs per page, reporting medians.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startBuiltServer } from './built-server.mjs';
import { median } from './federation-cost.mjs';
import { chromiumFlags, chromiumPath } from './workspace.mjs';

/** The categories' floor (docs/accessibility.md) and the mobile vitals' aims (docs/performance.md). */
export const LIGHTHOUSE_FLOOR = 95;
export const VITALS_AIMS = { performance: 95, lcpMs: 1500, cls: 0.05 };
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

const DEMO_CAREERS = { company: 'nordlys', host: 'careers.nordlys.localhost' };
const DEMO_FEED = { key: 'nordic-tech-jobs', host: 'jobs.feeds.localhost' };
const DEMO_MANAGER = { email: 'company@nordhub.test', password: 'Nordhub-demo-1' };

async function firstDoc(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}.`);
  const job = (await response.json()).docs?.[0];
  if (!job?.id) throw new Error(`GET ${url} returned no job to audit.`);
  return job;
}

/** The demo startup manager's session cookie, as the browser holds it after signing in. */
export async function managerCookie(baseUrl) {
  const first = await fetch(`${baseUrl}/api/health`);
  const csrf = first.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).find((pair) => pair.startsWith('XSRF-TOKEN='));
  const response = await fetch(`${baseUrl}/api/users/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: csrf ?? '', 'x-xsrf-token': csrf?.split('=')[1] ?? '' },
    body: JSON.stringify(DEMO_MANAGER),
  });
  if (!response.ok) throw new Error(`Signing in the demo manager answered ${response.status}.`);
  return [csrf, ...response.headers.getSetCookie().map((cookie) => cookie.split(';')[0])].filter(Boolean).join('; ');
}

/**
 * Every page kind of the product on the server at `baseUrl` (port `port`): `{ page, url, headers }`,
 * `page` the kind's name. Careers sites and feeds are on their own hosts (`*.localhost` reaches
 * loopback in Chromium); the portal's first screen is audited with the demo manager's session.
 */
export async function pageKinds(baseUrl) {
  const { port } = new URL(baseUrl);
  const job = await firstJobPath(baseUrl);
  const careersJob = await firstDoc(`${baseUrl}/api/v2/jobs?company=${DEMO_CAREERS.company}&pageSize=1`);
  const feedJob = await firstDoc(`${baseUrl}/api/white-label-feeds/${DEMO_FEED.key}/jobs?pageSize=1`);
  const careers = `http://${DEMO_CAREERS.host}:${port}`;
  const feed = `http://${DEMO_FEED.host}:${port}`;
  return [
    { page: '/', url: `${baseUrl}/` },
    { page: '/jobs', url: `${baseUrl}/jobs` },
    { page: '/jobs/{id}', url: `${baseUrl}${job}` },
    { page: '/startups', url: `${baseUrl}/startups` },
    { page: '/startups/{key}', url: `${baseUrl}/startups/${DEMO_CAREERS.company}` },
    { page: '/pricing', url: `${baseUrl}/pricing` },
    { page: '/funding', url: `${baseUrl}/funding` },
    { page: 'careers site', url: `${careers}/` },
    { page: 'careers job', url: `${careers}/careers/jobs/${careersJob.id}` },
    { page: 'white-label feed', url: `${feed}/` },
    { page: 'feed job', url: `${feed}/whiteLabelFeed/jobs/${feedJob.id}` },
    // Signed-in pages say noindex on purpose: SEO is not their floor.
    { page: '/client/startups/{key}', url: `${baseUrl}/client/startups/${DEMO_CAREERS.company}`, headers: { cookie: await managerCookie(baseUrl) }, noindex: true },
  ];
}

/** One GET on the server at `baseUrl` with the page's Host; resolves with the body's text. */
function getOnHost(baseUrl, host, pathAndQuery, headers) {
  const server = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.get({ host: server.hostname, port: server.port, path: pathAndQuery, headers: { ...headers, host } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
    request.on('error', reject);
  });
}

/**
 * Asks the server for a page once, and for the pictures it names, on its own host (Node does not
 * resolve `*.localhost`, so the requests go to the server's address with the page's Host): the
 * first page of each kind on a new server loads that kind's remote server build and code, and the
 * first request for a picture size converts it, which is not a visitor's figure.
 */
export async function warmUp(baseUrl, url, headers = {}) {
  const page = new URL(url);
  const html = await getOnHost(baseUrl, page.host, `${page.pathname}${page.search}`, headers);
  const pictures = new Set();
  for (const [, src] of html.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)) pictures.add(src);
  for (const [, srcSet] of html.matchAll(/\ssrc[sS]et="([^"]+)"/g)) {
    for (const candidate of srcSet.split(',')) pictures.add(candidate.trim().split(/\s+/)[0]);
  }
  for (const picture of pictures) {
    const address = new URL(picture.replaceAll('&amp;', '&'), page);
    if (address.host === page.host) await getOnHost(baseUrl, page.host, `${address.pathname}${address.search}`, {});
  }
}

/**
 * One Lighthouse run of a page in the Chromium listening on `port`, with Lighthouse's defaults: the
 * mobile preset (a job site lives on a phone). `flags` adds Lighthouse flags (more trace categories).
 */
export function audit(lighthouse, port, url, categories = CATEGORIES, flags = {}) {
  return lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: categories, ...flags });
}

/**
 * Puts a session's cookies (a Cookie header's pairs, e.g. managerCookie's) into the cookie jar of
 * the Chromium listening on `port` for `baseUrl`, as a browser keeps them after signing in (the
 * session's HttpOnly). A Cookie header sent with each request instead would disagree with the jar
 * the page's scripts read (document.cookie, the XSRF token), once an earlier audit of the same
 * origin has filled it.
 */
export async function signInBrowser(port, baseUrl, cookieHeader) {
  const puppeteer = await import('puppeteer-core');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const pairs = cookieHeader.split('; ').map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]);
    const page = await browser.newPage();
    await page.setCookie(...pairs.map(([name, value]) => ({ name, value, url: baseUrl, httpOnly: name !== 'XSRF-TOKEN', sameSite: 'Lax' })));
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/**
 * Audits every page kind (pageKinds) `runs` times each; resolves with one row per page holding the
 * median score (0 to 100) per category, the median LCP and TBT (ms) and CLS, and whether the
 * floor and the vitals aims are met.
 */
export async function benchLighthouse({ port = 4260, runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3), log = console.log } = {}) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nordhub-bench-lighthouse-'));
  let server;
  let chrome;
  try {
    server = await startBuiltServer({ port, dataDir });
    const baseUrl = server.url;
    const pages = await pageKinds(baseUrl);
    for (const { url, headers } of pages) await warmUp(baseUrl, url, headers);
    chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
    const rows = [];
    for (const { page, url, headers, noindex } of pages) {
      const scores = Object.fromEntries([...CATEGORIES, ...Object.keys(VITALS)].map((figure) => [figure, []]));
      // The signed-in page is audited in a browser holding its session, with no headers of the bench's own.
      const signedIn = Boolean(headers?.cookie);
      if (signedIn) await signInBrowser(chrome.port, baseUrl, headers.cookie);
      for (let round = 0; round < runs; round += 1) {
        const result = await audit(lighthouse, chrome.port, url, CATEGORIES, headers && !signedIn ? { extraHeaders: headers } : {});
        for (const category of CATEGORIES) scores[category].push(Math.round((result.lhr.categories[category]?.score ?? 0) * 100));
        for (const [figure, audit] of Object.entries(VITALS)) scores[figure].push(result.lhr.audits[audit]?.numericValue ?? Number.NaN);
        if (round === 0) {
          const failing = Object.values(result.lhr.audits)
            .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
            .map((audit) => audit.id);
          if (failing.length) log(`  ${page}: audits not passed: ${failing.join(', ')}`);
        }
      }
      const row = { page, ...Object.fromEntries(Object.entries(scores).map(([figure, values]) => [figure, median(values)])) };
      row.meetsFloor = [...FLOORED].every((category) => (noindex && category === 'seo') || row[category] >= LIGHTHOUSE_FLOOR);
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
