import { escapeHtml } from '../../html';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db';
import { LISTED_SQL } from '../jobs/queries';
import { siteOrigin } from '../users/routes';

/** The most jobs one feed document carries (LinkedIn reads the whole file on each crawl). */
export const jobFeedLimit = 10_000;

interface FeedJobRow {
  id: string;
  title: string;
  description: string;
  position_type: string;
  locality: string | null;
  country: string | null;
  country_code: string | null;
  is_remote: boolean;
  created_at: Date;
  expiration_date: Date | null;
  company_name: string;
  linkedin_id: string;
  [column: string]: unknown;
}

/** Live jobs of the companies that linked a LinkedIn company id, newest first. */
export const linkedInFeedJobs = (db: Db) =>
  db.query<FeedJobRow>(
    `SELECT job.id, job.title, job.description, job.position_type, job.locality, job.country, job.country_code, job.is_remote,
            job.created_at, job.expiration_date, company.name AS company_name, company.linkedin_id
       FROM job_listings AS j
       JOIN jobs AS job ON job.id = j.id
       JOIN companies AS company ON company.id = j.company_id
      WHERE ${LISTED_SQL} AND company.linkedin_id IS NOT NULL AND company.linkedin_id <> '' AND company.status <> 'DRAFT'
      ORDER BY j.created_at DESC, j.id
      LIMIT ${jobFeedLimit}`,
  );

// XML 1.0 allows no control characters but tab, newline and carriage return.
const allowedInXml = (char: string) => {
  const code = char.charCodeAt(0);
  return (code >= 0x20 && code !== 0xfffe && code !== 0xffff) || char === '\t' || char === '\n' || char === '\r';
};
const xmlText = (text: string) => escapeHtml([...text].filter(allowedInXml).join(''));

const positionTypes: Record<string, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACT',
  freelance: 'CONTRACT',
  internship: 'INTERNSHIP',
  temporary: 'TEMPORARY',
  volunteer: 'VOLUNTEER',
};

const element = (name: string, value: string | null | undefined) => (value ? `    <${name}>${xmlText(value)}</${name}>\n` : '');

/** The feed in LinkedIn's XML job-feed format (source, then one job element per job). */
export function linkedInJobFeedXml(jobs: readonly FeedJobRow[], origin: string, now = new Date()): string {
  const items = jobs
    .map((job) => {
      const place = [job.locality, job.country].filter(Boolean).join(', ');
      return (
        '  <job>\n' +
        element('partnerJobId', job.id) +
        element('company', job.company_name) +
        element('companyId', job.linkedin_id) +
        element('title', job.title) +
        element('description', job.description) +
        element('applyUrl', `${origin}/jobs/${encodeURIComponent(job.id)}`) +
        element('location', place || (job.is_remote ? 'Remote' : '')) +
        element('city', job.locality) +
        element('country', job.country_code) +
        element('workplaceTypes', job.is_remote ? 'Remote' : 'On-site') +
        element('jobtype', positionTypes[job.position_type] ?? 'FULL_TIME') +
        element('listDate', job.created_at.toISOString()) +
        element('expirationDate', job.expiration_date?.toISOString()) +
        '  </job>\n'
      );
    })
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<source>\n' +
    `  <lastBuildDate>${now.toUTCString()}</lastBuildDate>\n` +
    `  <publisherUrl>${xmlText(origin)}</publisherUrl>\n` +
    '  <publisher>Nordhub</publisher>\n' +
    `  <expectedJobCount>${jobs.length}</expectedJobCount>\n` +
    items +
    '</source>\n'
  );
}

/** GET /api/linkedin/job-feed.xml: what LinkedIn crawls to import linked startups' jobs for free. */
export const linkedInJobFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/linkedin/job-feed.xml',
    {
      schema: {
        tags: ['companies'],
        summary: "The LinkedIn job feed (XML): live jobs of startups that linked their LinkedIn company id",
        produces: ['application/xml'],
      },
    },
    async (request, reply) => {
      const jobs = await linkedInFeedJobs(app.db);
      reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'public, max-age=900');
      return linkedInJobFeedXml(jobs, siteOrigin(request));
    },
  );
};
