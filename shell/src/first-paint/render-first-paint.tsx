// Runs in the API server (Node.js), never in the browser: tools/federation/webpack-first-paint.cjs
// builds this file, the shell's layout, providers and routing, into
// shell/dist-first-paint/first-paint.cjs, which api/src/static/first-paint.ts loads. The remotes'
// pages come from their own server builds, loaded at run time (remote-releases.tsx).
import { AsyncLocalStorage } from 'node:async_hooks';
import { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { apiClient, cachedMe, createQueryClient, queryKeys } from '@nordhub/api-client';
import {
  appRootId,
  areaLeftToBrowserDigest,
  type FirstPaintApiRead,
  type FirstPaintInput,
  type FirstPaintQuery,
  type FirstPaintRemoteFailure,
  type FirstPaintRenderer,
  type PageData,
  type RemoteName,
  remoteForPath,
  type RenderFirstPaint,
  type RuntimeConfig,
} from '@nordhub/contracts';
import { classifyHost, type HostKind } from '@nordhub/domain';
import { AppProviders, createSessionStore, ServerRequestContext, startWithDrawnSession } from '@nordhub/session';
import { type Query, type QueryClient } from '@tanstack/react-query';
import { AxiosError, type AxiosResponse } from 'axios';
import { type ReactNode, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { isUnavailableRemoteModule } from '../federation/remote-module';
import { MAX_HOLD_MS, startHoldingClicks, takingOverAttribute } from '../held-clicks';
import { RemoteAreaSourceContext, type RemoteAreaSource } from '../remote-area/remote-area';
import { ShellRoutes } from '../routing/host-routes';
import { createDrawingStyleCache, headStyles } from './head-styles';
import { AreaLeftToBrowser, leftToBrowserModule, RemoteReleases, type RemoteRelease, serverManifests } from './remote-releases';

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Rounds of API reads a first paint makes: the queries of the first render, then those that
 * follow from their answers (a job's related jobs). What is still unasked after them the browser
 * asks, as it would without a first paint.
 */
const MAX_READ_ROUNDS = 3;

/** The visitor's API reads of the render in progress: the API client's requests go there, never to the network. */
const visitorReads = new AsyncLocalStorage<FirstPaintApiRead>();

apiClient.configure((instance) => {
  instance.defaults.adapter = async (config) => {
    const read = visitorReads.getStore();
    if (!read || (config.method ?? 'get').toLowerCase() !== 'get') {
      throw new AxiosError('A first paint only reads the API', AxiosError.ERR_NOT_SUPPORT, config);
    }
    const { status, body } = await read(instance.getUri(config));
    // A string, as from the network: the client's JSON parsing and error handling run as in the browser.
    const response: AxiosResponse<string> = { data: body, status, statusText: String(status), headers: {}, config, request: null };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_RESPONSE, config, null, response);
  };
});

/** What the browser's first render has before any query: the page data. A query from it is asked again when its time is 0. */
function seedPageData(queryClient: QueryClient, pageData: PageData): void {
  const cache = queryClient.getQueryCache();
  if (pageData.job && !cache.find({ queryKey: queryKeys.jobs.detail(pageData.job.id), exact: true })) {
    // The guest's view the HTML carries: asked again as this visitor (their saved flag).
    queryClient.setQueryData(queryKeys.jobs.detail(pageData.job.id), pageData.job, { updatedAt: 0 });
  }
  if (pageData.siteConfiguration) queryClient.setQueryData(queryKeys.site.configuration(), pageData.siteConfiguration);
}

/** The queries the last render asked for that the server may answer: enabled, and with no data yet (or data from the page to ask again). */
function unanswered(queryClient: QueryClient, asked: Set<string>): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (asked.has(query.queryHash) || typeof query.options.queryFn !== 'function') return false;
      const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
      if ((typeof enabled === 'function' ? enabled(query) : enabled) === false) return false;
      return query.state.data === undefined || query.state.dataUpdatedAt === 0;
    });
}

/** The remotes' server builds this process draws with: one release at a time. */
const releases = new RemoteReleases();

