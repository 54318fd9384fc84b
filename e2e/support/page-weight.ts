import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { appRunsDrawnPage } from './first-paint';

/** Where a script or style came from: the shell, a remote, or a shared package (react, the router…). */
export type PagePart = 'shell' | 'shared' | 'mfe-public' | 'mfe-client-portal' | 'mfe-careers' | 'mfe-whitelabel' | 'other';

export type Weight = { bytes: number; requests: number };

/** A first visit's network cost as the browser received it (bytes as served: compressed). */
export type PageWeight = {
  page: string;
  requests: number;
  js: Weight;
  css: Weight;
  jsByPart: Partial<Record<PagePart, Weight>>;
  /** Milliseconds from navigation start until the first `h1` with text was in the document; null: none appeared. */
  loadMs: number | null;
  /** Paths of the federation's manifests and remote entries requested (none in the monolithic build). */
  federationFiles: string[];
  /** Every script as served, by path: where to look when a part grows. */
  scripts: { pathname: string; bytes: number }[];
  /** The page's API calls (`GET /api/session`), not its images and files: none where the server drew the page with its answers. */
  apiCalls: string[];
};

/** The page's own clock: when an h1 with text first joins the document (a MutationObserver from the start). */
function recordFirstHeading() {
  const observer = new MutationObserver(() => {
    if (document.querySelector('h1')?.textContent?.trim()) {
      (window as { nordhubFirstHeadingAt?: number }).nordhubFirstHeadingAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

const isFederationFile = (pathname: string) => /\/(mf-manifest\.json|remoteEntry\.js)$/.test(pathname);

const root = path.resolve(__dirname, '../..');
const remotes = ['mfe-public', 'mfe-client-portal', 'mfe-careers', 'mfe-whitelabel'] as const;

/** The chunk files of shared packages, read from each build's federation manifest. */
function sharedChunks(): Set<string> {
  const files = new Set<string>();
  for (const [project, prefix] of [['shell', '/'], ...remotes.map((remote) => [remote, `/remotes/${remote}/`])] as const) {
    const manifest = JSON.parse(readFileSync(path.join(root, project, 'dist', 'mf-manifest.json'), 'utf8')) as {
      shared: { assets: { js: { sync: string[]; async: string[] }; css: { sync: string[]; async: string[] } } }[];
    };
    for (const { assets } of manifest.shared) {
      for (const file of [...assets.js.sync, ...assets.js.async, ...assets.css.sync, ...assets.css.async]) files.add(`${prefix}${file}`);
    }
  }
  return files;
}

function partOf(pathname: string, shared: Set<string>): PagePart {
  if (shared.has(pathname)) return 'shared';
  const remote = remotes.find((name) => pathname.startsWith(`/remotes/${name}/`));
  if (remote) return remote;
  return /^\/[^/]+\.(js|css)$/.test(pathname) ? 'shell' : 'other';
}

const add = (weight: Weight | undefined, bytes: number): Weight => ({ bytes: (weight?.bytes ?? 0) + bytes, requests: (weight?.requests ?? 0) + 1 });

/**
 * Opens `url` in `page` (a fresh context: nothing cached) and sums what arrived until the network
 * was quiet: every request, and the scripts and style sheets by the part of the product they
 * belong to. `ready` waits for the page's own content, so lazy chunks it needs are counted. The load
 * time is read from the page's clock (navigation start to the first h1), not from the test's
 * polling; it is a figure for the bench, never asserted.
 */
export async function measureFirstVisit(page: Page, url: string, ready: (page: Page) => Promise<void>): Promise<PageWeight> {
  const shared = sharedChunks();
  const received: Promise<{ type: string; method: string; pathname: string; bytes: number } | null>[] = [];
  await page.addInitScript(recordFirstHeading);
  // A request finishing after the count (or the context closing first) is no longer asked about:
  // an unanswered sizes() would otherwise fail the test that opens the next visit.
  const onFinished = (request: Request) => {
    received.push(
      request.sizes().then(
        (sizes) => ({ type: request.resourceType(), method: request.method(), pathname: new URL(request.url()).pathname, bytes: sizes.responseBodySize }),
        () => null,
      ),
    );
  };
  page.on('requestfinished', onFinished);
  await page.goto(url);
  await ready(page);
  // A drawn page shows its heading before any script: wait for the app to run it, or a stalled
  // moment of the machine let the network go idle between the entry and its chunks (a monolithic
  // /jobs once counted 3.5 KB, its entry alone).
  await appRunsDrawnPage(page);
  await page.waitForLoadState('networkidle');
  const loadMs = await page.evaluate(() => (window as { nordhubFirstHeadingAt?: number }).nordhubFirstHeadingAt ?? null);
  const weight: PageWeight = { page: url, requests: 0, js: { bytes: 0, requests: 0 }, css: { bytes: 0, requests: 0 }, jsByPart: {}, loadMs, federationFiles: [], scripts: [], apiCalls: [] };
  page.off('requestfinished', onFinished);
  for (const finished of await Promise.all(received)) {
    if (!finished) continue;
    const { type, method, pathname, bytes } = finished;
    weight.requests += 1;
    if (pathname.startsWith('/api/') && !/^\/api\/(files|images)\//.test(pathname)) weight.apiCalls.push(`${method} ${pathname}`);
    if (isFederationFile(pathname)) weight.federationFiles.push(pathname);
    if (type === 'script') {
      weight.js = add(weight.js, bytes);
      weight.scripts.push({ pathname, bytes });
      const part = partOf(pathname, shared);
      weight.jsByPart[part] = add(weight.jsByPart[part], bytes);
    } else if (type === 'stylesheet') weight.css = add(weight.css, bytes);
  }
  return weight;
}
