import { jobSearchQuerySchema, portfolioJobsQuerySchema, portfolioJobsSchema } from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../http-errors';
import { searchJobs } from '../../jobs/jobs';
import { keyParams } from '../../../http/params';
import { cachePolicy } from '../../../plugins/cache-policy';

/**
 * GET /investors/{key}/portfolio-jobs (funding-aware search): the open jobs of the
 * startups in a live investor's portfolio, public and paged. It is the job search filtered by
 * `investor={key}`, so "See all N jobs" on the investor page opens the same jobs in the same order.
 */
export const investorPortfolioJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/investors/:key/portfolio-jobs',
    {
      schema: {
        tags: ['investors'],
        summary: 'Open jobs at the startups in a live investor’s portfolio, as the job search ranks them; paged',
        params: keyParams,
        querystring: portfolioJobsQuerySchema,
        response: { 200: portfolioJobsSchema },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const investor = await app.db.maybeOne<{ key: string }>(`SELECT key FROM investors WHERE key = $1 AND status = 'ACTIVE'`, [key]);
      if (!investor) throw notFound(`No investor with the key ${key}`);
      const viewer = request.sessionUser?.userId ?? null;
      reply.header('vary', 'Cookie');
      reply.header('cache-control', viewer ? cachePolicy.privateRevalidate : cachePolicy.publicMinute);
      const query = jobSearchQuerySchema.parse({ investor: investor.key, page: request.query.page, pageSize: request.query.pageSize });
      return searchJobs(app.db, query, viewer);
    },
  );
};
