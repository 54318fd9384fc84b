import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aggregatorFeedJobs, feedPayRange, type AggregatorJobRow } from '../../jobs/job-feeds';
import { siteOrigin } from '../../../site-origin';
import { xmlDeclaration, xmlElement, xmlText } from '../../../xml';
import { cachePolicy } from '../../../plugins/cache-policy';
import { recordLinkedInFetch } from './service';

export const linkedInFeedPath = '/api/linkedin/job-feed.xml';

/** LinkedIn's crawlers name themselves in the user agent (LinkedInBot, LinkedIn Jobs ingestion). */
export const isLinkedInCrawler = (userAgent: string | undefined) => /linkedin/i.test(userAgent ?? '');

const positionTypes: Record<string, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACT',
  freelance: 'CONTRACT',
  internship: 'INTERNSHIP',
  student: 'PART_TIME',
  temporary: 'TEMPORARY',
  volunteer: 'VOLUNTEER',
};

const element = (name: string, value: string | null | undefined) => xmlElement(name, value);

/**
 * LinkedIn's <salaries> block for the ad's pay range: high and low end with their currency, the
 * period and BASE_SALARY. Nothing when the ad shows no range, or no period (LinkedIn requires one).
 */
function salariesXml(job: AggregatorJobRow): string {
  const pay = feedPayRange(job);
  if (!pay?.period) return '';
  const indent = (depth: number) => '  '.repeat(depth);
  const end = (name: string, value: number) =>
    `${indent(4)}<${name}>\n` + xmlElement('amount', value, 5) + xmlElement('currencyCode', pay.currency, 5) + `${indent(4)}</${name}>\n`;
  return (
    `${indent(2)}<salaries>\n${indent(3)}<salary>\n` +
    end('highEnd', pay.max) +
    end('lowEnd', pay.min) +
    xmlElement('period', pay.period === 'yearly' ? 'YEARLY' : 'MONTHLY', 4) +
    xmlElement('type', 'BASE_SALARY', 4) +
    `${indent(3)}</salary>\n${indent(2)}</salaries>\n`
  );
}

/** The feed in LinkedIn's XML job-feed format (source, then one job element per job). */
export function linkedInJobFeedXml(jobs: readonly AggregatorJobRow[], origin: string, now = new Date()): string {
  const items = jobs
    .map((job) => {
      const place = [job.locality, job.country].filter(Boolean).join(', ');
      return (
        '  <job>\n' +
        element('partnerJobId', job.id) +
        element('company', job.company_name) +
        element('companyId', job.company_linkedin_id) +
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
        salariesXml(job) +
        '  </job>\n'
      );
    })
    .join('');
  return (
    xmlDeclaration + '<source>\n' +
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
      // Like the Indeed feed: from the read replica when there is one.
      const jobs = await aggregatorFeedJobs(app.readDb, { linkedInOnly: true });
      // Only LinkedIn's own fetches count as "picked up" (a manager opening the URL does not).
      if (isLinkedInCrawler(request.headers['user-agent'])) await recordLinkedInFetch(app.db, jobs);
      reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', cachePolicy.publicFeed);
      return linkedInJobFeedXml(jobs, siteOrigin(request));
    },
  );
};
