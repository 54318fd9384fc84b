import { isStartupProfileKey, type Company, type Image, type JobDetail, type PageData } from '@nordhub/contracts';
import {
  countryFromSlug,
  isClosedJob,
  jobLandingPageBySlug,
  jobLandingPages,
  jobPageTitle,
  jobsInPlaceDescription,
  jobsInPlacePath,
  jobsInPlaceTitle,
  metaDescription,
  placeNameFromSlug,
  startupFallbackDescription,
  startupPageTitle,
  storedFilePath,
} from '@nordhub/domain';
import type { Db } from '../../../db/db';
import { loadPublicCompany } from '../../companies/companies';
import { isJobId } from '../../../db/ids';
import { publicJobWithCompanyWebsite } from '../../jobs/jobs';
import { countListings, newestListings, placesWithListings } from '../../jobs/listings';
import { countryOptions } from '../site';
import { escapeHtml, type PageHead } from './html';
import { investorPageFor } from './investor-page';
import { jobPostingJsonLd } from './job-posting';
import { organizationJsonLd } from './organization';
import { publicStartups } from './queries';

/** A client-side route as the server answers it: its status, head and the data of its first render. */
export interface ShellPage {
  status: number;
  head: PageHead;
  data?: PageData;
}

export const notFoundPage: ShellPage = {
  status: 404,
  head: { title: 'Page not found', description: 'This page could not be found.', robots: 'noindex' },
};

/** A stored file's public URL (the files route); each path segment encoded. */
export function fileUrl(origin: string, image: Image | null | undefined): string | null {
  const path = storedFilePath(image);
  return path ? `${origin}${path}` : null;
}

function segments(urlPath: string): string[] | null {
  try {
    // One trailing slash is the same page (the router matches it); empty segments are not.
    return urlPath.replace(/(.)\/$/, '$1').split('/').slice(1).map(decodeURIComponent);
  } catch {
    return null;
  }
}

/** A job page's head with JobPosting data; `url` is its canonical URL (the main site's job page unless told). */
export function jobHead(job: JobDetail, companyWebsite: string | null, origin: string, now: Date, url = `${origin}/jobs/${job.id}`): PageHead {
  return {
    title: jobPageTitle(job),
    description: metaDescription(job.description) || metaDescription(`${job.title} at ${job.company.name} on Nordhub.`),
    canonical: url,
    type: 'article',
    image: fileUrl(origin, job.share.image) ?? fileUrl(origin, job.company.logoImage),
    largeImage: job.share.image !== null,
    jsonLd: jobPostingJsonLd(job, { url, logoUrl: fileUrl(origin, job.company.logoImage), companyWebsite }, now),
    // A closed (expired or stopped) job keeps its page for those with the link, but search
    // engines are told to drop it (Google's rule for expired job postings; docs/fresh-jobs.md).
    ...(isClosedJob(job) ? { robots: 'noindex' } : {}),
  };
}

/**
 * The head of the job pages the server describes itself: /jobs/{id} (a job, with JobPosting
 * data), /jobs/{landing-page} and /jobs/location/{country}(/{city}). Null for every other path
 * (index.html as built). Unknown jobs and countries answer 404 with the page.
 */
export async function shellPageFor(db: Db, urlPath: string, origin: string, now = new Date()): Promise<ShellPage | null> {
  const parts = segments(urlPath);
  if (parts && parts[0] === 'startups') return startupPageFor(db, parts, origin);
  if (parts && parts[0] === 'funding') return investorPageFor(db, parts, origin);
  if (!parts || parts[0] !== 'jobs' || parts.length < 2 || parts.some((part) => part === '')) return null;
  if (parts[1] === 'location' && (parts.length === 3 || parts.length === 4)) {
    const country = countryFromSlug(parts[2] ?? '', countryOptions);
    if (!country) return notFoundPage;
    const city = parts[3] === undefined ? undefined : placeNameFromSlug(parts[3]);
    return {
      status: 200,
      head: {
        title: jobsInPlaceTitle(country.text, city),
        description: jobsInPlaceDescription(country.text, city),
        canonical: `${origin}${jobsInPlacePath(country.text, city)}`,
      },
    };
  }
  // The reminder e-mail's confirmation page (docs/fresh-jobs.md) carries a token: never indexed.
  if (parts.length === 3 && parts[2] === 'confirm-open') {
    return { status: 200, head: { title: 'Is this job still open?', description: 'Confirm that a job on Nordhub is still open.', robots: 'noindex' } };
  }
  if (parts.length !== 2) return null;
  const slug = parts[1] ?? '';
  const landing = jobLandingPageBySlug(slug);
  if (landing) {
    return { status: 200, head: { title: landing.title, description: landing.description, canonical: `${origin}${landing.path}` } };
  }
  // Anything else under /jobs/ is a job id; what is no job's id is not found.
  const found = isJobId(slug) ? await publicJobWithCompanyWebsite(db, slug, now) : null;
  if (!found) return notFoundPage;
  // The job goes with the HTML too: the page shows it without waiting for GET /jobs/single/{id}.
  return { status: 200, head: jobHead(found.job, found.companyWebsite, origin, now), data: { job: found.job } };
}

function startupHead(company: Company, origin: string): PageHead {
  const url = `${origin}/startups/${encodeURIComponent(company.key)}`;
  const logoUrl = fileUrl(origin, company.logoImage);
  return {
    title: startupPageTitle(company.name),
    description: metaDescription(company.whatWeDo.description) || metaDescription(startupFallbackDescription(company.name)),
    canonical: url,
    type: 'profile',
    image: fileUrl(origin, company.galleryImages[0]) ?? logoUrl,
    largeImage: company.galleryImages.length > 0,
    jsonLd: organizationJsonLd(company, { url, logoUrl }),
  };
}

