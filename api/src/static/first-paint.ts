import { stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  appRootId,
  firstPaintAttribute,
  type FirstPaintInput,
  type FirstPaintQuery,
  type FirstPaintRemoteFailure,
  type FirstPaintRenderer,
  firstPaintQueriesElementId,
  firstPaintReleaseElementId,
  type RuntimeConfig,
} from '@nordhub/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { jsonForScript } from '../modules/operations/seo';

/** Where `npm run build` writes the renderer (tools/federation/webpack-first-paint.cjs), under the static root. */
export const firstPaintBundle = path.join('shell', 'dist-first-paint', 'first-paint.cjs');

/**
 * How long a page waits for its first paint before it is served without one (the browser then
 * draws it as before). A render takes a few milliseconds; this only guards against a stuck one.
 */
export const FIRST_PAINT_TIMEOUT_MS = 1_000;

/**
 * How long a page waits for the server build of its remote when the release is new to this
 * process (its first page after a start or a release) before it is served without a first paint;
 * the build goes on loading for the pages after it. Not part of the render's time limit.
 */
export const REMOTE_BUILD_WAIT_MS = 5_000;

/** Whether `work` settled within `ms` (its failure is the renderer's to report, as a fallback). */
async function within(work: Promise<void>, ms: number): Promise<boolean> {
  const timer = new AbortController();
  const late = sleep(ms, false, { signal: timer.signal }).catch(() => false);
  try {
    return await Promise.race([work.then(() => true, () => true), late]);
  } finally {
    timer.abort();
  }
}

/**
 * A page's first paint: the markup for inside #root, its style elements for <head>, the queries it
 * was drawn from, and the script that holds its clicks until the app runs it.
 */
export type DrawnPage = { markup: string; styles: string; queries: FirstPaintQuery[]; clickHoldScript: string; remotes: RuntimeConfig['remotes'] };

export type FirstPaint = (input: Omit<FirstPaintInput, 'signal'>) => Promise<DrawnPage | null>;

function isRenderer(value: { renderFirstPaint?: unknown; clickHoldScript?: unknown } | undefined): value is FirstPaintRenderer {
  return typeof value?.renderFirstPaint === 'function' && typeof value.clickHoldScript === 'string';
}

async function loadRenderer(file: string): Promise<FirstPaintRenderer | null> {
  try {
    if (!(await stat(file)).isFile()) return null;
  } catch {
    // Not built (a development server, an API-only deploy): pages are served without a first paint.
    return null;
  }
  const module: unknown = await import(pathToFileURL(file).href);
  const exports = (module as { default?: { renderFirstPaint?: unknown; clickHoldScript?: unknown } }).default;
  if (!isRenderer(exports)) throw new Error(`${file} does not export renderFirstPaint and clickHoldScript`);
  return exports;
}

/**
 * The server's first paint of a page (the job is visible before any script runs): the
 * shell's renderer, loaded once from the build, with a time limit. Resolves null when there is
 * no renderer, it fails or it is late, so a page is never worse than without it.
 */
export function createFirstPaint({
  staticRoot,
  log,
  timeoutMs = FIRST_PAINT_TIMEOUT_MS,
  remoteBuildWaitMs = REMOTE_BUILD_WAIT_MS,
}: {
  staticRoot: string;
  log: FastifyBaseLogger;
  timeoutMs?: number;
  remoteBuildWaitMs?: number;
}): FirstPaint {
  let renderer: Promise<FirstPaintRenderer | null> | null = null;
  // A remote's server build that fails is logged once per release, not with every page.
  let loggedRelease = '';
  const loggedRemotes = new Set<string>();
  const logFailures = (releaseId: string, failures: FirstPaintRemoteFailure[]) => {
    if (releaseId !== loggedRelease) {
      loggedRelease = releaseId;
      loggedRemotes.clear();
    }
    for (const { remote, error } of failures) {
      if (loggedRemotes.has(remote)) continue;
      loggedRemotes.add(remote);
      log.error({ remote, release: releaseId, err: error }, `The server build of ${remote} could not draw its pages; they are drawn with its fallback and the browser renders them`);
    }
  };
  return async (input) => {
    renderer ??= loadRenderer(path.join(staticRoot, firstPaintBundle)).catch((error: unknown) => {
      log.error({ err: error }, 'The first-paint renderer could not be loaded; pages are served without it');
      return null;
    });
    const loaded = await renderer;
    if (!loaded) return null;
    if (loaded.prepareFirstPaint && !(await within(loaded.prepareFirstPaint(input), remoteBuildWaitMs))) {
      log.warn({ url: input.url }, "The remote's server build is still loading; the page is served without a first paint");
      return null;
    }
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const { markup, styles, queries, releaseId, remoteFailures } = await loaded.renderFirstPaint({ ...input, signal });
      logFailures(releaseId, remoteFailures);
      return { markup, styles, queries, clickHoldScript: loaded.clickHoldScript, remotes: input.runtimeConfig.remotes };
    } catch (error) {
      log.warn({ err: error, url: input.url }, 'First paint failed; the page is served without it');
      return null;
    }
  };
}

const emptyRoot = `<div id="${appRootId}"></div>`;

/**
 * index.html with `markup` inside #root, marked for the shell to hydrate, its `styles` at the end
 * of <head>, the queries it was drawn from beside #root as inert JSON (the API client starts its
 * cache with them), and the remotes' manifests it was drawn with (the shell loads those);
 * unchanged without a #root to fill.
 */
export function withFirstPaint(html: string, { markup, styles, queries, remotes }: Pick<DrawnPage, 'markup' | 'styles' | 'queries' | 'remotes'>): string {
  if (!html.includes(emptyRoot)) return html;
  const answers = queries.length > 0 ? `<script type="application/json" id="${firstPaintQueriesElementId}">${jsonForScript(queries)}</script>` : '';
  const release = `<script type="application/json" id="${firstPaintReleaseElementId}">${jsonForScript({ remotes })}</script>`;
  // Replacement functions, never strings: a '$&' in a job's text must stay text.
  return html.replace('</head>', () => `${styles}</head>`).replace(emptyRoot, () => `<div id="${appRootId}" ${firstPaintAttribute}>${markup}</div>${answers}${release}`);
}
