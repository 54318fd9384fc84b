import { feedJobsQuerySchema, jobDetailSchema, jobListResponseSchema, publicFeedSchema, type PublicFeed } from '@nordhub/contracts';
import { normalizeHostname } from '@nordhub/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { notFound } from '../../../http-errors';
import { feedByDomain, feedByKey, type FeedRow } from './queries';
import { mainSiteUrl } from '../../../site-origin';
import { feedFields, feedJob, feedJobs } from './service';
import { domainParams, keyParams } from '../../../http/params';
import { cachePolicy } from '../../../plugins/cache-policy';
import { withSpecAddress } from '../../../http/spec-address';

const jobParams = keyParams.extend({ id: z.guid('Must be a job id (a UUID)') });

const toPublicFeed = (row: FeedRow, request: FastifyRequest): PublicFeed => ({ ...feedFields(row), mainSiteUrl: mainSiteUrl(request.server.config, request) });

const noFeed = (key: string) => notFound(`No white-label feed with the key ${key}`);

/** What a white-label host reads: its feed by host name, the feed's jobs (its rules applied) and one job. */
export const whiteLabelFeedPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  // The spec's call table names /companies/white-label-feed-domain/{domain}, ambiguous in the
  // OpenAPI document beside /companies/{key}/...; the document names /domains/{domain}/white-label-feed.
  for (const [url, hide] of withSpecAddress('/domains/:domain/white-label-feed', '/companies/white-label-feed-domain/:domain')) {
    app.get(
      url,
      {
        schema: {
          hide,
          tags: ['companies'],
          summary: 'The white-label feed served on a host name (lower-cased, port ignored); 404 when none',
          params: domainParams,
          response: { 200: publicFeedSchema },
        },
      },
      async (request, reply) => {
        const domain = normalizeHostname(request.params.domain);
        const feed = await feedByDomain(app.db, domain);
        if (!feed) throw notFound(`No job feed is set up for ${domain}`);
        reply.header('cache-control', cachePolicy.publicMinute);
        return toPublicFeed(feed, request);
      },
    );
  }

  app.get(
    '/white-label-feeds/:key/jobs',
    {
      schema: {
        tags: ['jobs'],
        summary: "One page of a white-label feed's live jobs: the feed's rules plus the visitor's search and country",
        params: keyParams,
        querystring: feedJobsQuerySchema,
        response: { 200: jobListResponseSchema },
      },
    },
    async (request, reply) => {
      // The feed's search, like /v2/jobs, from the read replica when there is one.
      const feed = await feedByKey(app.readDb, request.params.key);
      if (!feed) throw noFeed(request.params.key);
      reply.header('vary', 'Cookie').header('cache-control', request.sessionUser ? cachePolicy.privateRevalidate : cachePolicy.publicMinute);
      return feedJobs(app.readDb, feed, request.query, request.sessionUser?.userId ?? null);
    },
  );

  app.get(
    '/white-label-feeds/:key/jobs/:id',
    {
      schema: {
        tags: ['jobs'],
        summary: "A live job of a white-label feed; 404 when the job is not in the feed (or no longer live)",
        params: jobParams,
        response: { 200: jobDetailSchema },
      },
    },
    async (request, reply) => {
      const feed = await feedByKey(app.db, request.params.key);
      if (!feed) throw noFeed(request.params.key);
      const job = await feedJob(app.db, feed, request.params.id, request.sessionUser?.userId ?? null);
      if (!job) throw notFound(`The job ${request.params.id} is not in this feed`);
      reply.header('vary', 'Cookie').header('cache-control', request.sessionUser ? cachePolicy.privateRevalidate : cachePolicy.publicMinute);
      return job;
    },
  );
};
