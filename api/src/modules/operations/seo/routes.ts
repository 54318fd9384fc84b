import { serverDrawnPage, type PageData, type SiteConfiguration } from '@nordhub/contracts';
import { classifyHost, SITE_NAME, type HostKind } from '@nordhub/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/db';
import { notFoundBody } from '../../../plugins/error-handler';
import type { ShellRenderer } from '../../../static/static-plugin';
import { siteOrigin } from '../../../site-origin';
import { injectHead, withPageData } from './html';
import { MAX_SITEMAP_URLS, robotsTxt, shellPageFor, sitemapFile, sitemapIndexXml, sitemapRoot, urlsetXml, type ShellPage, type SitemapEntry } from './service';
import { cachePolicy } from '../../../plugins/cache-policy';

/** A careers host's sitemap (`origin` is the host's own): its pages in each language; null without a careers site. */
export type CareersSitemapFor = (db: Db, host: string, origin: string) => Promise<SitemapEntry[] | null>;

export interface SeoRoutesOptions {
  /** URLs per sitemap file before an index is used (the protocol's 50,000; tests lower it). */
  maxSitemapUrls?: number;
  /** A careers host's sitemap (given by app.ts, like CareersPageFor); without it careers hosts have none. */
  careersSitemapFor?: CareersSitemapFor;
}

/** The main site's sitemaps describe the main site only; a careers host has its own, white-label hosts none. */
function hostKind(request: FastifyRequest): HostKind {
  const { mainHosts, whiteLabelSuffixes } = request.server.config;
  return classifyHost(request.hostname, { main: mainHosts, whiteLabelSuffixes });
}

const isMainHost = (request: FastifyRequest): boolean => hostKind(request) === 'main';

// Crawlers fetch these rarely; an hour keeps a crawl from querying the database per file, and
// they read the replica (app.readDb) when there is one.

/** GET /robots.txt, /sitemap.xml and the sitemap index's files /sitemaps/{pages|jobs}-N.xml. */
export const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (app, { maxSitemapUrls = MAX_SITEMAP_URLS, careersSitemapFor }) => {
  /** A careers host's own origin (never PUBLIC_URL: its pages live on the startup's domain). */
  const hostOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', cachePolicy.publicDay).type('text/plain; charset=utf-8');
    const kind = hostKind(request);
    const sitemap = kind === 'main' ? `${siteOrigin(request)}/sitemap.xml` : kind === 'careers' && careersSitemapFor ? `${hostOrigin(request)}/sitemap.xml` : null;
    return robotsTxt(sitemap);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    if (hostKind(request) === 'careers' && careersSitemapFor) {
      const entries = await careersSitemapFor(app.readDb, request.hostname, hostOrigin(request));
      if (!entries) return reply.code(404).send(notFoundBody(request));
      reply.header('cache-control', cachePolicy.publicHour).type('application/xml; charset=utf-8');
      return urlsetXml(entries);
    }
    if (!isMainHost(request)) return reply.code(404).send(notFoundBody(request));
    const root = await sitemapRoot(app.readDb, siteOrigin(request), maxSitemapUrls);
    reply.header('cache-control', cachePolicy.publicHour).type('application/xml; charset=utf-8');
    return root.kind === 'urlset' ? urlsetXml(root.entries) : sitemapIndexXml(root.files);
  });

  app.get<{ Params: { name: string } }>('/sitemaps/:name', { schema: { hide: true } }, async (request, reply) => {
    const entries = isMainHost(request) ? await sitemapFile(app.readDb, siteOrigin(request), request.params.name, maxSitemapUrls) : null;
    if (!entries) return reply.code(404).send(notFoundBody(request));
    reply.header('cache-control', cachePolicy.publicHour).type('application/xml; charset=utf-8');
    return urlsetXml(entries);
  });
};

/** The head of a careers host's page (`origin` is the host's own; `language`: its `?lang=`), or null when it has none. */
export type CareersPageFor = (db: Db, host: string, urlPath: string, origin: string, language: string | null) => Promise<ShellPage | null>;

/** The head of a white-label host's page (`origin` is the host's own), or null when it has none. */
export type FeedPageFor = (db: Db, host: string, urlPath: string, origin: string) => Promise<ShellPage | null>;

/** The `?lang=` of a request (a careers page's language, decision 029). */
const requestedLanguage = (request: FastifyRequest) => new URLSearchParams(request.url.split('?')[1] ?? '').get('lang');

/**
 * The static plugin's renderer for client-side routes: on main hosts, job pages, landing pages and
 * location pages get their title, description, canonical URL, link-preview tags and JobPosting
 * data in index.html, and the status the page means (404 for an unknown job). On a careers host
 * its home and job pages get theirs (careersPageFor, given by app.ts so that this module need not
 * import the careers sites, which draw their heads with this module's helpers); on a white-label
 * host, its home and job pages in the feed's language (feedPageFor, given by app.ts likewise).
 * Those pages are drawn on the server too whenever they have a head; on a main host, the pages
 * contracts' serverDrawnPage names.
 */
export function seoShellRenderer(
  db: Db,
  siteConfiguration: SiteConfiguration,
  careersPageFor: CareersPageFor,
  siteName: string = SITE_NAME,
  feedPageFor: FeedPageFor | null = null,
): ShellRenderer {
  return async (request, urlPath, indexHtml) => {
    const kind = hostKind(request);
    if (kind === 'whitelabel' && !feedPageFor) return null;
    let page: ShellPage | null;
    try {
      // A careers or feed host's pages are on the owner's own domain: its origin, never PUBLIC_URL.
      const hostOrigin = `${request.protocol}://${request.host}`;
      page =
        kind === 'careers'
          ? await careersPageFor(db, request.hostname, urlPath, hostOrigin, requestedLanguage(request))
          : kind === 'whitelabel'
            ? await (feedPageFor ? feedPageFor(db, request.hostname, urlPath, hostOrigin) : null)
            : await shellPageFor(db, urlPath, siteOrigin(request));
    } catch (error) {
      // The head is an extra for crawlers and link previews: when the database cannot answer,
      // the page still opens with the plain shell (and the app shows its own error state).
      request.log.error({ err: error, url: urlPath }, 'SEO head failed; serving the plain shell');
      return null;
    }
    if (kind !== 'main') {
      if (!page) return null;
      // Drawn with the page data its head carries (a careers job page its job): the rest (the site
      // or feed, its jobs) the drawing reads as the visitor, and it rides with the page as the drawn
      // queries. A careers site's head names the startup: no platform name after it.
      const firstPaint: PageData = page.data ?? {};
      return { status: page.status, html: injectHead(await indexHtml(), page.head, firstPaint), firstPaint };
    }
    // The pages serverDrawnPage names, with the site configuration their filters and links need:
    // a job's page also with its job, and a job, startup or investor page only when its head found
    // it (not its 404). The rest of each page follows from the API (static/first-paint.ts).
    const firstPaint = serverDrawnPage(urlPath) && (!page || page.status === 200) ? { ...page?.data, siteConfiguration } : undefined;
    // No head of its own (the home page, the lists, the dashboard, any page not described): index.html as built.
    if (!page) return firstPaint ? { status: 200, html: withPageData(await indexHtml(), firstPaint), firstPaint } : null;
    // The platform's pages end with the platform's name.
    const html = injectHead(await indexHtml(), { ...page.head, siteName }, firstPaint ?? page.data);
    return firstPaint ? { status: page.status, html, firstPaint } : { status: page.status, html };
  };
}
