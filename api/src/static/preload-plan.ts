import { stat, readFile } from 'node:fs/promises';
import path from 'node:path';
import { remoteForPath, type RemoteName, type RuntimeConfig } from '@nordhub/contracts';
import { classifyHost } from '@nordhub/domain';
import { escapeHtml, unescapeHtml } from '../html';
import { remoteDirs } from './runtime-config';
import type { AppConfig } from '../config';

// Without preloads a first visit is a waterfall: the page names /main.js, which asks for the
// runtime config and the bootstrap chunks, which mount the remote, which asks for its manifest,
// then its entry and exposed chunks. The page names all of them at once instead, so they load in
// parallel with main.js (docs/first-paint.md, "Preloads").

/** One <link rel="preload">. `crossorigin` must match the request that will use it, or the browser fetches twice. */
export interface PreloadLink {
  href: string;
  as: 'script' | 'fetch';
  /** fetch() requests are CORS requests: their preload says so. Scripts load as webpack inserts them (no crossorigin). */
  crossorigin?: 'anonymous';
  /** 'low' on a page the server drew: its scripts take the page over, they do not paint it. */
  fetchpriority?: 'low';
}

/** What the shell loads on every page: its stats' `nordhubStartup` (tools/federation/startup-assets.cjs). */
export interface ShellBuildFacts {
  startupJs: readonly string[];
}

/** What loading a remote's `./routes` needs, from its mf-manifest.json; paths relative to the manifest's folder. */
export interface RemoteBuildFacts {
  entry: string;
  routesJs: readonly string[];
}

export interface PlanInput {
  shell: ShellBuildFacts | null;
  /** SHELL_ASSETS_URL (no trailing slash): the shell's chunks load from there. */
  shellAssetsUrl: string | undefined;
  /** The runtime config's manifest URL of the remote serving the page, as the browser gets it. */
  manifestUrl: string | null;
  /** Its manifest's facts when this server can read them (the remote is served from /remotes/). */
  remote: RemoteBuildFacts | null;
}

const RUNTIME_CONFIG_URL = '/runtime-config.json';

