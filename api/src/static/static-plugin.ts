import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { errorCodes, type FirstPaintApiRead, type PageData, type RuntimeConfig } from '@nordhub/contracts';
import type { AppConfig } from '../config';
import { HttpError } from '../http-errors';
import { isApiPath, notFoundBody } from '../plugins/error-handler';
import { sessionCookieName } from '../plugins/session';
import { cacheControlFor, NO_CACHE, PRIVATE_NO_CACHE } from './cache-policy';
import { createFirstPaint, withFirstPaint } from './first-paint';
import { createPreloadPlanner, forDrawnPage, withEntryAfterFirstPaint, withPreloads } from './preload-plan';
import { withShellAssetsFrom } from './shell-assets';
import { currentRuntimeConfig, remoteDirs, RuntimeConfigFileError } from './runtime-config';
import { cachePolicy } from '../plugins/cache-policy';

/**
 * Rewrites index.html for a client-side route (the server-rendered SEO head, modules/operations/seo) and
 * says the page's status; null serves index.html as built. `firstPaint` is the page data of a
 * page the server may draw before the scripts run (first-paint.ts), on any host kind.
 */
export type ShellRenderer = (
  request: FastifyRequest,
  urlPath: string,
  indexHtml: () => Promise<string>,
) => Promise<{ status: number; html: string; firstPaint?: PageData } | null>;

export interface StaticPluginOptions {
  config: AppConfig;
  renderShell?: ShellRenderer;
}

const remoteDirNames = new Set<string>(Object.values(remoteDirs));

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

async function isDirectory(dir: string): Promise<boolean> {
  try {
    return (await stat(dir)).isDirectory();
  } catch {
    return false;
  }
}

/** Resolves a URL path inside `root`; null when it would leave it (../ tricks) or is malformed. */
function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

/**
 * Request headers a first paint's API read does not take from the page's request: what describes
 * the page's own body, transfer and cached copy (an If-None-Match would answer 304 with no body).
 */
const unforwardedHeaders = new Set([
  'accept',
  'accept-encoding',
  'connection',
  'content-length',
  'content-type',
  'if-match',
  'if-modified-since',
  'if-none-match',
  'if-range',
  'if-unmodified-since',
  'range',
  'transfer-encoding',
  'upgrade',
]);

function missingBuild(reply: FastifyReply, what: string, dir: string) {
  return reply
    .code(503)
    .header('cache-control', cachePolicy.noStore)
    .type('text/plain; charset=utf-8')
    .send(
      `Nordhub: the ${what} has not been built yet (${dir} is missing).\n` +
        'Run `npm run build` (or `npm start`, which builds first), then reload this page.\n',
    );
}

function sendStatic(reply: FastifyReply, root: string, file: string, cacheControl: string) {
  reply.header('cache-control', cacheControl);
  return reply.sendFile(path.relative(root, file), root, { cacheControl: false });
}

/**
 * Serves the product on the same origin as the API: /runtime-config.json, each remote's build
 * under /remotes/<dir>/ (with CORS, so remotes may also be loaded cross-origin), and the shell's
 * build at / with the SPA fallback to index.html. Needs @fastify/static's reply.sendFile (app.ts).
 */
