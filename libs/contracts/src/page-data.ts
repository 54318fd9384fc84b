import * as z from 'zod/mini';
import { jobDetailSchema } from './job';
import { siteConfigurationSchema } from './site-configuration';

/**
 * Data the server writes into a page's HTML for the first render, so the page need not wait for
 * an API round trip: a job page carries its job, exactly as GET /jobs/single/{id} answers a guest,
 * and the pages the server draws carry the site configuration their filters and links need.
 * Written as `<script type="application/json" id={pageDataElementId}>` (inert: not run, so no
 * Content-Security-Policy nonce), read once by the API client. The id lives in first-paint.ts,
 * apart from the schemas: every page reads it, and zod loads with the first request.
 */
export const pageDataSchema = z.object({
  job: z.optional(jobDetailSchema),
  /** On the pages the server draws (first paint): what GET /site/configuration-cached answers. */
  siteConfiguration: z.optional(siteConfigurationSchema),
});
export type PageData = z.infer<typeof pageDataSchema>;
