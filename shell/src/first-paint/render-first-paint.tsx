// Runs in the API server (Node.js), never in the browser: tools/federation/webpack-first-paint.cjs
// builds this file with the remotes' route tables linked in (the monolithic build's seam) into
// shell/dist-first-paint/first-paint.cjs, which api/src/static/first-paint.ts loads.
import { createQueryClient, queryKeys } from '@nordhub/api-client';
import { appRootId, type FirstPaintInput, type FirstPaintRenderer, type RenderFirstPaint } from '@nordhub/contracts';
import { AppProviders, createSessionStore, ServerRequestContext } from '@nordhub/session';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { MAX_HOLD_MS, startHoldingClicks, takingOverAttribute } from '../held-clicks';
import { ShellRoutes } from '../routing/host-routes';

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The markup of a main-host page's first paint: the shell's chrome and the remote's page, as the
 * browser's first render draws them from the same data, which then hydrates it. Waits for the
 * lazy parts (the remote's route table, the page's chunk). Rejects with the first error of the
 * render (the browser then draws the page as before).
 */
export const renderFirstPaint: RenderFirstPaint = async ({ url, runtimeConfig, pageData, cookie, signal }: FirstPaintInput) => {
  const { origin, pathname, search, hash } = new URL(url);

  // Exactly what the browser has at its first render: the page data, and every other query
  // pending (asked for once the app has taken the page over).
  const queryClient = createQueryClient();
  if (pageData.job) queryClient.setQueryData(queryKeys.jobs.detail(pageData.job.id), pageData.job);
  if (pageData.siteConfiguration) queryClient.setQueryData(queryKeys.site.configuration(), pageData.siteConfiguration);
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
  queryClient.clear();
  // Half a page would hydrate into the wrong one: the caller serves the page without it.
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return html;
};

/**
 * The click hold a drawn page starts at the end of its <head> (the API inlines it with the
 * answer's nonce): startHoldingClicks's own source, called on index.html's #root. main.js's
 * holdClicks takes it over (shell/src/index.ts).
 */
export const clickHoldScript: FirstPaintRenderer['clickHoldScript'] =
  `(${startHoldingClicks.toString()})(${JSON.stringify(appRootId)},${JSON.stringify(takingOverAttribute)},${MAX_HOLD_MS});`;