type Page = { url: URL; hostKind: HostKind; runtimeConfig: RuntimeConfig; cookie: string; signal: AbortSignal | undefined; areas: RemoteAreaSource };

/** The page's host kind, by the rule the browser's bootstrap follows (its hostname and the runtime config's hosts): the same routes and remote. */
const hostKindOf = (url: URL, runtimeConfig: RuntimeConfig): HostKind => classifyHost(url.hostname, runtimeConfig.hosts);

/** A drawing, the emotion cache holding its styles, and the errors its render met: inside a Suspense boundary (drawn with its fallback) or not (the page is not drawn). */
type Drawn = { html: string; styleCache: EmotionCache; errors: unknown[] };

/** React's strict mode, as in the browser, with the drawing's own emotion cache (head-styles.ts). */
function StrictDrawing({ styleCache, children }: { styleCache: EmotionCache; children: ReactNode }) {
  return (
    <CacheProvider value={styleCache}>
      <StrictMode>{children}</StrictMode>
    </CacheProvider>
  );
}

async function draw(queryClient: QueryClient, { url, hostKind, runtimeConfig, cookie, signal, areas }: Page): Promise<Drawn> {
  const { origin, pathname, search, hash } = url;
  const store = createSessionStore({ runtimeConfig });
  // Signed in, the page is drawn for them once users/me has answered, as the browser takes it over (start-app.tsx).
  startWithDrawnSession(store, cachedMe(queryClient), cookie);
  const errors: unknown[] = [];
  const styleCache = createDrawingStyleCache();
  const { prelude } = await prerenderToNodeStream(
    <StrictDrawing styleCache={styleCache}>
      <ServerRequestContext.Provider value={{ origin, cookie }}>
        <AppProviders queryClient={queryClient} store={store} runtimeConfig={runtimeConfig}>
          <StaticRouter location={{ pathname, search, hash }}>
            <RemoteAreaSourceContext.Provider value={areas}>
              <ShellRoutes hostKind={hostKind} />
            </RemoteAreaSourceContext.Provider>
          </StaticRouter>
        </AppProviders>
      </ServerRequestContext.Provider>
    </StrictDrawing>,
    {
      signal,
      // Every boundary inline, finished: larger ones would be sent as a hidden segment that an
      // inline script reveals, which the page's Content-Security-Policy (no inline scripts) stops.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // An error inside a Suspense boundary (a remote's area) leaves that boundary's fallback in
      // the markup, marked for the browser to render it itself; the digest says it was meant.
      onError: (error) => {
        errors.push(error);
        return areaLeftToBrowserDigest;
      },
    },
  );
  return { html: await readStream(prelude), styleCache, errors };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Draws the page with the release's remote, and when that remote's area fails to render, draws it
 * again with the area left to the browser (its fallback). Any other error rejects: half a page
 * would hydrate into the wrong one, so the caller serves the page without a drawing.
 */
class PageDrawing {
  readonly failures: FirstPaintRemoteFailure[] = [];
  private leftToBrowser = false;

  constructor(
    private readonly page: Omit<Page, 'areas'>,
    private readonly release: RemoteRelease,
    private readonly remote: RemoteName,
  ) {}

  /** Loads the page's remote first: one that cannot be loaded is left to the browser from the start. */
  async prepare(): Promise<void> {
    const module = await this.release.load(this.remote);
    if (isUnavailableRemoteModule(module)) this.leaveToBrowser(module.unavailable.error);
  }

  private leaveToBrowser(error: unknown): void {
    this.leftToBrowser = true;
    this.failures.push({ remote: this.remote, error: messageOf(error) });
  }

  private areas(): RemoteAreaSource {
    const { release, remote } = this;
    if (!this.leftToBrowser) return { load: release.load, drawnOnServer: true };
    const left = leftToBrowserModule(remote, new AreaLeftToBrowser(`${remote} is left to the browser`));
    return { load: (name) => (name === remote ? Promise.resolve(left) : release.load(name)), drawnOnServer: true };
  }

  async draw(queryClient: QueryClient): Promise<Omit<Drawn, 'errors'>> {
    let drawn = await draw(queryClient, { ...this.page, areas: this.areas() });
    if (drawn.errors.length > 0 && !this.leftToBrowser) {
      this.leaveToBrowser(drawn.errors[0]);
      drawn = await draw(queryClient, { ...this.page, areas: this.areas() });
    }
    const failure = drawn.errors.find((error) => !(error instanceof AreaLeftToBrowser));
    if (failure !== undefined) throw failure instanceof Error ? failure : new Error(String(failure));
    return drawn;
  }
}

/**
 * The markup of a page's first paint, on the host kind its URL is (as the browser's bootstrap
 * classifies it): the shell's chrome and the remote's page, drawn from the page data and the answers to the queries its render asks (read as the visitor, in
 * rounds: render, read what it asked, render again), which the browser's query cache then starts
 * with, so its first render draws the same and the app asks the API nothing it was drawn from.
 * The remote's route table and page come from its server build in the release the runtime config
 * names (remote-releases.tsx); a remote whose build cannot be loaded or throws while rendering is
 * drawn with its area's fallback and named in `remoteFailures`. Rejects with any other error of a
 * render (the browser then draws the page as before).
 */
export const renderFirstPaint: RenderFirstPaint = async ({ url, runtimeConfig, pageData, cookie, readApi, remotesBaseUrl, signal }: FirstPaintInput) => {
  const pageUrl = new URL(url);
  const hostKind = hostKindOf(pageUrl, runtimeConfig);
  const release = releases.releaseFor(serverManifests(runtimeConfig, remotesBaseUrl));
  const drawing = new PageDrawing({ url: pageUrl, hostKind, runtimeConfig, cookie, signal }, release, remoteForPath(hostKind, pageUrl.pathname));
  await drawing.prepare();
  const queryClient = createQueryClient();
  // A failed read is left to the browser (its retries, its error state), not waited for here.
  queryClient.setDefaultOptions({ ...queryClient.getDefaultOptions(), queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  seedPageData(queryClient, pageData);
  const asked = new Set<string>();
  const answered: Query[] = [];
  try {
    let drawn = await drawing.draw(queryClient);
    for (let round = 0; round < MAX_READ_ROUNDS && !signal?.aborted; round += 1) {
      const queries = unanswered(queryClient, asked);
      if (queries.length === 0) break;
      for (const query of queries) asked.add(query.queryHash);
      const reads = await visitorReads.run(readApi, () => Promise.allSettled(queries.map((query) => query.fetch())));
      reads.forEach((read, index) => {
        const query = queries[index] as Query;
        if (read.status === 'fulfilled') answered.push(query);
        // Not drawn as an error the browser's first render would not know: as still to be asked.
        else queryClient.getQueryCache().remove(query);
      });
      seedPageData(queryClient, pageData);
      drawn = await drawing.draw(queryClient);
    }
    const queries: FirstPaintQuery[] = answered.map(({ queryKey, state }) => ({ queryKey, data: state.data, updatedAt: state.dataUpdatedAt }));
    return { markup: drawn.html, styles: headStyles(drawn.html, drawn.styleCache), queries, releaseId: release.id, remoteFailures: drawing.failures };
  } finally {
    queryClient.clear();
  }
};

/** Loads the server build of the page's remote in the release the runtime config names (FirstPaintRenderer's prepareFirstPaint). */
export const prepareFirstPaint: NonNullable<FirstPaintRenderer['prepareFirstPaint']> = async ({ url, runtimeConfig, remotesBaseUrl }) => {
  const release = releases.releaseFor(serverManifests(runtimeConfig, remotesBaseUrl));
  const pageUrl = new URL(url);
  await release.load(remoteForPath(hostKindOf(pageUrl, runtimeConfig), pageUrl.pathname));
};

/**
 * The click hold a drawn page starts at the end of its <head> (the API inlines it with the
 * answer's nonce): startHoldingClicks's own source, called on index.html's #root. main.js's
 * holdClicks takes it over (shell/src/index.ts).
 */
export const clickHoldScript: FirstPaintRenderer['clickHoldScript'] =
  `(${startHoldingClicks.toString()})(${JSON.stringify(appRootId)},${JSON.stringify(takingOverAttribute)},${MAX_HOLD_MS});`;