/** The folder of a manifest URL, kept as written (root-relative or absolute): the remote's public path ('auto'). */
function folderOf(url: string): string {
  const cut = url.split(/[?#]/, 1)[0] ?? url;
  return cut.slice(0, cut.lastIndexOf('/') + 1);
}

/** Files under a folder URL; refuses names that would leave it (a manifest is data, not code). */
function under(folder: string, file: string): string | null {
  if (file === '' || file.startsWith('/') || file.includes('..') || /^[a-z][a-z0-9+.-]*:/i.test(file)) return null;
  return `${folder}${file}`;
}

/**
 * The preload links of a page: the runtime config, the shell's start-up chunks and, for the remote
 * serving the path, its manifest, entry and the chunks of `./routes`. Pure: the input says
 * where each file lives.
 */
export function planPreloads({ shell, shellAssetsUrl, manifestUrl, remote }: PlanInput): PreloadLink[] {
  // The shell fetches it with credentials 'same-origin': crossorigin="anonymous" is that mode.
  const links: PreloadLink[] = [{ href: RUNTIME_CONFIG_URL, as: 'fetch', crossorigin: 'anonymous' }];
  const shellBase = shellAssetsUrl ? `${shellAssetsUrl}/` : '/';
  for (const file of shell?.startupJs ?? []) {
    const href = under(shellBase, file);
    if (href) links.push({ href, as: 'script' });
  }
  if (manifestUrl) {
    // The federation runtime fetch()es the manifest (CORS, same-origin credentials) wherever it is.
    links.push({ href: manifestUrl, as: 'fetch', crossorigin: 'anonymous' });
    const folder = folderOf(manifestUrl);
    for (const file of remote ? [remote.entry, ...remote.routesJs] : []) {
      const href = under(folder, file);
      if (href) links.push({ href, as: 'script' });
    }
  }
  return links;
}

/**
 * The links of a page the server drew (first-paint.ts): the visitor reads it before any script
 * runs, so its scripts load at low priority rather than as render-blocking ones (Chromium gives a
 * preloaded script high priority, and Lighthouse's simulated load then counted all 30 files before
 * the first paint: FCP 0.7 s measured, 2.0 to 2.4 s simulated on `/jobs`). The fetches for data
 * keep theirs: the runtime config is the start-up's first step.
 */
export function forDrawnPage(links: readonly PreloadLink[]): PreloadLink[] {
  return links.map((link) => (link.as === 'script' ? { ...link, fetchpriority: 'low' } : link));
}

export function preloadTags(links: readonly PreloadLink[]): string {
  return links
    .map(({ href, as, crossorigin, fetchpriority }) =>
      `<link rel="preload" href="${escapeHtml(href)}" as="${as}"${crossorigin ? ` crossorigin="${crossorigin}"` : ''}${fetchpriority ? ` fetchpriority="${fetchpriority}"` : ''}>`,
    )
    .join('');
}

/**
 * How long after its parse a drawn page starts loading the app at the latest: in a hidden tab (it
 * renders no frames), or while its first screen's pictures are still on their way. Long enough
 * that a busy browser's first frame of a long drawn page comes first (on the 2-core test machine
 * under load it took over 250 ms, and the entry then started before the paint).
 */
const START_AT_THE_LATEST_MS = 1000;

/** A preload link as the loader inserts it: the tag's attributes, named as the DOM names them. */
const asDomLink = ({ href, as, crossorigin, fetchpriority }: PreloadLink) => ({
  href,
  as,
  ...(crossorigin ? { crossOrigin: crossorigin } : {}),
  ...(fetchpriority ? { fetchPriority: fetchpriority } : {}),
});

/**
 * A page the server drew, with the app's loading started once the browser has painted it. The
 * visitor reads a drawn page before any script runs, so nothing of the app may delay or compete
 * with that paint: a deferred script runs in the very task that ends the parse, before the browser
 * paints what that task parsed (the page's lower half, the job search form, a job's text, would
 * wait for main.js to evaluate), and a preload named in <head> downloads before the paint (on a
 * fast connection it is done before it, and Lighthouse's simulated slow load then counts every
 * such file as needed for the first and largest paints). So the entry's tag and the page's
 * preloads leave the markup, and a script at the end of <body> inserts them (the preloads first,
 * then the entry) once the pictures the page loads at once (not `loading="lazy"`: its first
 * screen's, often its largest paint) are in, after the second frame from then, the first one being
 * painted by then; or after START_AT_THE_LATEST_MS, whatever is still loading, and in a tab that
 * is not shown (it renders no frame). The page's load event
 * can then come before main.js runs, so a click right after it would reach the drawn page before
 * the app holds clicks: `clickHoldScript` (the renderer's, shell/src/held-clicks.ts) starts that
 * hold at the end of <head>, before anything is painted. Both scripts carry the answer's CSP
 * nonce. A hold script that could end its <script> early is not inlined, and the page then keeps
 * its entry as built, with the preloads in <head>.
 */
export function withEntryAfterFirstPaint(
  html: string,
  { nonce, clickHoldScript, preloads }: { nonce: string; clickHoldScript: string; preloads: readonly PreloadLink[] },
): string {
  const asBuilt = () => withPreloads(html, preloads);
  if (/<\/script|<!--/i.test(clickHoldScript) || !/<\/head>/i.test(html)) return asBuilt();
  const entries: string[] = [];
  const withoutEntries = html.replace(/<script defer(?:="defer")? src="([^"]+)"><\/script>/g, (_tag, src: string) => {
    entries.push(src);
    return '';
  });
  if (entries.length === 0) return asBuilt();
  const nonceAttribute = `nonce="${escapeHtml(nonce)}"`;
  // As script literals: the attributes' text unescaped, and no "</script>" inside them.
  const literal = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');
  const sources = literal(entries.map(unescapeHtml));
  const links = literal(preloads.map(asDomLink));
  const loader =
    `<script ${nonceAttribute}>(function(){var started=false;var run=function(){if(started)return;started=true;` +
    `${links}.forEach(function(attributes){var link=document.createElement('link');link.rel='preload';Object.assign(link,attributes);document.head.appendChild(link)});` +
    `${sources}.forEach(function(src){var script=document.createElement('script');script.src=src;script.async=false;document.head.appendChild(script)})};` +
    `var afterFrame=function(next){requestAnimationFrame(function(){setTimeout(next)})};` +
    `var pictures=[].filter.call(document.images,function(image){return !image.complete&&image.loading!=='lazy'});` +
    `var afterPictures=function(next){var left=pictures.length;if(left===0)return next();var loaded=function(){left-=1;if(left===0)next()};` +
    `pictures.forEach(function(image){image.addEventListener('load',loaded,{once:true});image.addEventListener('error',loaded,{once:true})})};` +
    `afterPictures(function(){afterFrame(function(){afterFrame(run)})});setTimeout(run,${START_AT_THE_LATEST_MS})})()</script>`;
  const held = withoutEntries.replace(/<\/head>/i, () => `<script ${nonceAttribute}>${clickHoldScript}</script></head>`);
  return /<\/body>/i.test(held) ? held.replace(/<\/body>/i, () => `${loader}</body>`) : `${held}${loader}`;
}