export const staticPlugin: FastifyPluginAsync<StaticPluginOptions> = async (app, { config, renderShell }) => {
  const shellDist = path.join(config.staticRoot, ...config.shellDist.split('/'));
  const preloadsFor = createPreloadPlanner({ staticRoot: config.staticRoot, shellDist: config.shellDist, shellAssetsUrl: config.shellAssetsUrl });
  const firstPaint = createFirstPaint({ staticRoot: config.staticRoot, log: app.log });

  /**
   * The API as the page's visitor reads it, in this process (no network): their cookies, language
   * and forwarded country, not their caching or compression headers. What a read does to their
   * session cookie (a refreshed expiry, an ended session cleared) goes out with the page: the
   * browser makes no read of its own that would carry it.
   */
  const readApiAs =
    (request: FastifyRequest, reply: FastifyReply): FirstPaintApiRead =>
    async (apiPath) => {
      if (!isApiPath(apiPath.split('?')[0] ?? '')) return { status: 404, body: '' };
      const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !unforwardedHeaders.has(name)));
      const answer = await app.inject({ method: 'GET', url: apiPath, headers: { ...headers, accept: 'application/json' } });
      const setCookies = answer.headers['set-cookie'] ?? [];
      for (const cookie of Array.isArray(setCookies) ? setCookies : [setCookies]) {
        if (cookie.startsWith(`${sessionCookieName}=`)) reply.header('set-cookie', cookie);
      }
      return { status: answer.statusCode, body: answer.body };
    };

  /**
   * Where this server answers on its own machine, for the remotes' server builds of a runtime config
   * whose manifests are on this server (`/remotes/...`): its listening address, not the visitor's
   * host, which may be a proxy or CDN in front of it. Before it listens (a test's inject), the page's own origin.
   */
  const ownBaseUrl = (request: FastifyRequest): string => {
    const address = app.server.address();
    if (address && typeof address === 'object') {
      const host = address.address === '::' || address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
      return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}/`;
    }
    return `${request.protocol}://${request.host}/`;
  };

  /** The page with its first paint in #root when the renderer draws it; null when it does not. */
  const withFirstPaintOf = async (request: FastifyRequest, reply: FastifyReply, html: string, pageData: PageData, runtimeConfig: RuntimeConfig | null) => {
    if (!runtimeConfig) return null;
    const started = performance.now();
    const drawn = await firstPaint({
      url: `${request.protocol}://${request.host}${request.url}`,
      runtimeConfig,
      pageData,
      cookie: request.headers.cookie ?? '',
      readApi: readApiAs(request, reply),
      remotesBaseUrl: ownBaseUrl(request),
    });
    // The drawing's time (its API reads included), for `npm run bench -- first-paint` and the browser's devtools.
    reply.header('server-timing', `first-paint;dur=${(performance.now() - started).toFixed(1)}`);
    return drawn === null ? null : { html: withFirstPaint(html, drawn), clickHoldScript: drawn.clickHoldScript, answersVisitor: drawn.queries.length > 0 };
  };

  app.get('/runtime-config.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', NO_CACHE);
    try {
      return await currentRuntimeConfig(config);
    } catch (error) {
      // An operator's mistake, reported as such (the shell shows it instead of a blank page).
      if (error instanceof RuntimeConfigFileError) throw new HttpError(500, errorCodes.E_INTERNAL, error.message);
      throw error;
    }
  });

  app.get<{ Params: { dir: string; '*': string } }>('/remotes/:dir/*', { schema: { hide: true } }, async (request, reply) => {
    const { dir } = request.params;
    reply.header('access-control-allow-origin', '*');
    if (!remoteDirNames.has(dir)) return reply.code(404).send(notFoundBody(request));
    const root = path.join(config.staticRoot, dir, 'dist');
    if (!(await isDirectory(root))) return missingBuild(reply, `remote ${dir}`, `${dir}/dist`);
    const file = resolveInside(root, request.params['*']);
    if (!file || !(await isFile(file))) return reply.code(404).send(notFoundBody(request));
    return sendStatic(reply, root, file, cacheControlFor(file));
  });

  const shellHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (isApiPath(urlPath)) return reply.code(404).send(notFoundBody(request));
    if (!(await isDirectory(shellDist))) return missingBuild(reply, 'shell', config.shellDist);
    const index = path.join(shellDist, 'index.html');
    const file = resolveInside(shellDist, urlPath);
    if (file && file !== shellDist && file !== index && (await isFile(file))) return sendStatic(reply, shellDist, file, cacheControlFor(file));
    // Client-side routes (/jobs/123, /client/startups/acme) have no file: the shell renders them.
    // A path with a file extension is a file request: a missing file is a 404, not the page.
    if (file !== index && path.posix.extname(urlPath) !== '') return reply.code(404).send(notFoundBody(request));
    if (!(await isFile(index))) return missingBuild(reply, 'shell', `${config.shellDist}/index.html`);
    // The bundle on a static origin (SHELL_ASSETS_URL): the page as rewritten, not the file as built;
    // with the preloads of this host's remote for this path (preload-plan.ts).
    // Read once for the page's preloads and its first paint. A broken RUNTIME_CONFIG_FILE: the
    // shell's own preloads only and no first paint (the shell's request for the config reports it).
    const runtimeConfig = await currentRuntimeConfig(config).catch(() => null);
    const preloads = await preloadsFor({ hostname: request.hostname, urlPath, runtimeConfig });
    const readIndex = async () => withShellAssetsFrom(await readFile(index, 'utf8'), config.shellAssetsUrl);
    const rendered = file === index || !renderShell ? null : await renderShell(request, urlPath, readIndex);
    // Always a full answer, never a 304 from an ETag: the page's Content-Security-Policy (its nonce,
    // the remote origins of the runtime config) is made per answer, and a 304 would keep the old one.
    reply.code(rendered?.status ?? 200).header('cache-control', NO_CACHE).type('text/html; charset=utf-8');
    if (!rendered) return reply.send(withPreloads(await readIndex(), preloads));
    const drawn = rendered.firstPaint && rendered.status === 200 ? await withFirstPaintOf(request, reply, rendered.html, rendered.firstPaint, runtimeConfig) : null;
    if (drawn === null) return reply.send(withPreloads(rendered.html, preloads));
    if (drawn.answersVisitor) reply.header('cache-control', PRIVATE_NO_CACHE);
    return reply.send(withEntryAfterFirstPaint(drawn.html, { nonce: request.cspNonce, clickHoldScript: drawn.clickHoldScript, preloads: forDrawnPage(preloads) }));
  };
  app.get('/', { schema: { hide: true } }, shellHandler);
  app.get('/*', { schema: { hide: true } }, shellHandler);
};
