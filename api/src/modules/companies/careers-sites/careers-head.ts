import { careersUrlInLanguage, metaDescription, pickLocale, type CareersSiteLanguages } from '@nordhub/domain';
import { loadTranslator } from '@nordhub/i18n';
import type { Db } from '../../../db/db';
import { isJobId } from '../../../db/ids';
import { publicJobWithCompanyWebsite } from '../../jobs/jobs';
import { newestListings } from '../../jobs/listings';
import { fileUrl, jobHead, notFoundPage, type ShellPage, type SitemapEntry } from '../../operations/seo';
import { catalog } from './messages/compiled/catalog';
import { loadCareersSite } from './service';

/** The page in each language the site offers, and `x-default` (the default language's). */
function alternatesOf(url: string, site: CareersSiteLanguages) {
  return [...site.languages.map((locale) => ({ hreflang: locale, href: careersUrlInLanguage(url, locale, site) })), { hreflang: 'x-default', href: url }];
}

/**
 * The head of a careers host's pages, written into index.html like the main site's job pages:
 * `/` is the startup's careers site, `/careers/jobs/{id}` one of its jobs with the same JobPosting
 * data as the main job page and the careers URL as canonical. Each speaks the page's language
 * (`?lang=` when the site offers it, else its default): `<html lang>`, its title, the JSON-LD's
 * `inLanguage`, its canonical URL in that language and hreflang links to the others. A job of
 * another startup, an unknown job and a host without a careers site answer 404 (the page then
 * says so itself); every other path is null (index.html as built).
 */
export async function careersPageFor(db: Db, host: string, urlPath: string, origin: string, language: string | null = null, now = new Date()): Promise<ShellPage | null> {
  const path = urlPath.replace(/(.)\/$/, '$1');
  const jobMatch = /^\/careers\/jobs\/([^/]+)$/.exec(path);
  if (path !== '/' && !jobMatch) return null;
  const site = await loadCareersSite(db, host);
  if (!site) return { status: 404, head: { title: 'No careers site', description: `No careers site is set up for ${host}.`, robots: 'noindex' } };
  const locale = pickLocale(language, site.languages);
  const t = await loadTranslator(catalog, locale);
  if (!jobMatch) {
    const logo = fileUrl(origin, site.logoImage);
    const url = `${origin}/`;
    const canonical = careersUrlInLanguage(url, locale, site);
    const title = t('home.title', { name: site.name });
    return {
      status: 200,
      head: {
        title,
        description: metaDescription(site.whatWeDo.description) || t('home.description', { name: site.name }),
        canonical,
        image: fileUrl(origin, site.galleryImages[0]) ?? logo,
        largeImage: site.galleryImages.length > 0,
        lang: locale,
        alternates: site.languages.length > 1 ? alternatesOf(url, site) : [],
        jsonLd: { '@context': 'https://schema.org', '@type': 'WebPage', name: title, url: canonical, inLanguage: locale },
      },
    };
  }
  let id: string;
  try {
    id = decodeURIComponent(jobMatch[1] ?? '');
  } catch {
    return notFoundPage;
  }
  const found = isJobId(id) ? await publicJobWithCompanyWebsite(db, id, now) : null;
  if (!found || found.job.company.key !== site.key) return notFoundPage;
  const url = `${origin}/careers/jobs/${found.job.id}`;
  const head = jobHead(found.job, found.companyWebsite, origin, now, careersUrlInLanguage(url, locale, site));
  return {
    status: 200,
    head: {
      ...head,
      title: t('job.title', { title: found.job.title, company: found.job.company.name }),
      lang: locale,
      alternates: site.languages.length > 1 ? alternatesOf(url, site) : [],
      jsonLd: head.jsonLd ? { ...head.jsonLd, inLanguage: locale } : null,
    },
    // The job as a guest reads it, for the page's first render (as the main site's job page).
    data: { job: found.job },
  };
}

/**
 * GET /sitemap.xml on a careers host: the site's home and each of its open jobs, in each language
 * it offers, each with hreflang links to the others; null for a host without a careers site.
 */
export async function careersSitemapFor(db: Db, host: string, origin: string): Promise<SitemapEntry[] | null> {
  const site = await loadCareersSite(db, host);
  if (!site) return null;
  const jobs = site.numberOfActiveJobs > 0 ? await newestListings(db, { limit: Math.max(site.numberOfActiveJobs, 1), companyIds: [site.id] }) : [];
  const pages: { url: string; lastmod?: string }[] = [{ url: `${origin}/` }, ...jobs.map((job) => ({ url: `${origin}/careers/jobs/${job.id}`, lastmod: job.created_at.toISOString().slice(0, 10) }))];
  return pages.flatMap((page) =>
    site.languages.map((locale) => ({
      loc: careersUrlInLanguage(page.url, locale, site),
      ...(page.lastmod ? { lastmod: page.lastmod } : {}),
      ...(site.languages.length > 1 ? { alternates: alternatesOf(page.url, site) } : {}),
    })),
  );
}
