import * as z from 'zod';
import { jobDetailSchema } from './job';
import { siteConfigurationSchema } from './site-configuration';
import { type RuntimeConfig } from './runtime-config';

/**
 * Data the server writes into a page's HTML for the first render, so the page need not wait for
 * an API round trip: a job page carries its job, exactly as GET /jobs/single/{id} answers a guest,
 * and the pages the server draws carry the site configuration their filters and links need.
 * Written as `<script type="application/json" id={pageDataElementId}>` (inert: not run, so no
 * Content-Security-Policy nonce), read once by the API client.
 */
export const pageDataSchema = z.object({
  job: jobDetailSchema.optional(),
  /** On the pages the server draws (first paint): what GET /site/configuration-cached answers. */
  siteConfiguration: siteConfigurationSchema.optional(),
});
export type PageData = z.infer<typeof pageDataSchema>;

/** The id of the element holding the page data. */
export const pageDataElementId = 'nordhub-page-data';

/** What the server's first-paint renderer (shell/src/first-paint) is given for one page. */
export type FirstPaintInput = {
  /** The page's absolute URL (the router matches its path and search). */
  url: string;
  runtimeConfig: RuntimeConfig;
  /** The page data its HTML carries: the same the browser's first render reads. */
  pageData: PageData;
  /** The request's Cookie header (the cookie banner draws what the browser will draw). */
  cookie: string;
  /** Stops the render when the server has waited long enough. */
  signal?: AbortSignal;
};

/**
 * The first-paint renderer's one export (shell/dist-first-paint/first-paint.cjs): a page's markup
 * for inside #root, which the browser hydrates; null for a redirect; rejects when the render fails.
 */
export type RenderFirstPaint = (input: FirstPaintInput) => Promise<string | null>;

/** The attribute index.html's #root carries when it holds a first paint to hydrate. */
export const firstPaintAttribute = 'data-first-paint';
