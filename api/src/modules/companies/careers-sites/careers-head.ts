import { careersSiteTitle, metaDescription } from '@nordhub/domain';
import type { Db } from '../../../db/db';
import { isJobId } from '../../../db/ids';
import { publicJobWithCompanyWebsite } from '../../jobs/jobs';
import { fileUrl, jobHead, notFoundPage, type ShellPage } from '../../operations/seo';
import { loadCareersSite } from './service';

/**
 * The head of a careers host's pages, written into index.html like the main site's job pages:
 * `/` is the startup's careers site, `/careers/jobs/{id}` one of its jobs with the same JobPosting
 * data as the main job page and the careers URL as canonical. A job of another startup, an
 * unknown job and a host without a careers site answer 404 (the page then says so itself);
 * every other path is null (index.html as built).
 */
export async function careersPageFor(db: Db, host: string, urlPath: string, origin: string, now = new Date()): Promise<ShellPage | null> {
  const path = urlPath.replace(/(.)\/$/, '$1');
  const jobMatch = /^\/careers\/jobs\/([^/]+)$/.exec(path);
  if (path !== '/' && !jobMatch) return null;
  const site = await loadCareersSite(db, host);
  if (!site) return { status: 404, head: { title: 'No careers site', description: `No careers site is set up for ${host}.`, robots: 'noindex' } };
  if (!jobMatch) {
    const logo = fileUrl(origin, site.logoImage);
    return {
      status: 200,
      head: {
        title: careersSiteTitle(site.name),
        description: metaDescription(site.whatWeDo.description) || `Open jobs at ${site.name}.`,
        canonical: `${origin}/`,
        image: fileUrl(origin, site.galleryImages[0]) ?? logo,
        largeImage: site.galleryImages.length > 0,
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
  return { status: 200, head: jobHead(found.job, found.companyWebsite, origin, now, `${origin}/careers/jobs/${found.job.id}`) };
}