/** The page with its preloads at the end of <head> (after main.js's tag, which the parser finds first). */
export function withPreloads(html: string, links: readonly PreloadLink[]): string {
  if (links.length === 0) return html;
  const tags = preloadTags(links);
  // Replacement functions: a '$' in a URL stays text.
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, () => `${tags}</head>`);
  return html.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}${tags}`);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The shell's mf-stats.json -> its start-up files; null when the build has none (an older build). */
export function shellFactsFromStats(stats: unknown): ShellBuildFacts | null {
  if (!isObject(stats) || !isObject(stats.nordhubStartup) || !isStringArray(stats.nordhubStartup.js)) return null;
  return { startupJs: stats.nordhubStartup.js };
}

/** A remote's mf-manifest.json -> its entry and the sync chunks of `./routes` (async ones are per page). */
export function remoteFactsFromManifest(manifest: unknown): RemoteBuildFacts | null {
  if (!isObject(manifest) || !isObject(manifest.metaData) || !isObject(manifest.metaData.remoteEntry)) return null;
  // Files are relative to the manifest's folder only with publicPath 'auto' (tools/federation builds so).
  if (manifest.metaData.publicPath !== undefined && manifest.metaData.publicPath !== 'auto') return null;
  const { name, path: entryPath } = manifest.metaData.remoteEntry;
  if (typeof name !== 'string' || name === '' || (entryPath !== undefined && typeof entryPath !== 'string')) return null;
  const routes = Array.isArray(manifest.exposes)
    ? manifest.exposes.find((expose) => isObject(expose) && (expose.path === './routes' || expose.name === 'routes'))
    : undefined;
  const sync = isObject(routes) && isObject(routes.assets) && isObject(routes.assets.js) ? routes.assets.js.sync : [];
  return {
    entry: entryPath ? `${entryPath.replace(/\/+$/, '')}/${name}` : name,
    routesJs: isStringArray(sync) ? sync : [],
  };
}

/**
 * A JSON build file read once per build: re-read only when its modification time or size
 * changes (a new build or deploy), never per request. A missing or broken file is null.
 */
export class BuildFileCache<T> {
  private readonly entries = new Map<string, { version: string; value: T | null }>();

  constructor(private readonly parse: (json: unknown) => T | null) {}

  async read(file: string): Promise<T | null> {
    let version: string;
    try {
      const info = await stat(file);
      version = `${info.mtimeMs}:${info.size}`;
    } catch {
      this.entries.delete(file);
      return null;
    }
    const cached = this.entries.get(file);
    if (cached?.version === version) return cached.value;
    let value: T | null;
    try {
      value = this.parse(JSON.parse(await readFile(file, 'utf8')));
    } catch {
      value = null;
    }
    this.entries.set(file, { version, value });
    return value;
  }
}

/** `/remotes/<dir>/mf-manifest.json` served by this server -> its file; null for other origins and paths. */
export function localManifestFile(staticRoot: string, manifestUrl: string): string | null {
  const match = /^\/remotes\/([^/?#]+)\/mf-manifest\.json$/.exec(manifestUrl);
  const dir = match?.[1];
  if (!dir || !(Object.values(remoteDirs) as string[]).includes(dir)) return null;
  return path.join(staticRoot, dir, 'dist', 'mf-manifest.json');
}

export interface PagePreloadRequest {
  hostname: string;
  urlPath: string;
  /** null when the runtime config cannot be read (the page then preloads the shell only). */
  runtimeConfig: RuntimeConfig | null;
}

/**
 * The server's planner: build facts cached per build (BuildFileCache), the remote chosen per page
 * by the host kind and path with the shell's own table (contracts' remoteForPath). A remote on
 * another origin gets its manifest preloaded; its entry and chunks are named in that manifest,
 * which this server does not read.
 */
export function createPreloadPlanner(options: { staticRoot: string; shellDist: AppConfig['shellDist']; shellAssetsUrl: string | undefined }) {
  const shellStats = new BuildFileCache(shellFactsFromStats);
  const manifests = new BuildFileCache(remoteFactsFromManifest);
  const shellStatsFile = path.join(options.staticRoot, ...options.shellDist.split('/'), 'mf-stats.json');
  // The monolithic build (SHELL_BUILD, the bench's federation-cost comparison) loads no remote.
  const federated = options.shellDist === 'shell/dist';

  return async function preloadsFor({ hostname, urlPath, runtimeConfig }: PagePreloadRequest): Promise<PreloadLink[]> {
    const shell = await shellStats.read(shellStatsFile);
    let remoteName: RemoteName | null = null;
    if (runtimeConfig && federated) remoteName = remoteForPath(classifyHost(hostname, runtimeConfig.hosts), urlPath);
    const manifestUrl = remoteName && runtimeConfig ? runtimeConfig.remotes[remoteName] : null;
    const manifestFile = manifestUrl ? localManifestFile(options.staticRoot, manifestUrl) : null;
    const remote = manifestFile ? await manifests.read(manifestFile) : null;
    return planPreloads({ shell, shellAssetsUrl: options.shellAssetsUrl, manifestUrl, remote });
  };
}
