// No schema here: the shell's entry reads firstPaintAttribute before any schema is built, and
// importing page-data.ts would build the job and site configuration schemas with it (the first-visit weight budget).
import { type PageData } from './page-data';
import { type RemoteName, type RuntimeConfig } from './runtime-config';

/** What the server's first-paint renderer (shell/src/first-paint) is given for one page. */
export type FirstPaintInput = {
  /** The page's absolute URL (the router matches its path and search). */
  url: string;
  runtimeConfig: RuntimeConfig;
  /** The page data its HTML carries: the same the browser's first render reads. */
  pageData: PageData;
  /** The request's Cookie header (the cookie banner draws what the browser will draw). */
  cookie: string;
  /**
   * Reads the API as this visitor (their cookies and language), in the server's own process: the
   * queries the page's first render asks are answered before it is drawn, and ride with the HTML.
   */
  readApi: FirstPaintApiRead;
  /**
   * Where the runtime config's root-relative manifest URLs are on the server's network (its own
   * address): the renderer loads each remote's server build from there.
   */
  remotesBaseUrl: string;
  /** Stops the render when the server has waited long enough. */
  signal?: AbortSignal;
};

/** A GET of the API for a first paint: `path` as the browser would ask it (`/api/v2/jobs?page=1`). */
export type FirstPaintApiRead = (path: string) => Promise<{ status: number; body: string }>;

/**
 * A query the server answered for a page's first render: the browser's query cache starts with it,
 * so the page it takes over asks the API nothing it was drawn from. `data` is the query's data as
 * the API client parsed it (contracts' response schemas are plain JSON), `updatedAt` when it was read.
 */
export type FirstPaintQuery = { queryKey: readonly unknown[]; data: unknown; updatedAt: number };

/** A remote whose area a page was drawn without (its fallback): its server build failed to load or to render. */
export type FirstPaintRemoteFailure = { remote: RemoteName; error: string };

/**
 * A drawn page: the markup for inside #root, its style elements for <head>, the queries it was
 * drawn from, the release of the remotes' server builds it was drawn with (`releaseId`, one per
 * runtime config and manifests) and the remotes it left to the browser.
 */
export type FirstPaintDrawing = {
  markup: string;
  styles: string;
  queries: FirstPaintQuery[];
  releaseId: string;
  remoteFailures: FirstPaintRemoteFailure[];
};

/**
 * The first-paint renderer's one export (shell/dist-first-paint/first-paint.cjs): a page's markup
 * for inside #root, which the browser hydrates, with the queries it was drawn from; rejects when
 * the render fails.
 */
export type RenderFirstPaint = (input: FirstPaintInput) => Promise<FirstPaintDrawing>;

/** What the first-paint renderer's file exports. */
export type FirstPaintRenderer = {
  renderFirstPaint: RenderFirstPaint;
  /**
   * The script a drawn page runs at the top, before anything is painted: it holds the clicks on
   * #root until the app has taken the page over (shell/src/held-clicks.ts), so the shell's entry
   * can start after the first frame without losing a click made before it.
   */
  clickHoldScript: string;
  /**
   * Loads what the page's drawing needs before its time limit starts: the server build of the
   * page's remote in the release the runtime config names (the first page after a release or a
   * start waits for it once).
   */
  prepareFirstPaint?: (input: Pick<FirstPaintInput, 'url' | 'runtimeConfig' | 'remotesBaseUrl'>) => Promise<void>;
};

/**
 * The id of the element the app renders into (shell/src/index.html writes it as `<div id="root">`):
 * the shell's entry, the server's first paint and the click hold all find the page by it.
 */
export const appRootId = 'root';

/** The attribute index.html's #root carries when it holds a first paint to hydrate. */
export const firstPaintAttribute = 'data-first-paint';

/** The id of the inert JSON script, next to a drawn #root, holding the page's FirstPaintQuery list. */
export const firstPaintQueriesElementId = 'nordhub-first-paint-queries';

/**
 * The id of the inert JSON script, next to a drawn #root, naming the remotes' manifests the page was
 * drawn with (`{ "remotes": RuntimeConfig['remotes'] }`): the shell loads those, not what
 * /runtime-config.json says a moment later, so a page drawn during a release never mixes two.
 */
export const firstPaintReleaseElementId = 'nordhub-first-paint-release';

/** The digest of a boundary the server drew with its fallback (a remote left to the browser): an expected redraw, not a mismatch. */
export const areaLeftToBrowserDigest = 'nordhub-area-left-to-browser';

/** The id of the inert JSON script holding the page data (page-data.ts's PageData). */
export const pageDataElementId = 'nordhub-page-data';
