import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteOrigin } from '../../../site-origin';
import { xmlDeclaration, xmlElement } from '../../../xml';
import { type AggregatorJobRow } from './queries';
import { aggregatorFeedJobs } from './service';
import { feedPayRange } from './feed-pay';
import { cachePolicy } from '../../../plugins/cache-policy';

/** Indeed's job types for ours (docs/job-feeds.md). */
const indeedJobTypes: Record<string, string> = {
  'full-time': 'fulltime',
  'part-time': 'parttime',
  internship: 'internship',
  student: 'parttime',
  freelance: 'contract',
};

/** "45000 - 55000 SEK per month"-style text of the ad's pay range (one amount for a starting pay); nothing when it shows none. */
function salaryText(job: AggregatorJobRow): string | null {
  const pay = feedPayRange(job);
  if (!pay) return null;
  const amounts = pay.max !== pay.min ? `${pay.min} - ${pay.max}` : String(pay.min);
  const per = pay.period ? ` per ${pay.period === 'yearly' ? 'year' : 'month'}` : '';
  return `${amounts} ${pay.currency}${per}`;
}

/**
 * The Indeed-style XML feed of every public live job: a <source> with publisher, publisherurl and
 * lastBuildDate, then one <job> per job. Every value is escaped text (docs/job-feeds.md).
 */
export function indeedJobFeedXml(jobs: readonly AggregatorJobRow[], origin: string, now = new Date()): string {
  const items = jobs
    .map(
      (job) =>
        '  <job>\n' +
        xmlElement('title', job.title, 2) +
        xmlElement('date', job.created_at.toUTCString(), 2) +
        xmlElement('referencenumber', job.id, 2) +
        xmlElement('url', `${origin}/jobs/${encodeURIComponent(job.id)}`, 2) +
        xmlElement('company', job.company_name, 2) +
        xmlElement('city', job.locality, 2) +
        xmlElement('country', job.country_code, 2) +
        xmlElement('description', job.description, 2) +
        xmlElement('salary', salaryText(job), 2) +
        xmlElement('jobtype', indeedJobTypes[job.position_type] ?? 'fulltime', 2) +
        xmlElement('category', job.category, 2) +
        xmlElement('remotetype', job.is_remote ? 'Fully remote' : null, 2) +
        xmlElement('expirationdate', job.expiration_date?.toUTCString(), 2) +
        '  </job>\n',
    )
    .join('');
  return (
    xmlDeclaration +
    '<source>\n' +
    xmlElement('publisher', 'Nordhub', 1) +
    xmlElement('publisherurl', origin, 1) +
    xmlElement('lastBuildDate', now.toUTCString(), 1) +
    items +
    '</source>\n'
  );
}

/** GET /api/feeds/indeed.xml: every public live job, for Indeed and other aggregators. */
export const indeedJobFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/feeds/indeed.xml',
    {
      schema: {
        tags: ['jobs'],
        summary: 'The Indeed-style XML job feed: every public live job (docs/job-feeds.md)',
        produces: ['application/xml'],
      },
    },
    async (request, reply) => {
      // Every live job: the heaviest read, and an aggregator tolerates the replica's lag.
      const jobs = await aggregatorFeedJobs(app.readDb);
      reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', cachePolicy.publicFeed);
      return indeedJobFeedXml(jobs, siteOrigin(request));
    },
  );
};
