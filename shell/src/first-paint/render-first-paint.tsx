// Runs in the API server (Node.js), never in the browser: tools/federation/webpack-first-paint.cjs
// builds this file with the remotes' route tables linked in (the monolithic build's seam) into
// shell/dist-first-paint/first-paint.cjs, which api/src/static/first-paint.ts loads.
import { AsyncLocalStorage } from 'node:async_hooks';
import { apiClient, createQueryClient, queryKeys } from '@nordhub/api-client';
import {
  appRootId,
  type FirstPaintApiRead,
  type FirstPaintInput,
  type FirstPaintQuery,
  type FirstPaintRenderer,
  type PageData,
  type RenderFirstPaint,
  type RuntimeConfig,
} from '@nordhub/contracts';
import { AppProviders, createSessionStore, ServerRequestContext } from '@nordhub/session';
import { type Query, type QueryClient } from '@tanstack/react-query';
import { AxiosError, type AxiosResponse } from 'axios';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { MAX_HOLD_MS, startHoldingClicks, takingOverAttribute } from '../held-clicks';
import { hoistEmotionStyles } from './head-styles';
import { ShellRoutes } from '../routing/host-routes';

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

async function draw(
  queryClient: QueryClient,
  { url, runtimeConfig, cookie, signal }: { url: URL; runtimeConfig: RuntimeConfig; cookie: string; signal: AbortSignal | undefined },
): Promise<string> {
  const { origin, pathname, search, hash } = url;
  const store = createSessionStore({ runtimeConfig });
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ServerRequestContext.Provider value={{ origin, cookie }}>
        <AppProviders queryClient={queryClient} store={store} runtimeConfig={runtimeConfig}>
          <StaticRouter location={{ pathname, search, hash }}>
            <ShellRoutes hostKind="main" />
          </StaticRouter>
        </AppProviders>
      </ServerRequestContext.Provider>
    </StrictMode>,
    {
      signal,
      // Every boundary inline, finished: larger ones would be sent as a hidden segment that an
      // inline script reveals, which the page's Content-Security-Policy (no inline scripts) stops.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        failure ??= error;
      },
    },
  );
  const html = await readStream(prelude);
  // Half a page would hydrate into the wrong one: the caller serves the page without it.
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return html;
}

/**
 * The markup of a main-host page's first paint: the shell's chrome and the remote's page, drawn
 * from the page data and the answers to the queries its render asks (read as the visitor, in
 * rounds: render, read what it asked, render again), which the browser's query cache then starts
 * with, so its first render draws the same and the app asks the API nothing it was drawn from.
 * Waits for the lazy parts (the remote's route table, the page's chunk). Rejects with the first
 * error of a render (the browser then draws the page as before).
 */
export const renderFirstPaint: RenderFirstPaint = async ({ url, runtimeConfig, pageData, cookie, readApi, signal }: FirstPaintInput) => {
  const page = { url: new URL(url), runtimeConfig, cookie, signal };
  const queryClient = createQueryClient();
  // A failed read is left to the browser (its retries, its error state), not waited for here.
  queryClient.setDefaultOptions({ ...queryClient.getDefaultOptions(), queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  seedPageData(queryClient, pageData);
  const asked = new Set<string>();
  const answered: Query[] = [];
  try {
    let markup = await draw(queryClient, page);
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
      markup = await draw(queryClient, page);
    }
    const queries: FirstPaintQuery[] = answered.map(({ queryKey, state }) => ({ queryKey, data: state.data, updatedAt: state.dataUpdatedAt }));
    return { ...hoistEmotionStyles(markup), queries };
  } finally {
    queryClient.clear();
  }
};

/**
 * The click hold a drawn page starts at the end of its <head> (the API inlines it with the
 * answer's nonce): startHoldingClicks's own source, called on index.html's #root. main.js's
 * holdClicks takes it over (shell/src/index.ts).
 */
export const clickHoldScript: FirstPaintRenderer['clickHoldScript'] =
  `(${startHoldingClicks.toString()})(${JSON.stringify(appRootId)},${JSON.stringify(takingOverAttribute)},${MAX_HOLD_MS});`;