/**
 * /startups/{key}: the profile's head with Organization data; a draft or unknown startup is the
 * 404 page. /startups/{key}/welcome is for the startup's managers: not indexed. Product pages
 * (contracts' isStartupProfileKey) and the list keep index.html as built.
 */
async function startupPageFor(db: Db, parts: string[], origin: string): Promise<ShellPage | null> {
  const key = parts[1];
  if (key === undefined || !isStartupProfileKey(key) || parts.length > 3) return null;
  if (parts.length === 3 && parts[2] !== 'welcome') return null;
  const company = await loadPublicCompany(db, key, null);
  if (!company) return notFoundPage;
  const head = startupHead(company, origin);
  if (parts.length === 3) return { status: 200, head: { title: head.title, description: head.description, robots: 'noindex' } };
  return { status: 200, head };
}

// ---- sitemap and robots.txt -------------------------------------------------------------------

/** The sitemap protocol's limit of URLs per file. */
export const MAX_SITEMAP_URLS = 50_000;

export interface SitemapEntry {
  loc: string;
  lastmod?: string;
  /** The same page in its other languages (a careers site's), as hreflang links. */
  alternates?: readonly { hreflang: string; href: string }[];
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Every public page but the jobs: the core pages, the landing pages, the location pages that have
 * jobs, and every public startup.
 */
export async function pageEntries(db: Db, origin: string): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = ['/', '/jobs', '/startups'].map((path) => ({ loc: `${origin}${path}` }));
  for (const page of jobLandingPages()) entries.push({ loc: `${origin}${page.path}` });
  const names = new Map(countryOptions.map((option) => [option.value, option.text]));
  const seen = new Set<string>();
  const addPlace = (path: string) => {
    if (!seen.has(path)) entries.push({ loc: `${origin}${path}` });
    seen.add(path);
  };
  for (const place of await placesWithListings(db, [...names.keys()])) {
    const country = names.get(place.country_code);
    if (!country) continue;
    addPlace(jobsInPlacePath(country));
    if (place.city) addPlace(jobsInPlacePath(country, place.city));
  }
  for (const startup of await publicStartups(db)) {
    entries.push({ loc: `${origin}/startups/${encodeURIComponent(startup.key)}`, lastmod: day(startup.updated_at) });
  }
  return entries;
}

async function jobEntries(db: Db, origin: string, slice: { limit: number; offset: number }): Promise<SitemapEntry[]> {
  const rows = await newestListings(db, slice);
  return rows.map((row) => ({ loc: `${origin}/jobs/${row.id}`, lastmod: day(row.created_at) }));
}

/** What GET /sitemap.xml answers: every URL, or (too many for one file) an index of files. */
export type SitemapRoot = { kind: 'urlset'; entries: SitemapEntry[] } | { kind: 'index'; files: string[] };

export async function sitemapRoot(db: Db, origin: string, maxUrls = MAX_SITEMAP_URLS): Promise<SitemapRoot> {
  const pages = await pageEntries(db, origin);
  const jobs = await countListings(db, { tsQuery: null });
  if (pages.length + jobs <= maxUrls) {
    return { kind: 'urlset', entries: [...pages, ...(await jobEntries(db, origin, { limit: Math.max(jobs, 1), offset: 0 }))] };
  }
  const files: string[] = [];
  for (let n = 1; n <= Math.ceil(pages.length / maxUrls); n += 1) files.push(`${origin}/sitemaps/pages-${n}.xml`);
  for (let n = 1; n <= Math.ceil(jobs / maxUrls); n += 1) files.push(`${origin}/sitemaps/jobs-${n}.xml`);
  return { kind: 'index', files };
}

/** One file of the sitemap index (/sitemaps/pages-N.xml, /sitemaps/jobs-N.xml); null when there is none. */
export async function sitemapFile(db: Db, origin: string, name: string, maxUrls = MAX_SITEMAP_URLS): Promise<SitemapEntry[] | null> {
  const match = /^(pages|jobs)-([1-9]\d{0,5})\.xml$/.exec(name);
  if (!match) return null;
  const offset = (Number(match[2]) - 1) * maxUrls;
  const entries =
    match[1] === 'pages'
      ? (await pageEntries(db, origin)).slice(offset, offset + maxUrls)
      : await jobEntries(db, origin, { limit: maxUrls, offset });
  return entries.length > 0 ? entries : null;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const XHTML_NS = 'http://www.w3.org/1999/xhtml';

export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const alternates = (entry.alternates ?? []).map((alternate) => `<xhtml:link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}"/>`);
    return `<url><loc>${escapeHtml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}${alternates.join('')}</url>`;
  });
  const namespaces = entries.some((entry) => entry.alternates?.length) ? `xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}"` : `xmlns="${SITEMAP_NS}"`;
  return `${XML_HEAD}<urlset ${namespaces}>\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(files: readonly string[]): string {
  const items = files.map((file) => `<sitemap><loc>${escapeHtml(file)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/**
 * robots.txt: everything may be crawled but the client portal and the API (stored files excepted,
 * so link previews show their images), with the sitemap's address on main hosts.
 */
export function robotsTxt(sitemapUrl: string | null): string {
  const lines = ['User-agent: *', 'Allow: /', 'Disallow: /client', 'Disallow: /api', 'Allow: /api/files/'];
  if (sitemapUrl) lines.push('', `Sitemap: ${sitemapUrl}`);
  return `${lines.join('\n')}\n`;
}
