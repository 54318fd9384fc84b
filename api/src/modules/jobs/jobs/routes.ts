import {
  jobDetailSchema,
  jobFlagsSchema,
  jobIdParamsSchema,
  jobListResponseSchema,
  jobListSchema,
  jobSearchQuerySchema,
  jobsAndFeaturedSchema,
  jobSuggestionsQuerySchema,
  jobSuggestionsResponseSchema,
  jobViewResponseSchema,
  myJobsSchema,
  resendApplicantsResponseSchema,
  type JobFlagAction,
} from '@nordhub/contracts';
import { FEATURED_PER_PAGE } from '@nordhub/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../http-errors';
import { attemptsPerMinute } from '../../../plugins/rate-limits';
import { requireCompanyManager, requireUser } from '../../../security/guards';
import {
  anyJob,
  featuredJobs,
  jobSuggestions,
  latestJobs,
  myJobs,
  publicJob,
  recordJobView,
  relatedJobs,
  searchJobs,
  searchJobsAndFeatured,
  setJobFlag,
  viewerFlagsFor,
} from './service';
import { jobOwner, resendApplicants } from './resend-applicants';
import { siteOrigin } from '../../../site-origin';
import { idParams } from '../../../http/params';
import { cachePolicy } from '../../../plugins/cache-policy';
import { withSpecAddress } from '../../../http/spec-address';
import { fromReplicaElsePrimary } from '../../../db/replica';
import { sendShared, unchangedFromShared } from '../../../plugins/public-cache';

const noJob = (id: string) => notFound(`No job with the id ${id}`);

/**
 * Lists depend on the viewer only through the saved and interested flags: guests' answers may be
 * cached briefly by anyone, signed-in users' answers only by their browser.
 */
function listCaching(request: FastifyRequest, reply: FastifyReply) {
  reply.header('vary', 'Cookie');
  reply.header('cache-control', request.sessionUser ? cachePolicy.privateRevalidate : cachePolicy.publicMinute);
}

const viewerId = (request: FastifyRequest) => request.sessionUser?.userId ?? null;

const ids = (...lists: ReadonlyArray<readonly { id: string }[]>) => lists.flatMap((list) => list.map((job) => job.id));

/**
 * The public job reads (register under /api). Only ACTIVE, approved,
 * unexpired jobs are listed; a job page also opens for stopped and expired jobs. The lists,
 * suggestions, job pages and related jobs read app.readDb (the replica, when set): they tolerate
 * its lag, and a job the replica has not got yet is read from the primary. The reader's own flags
 * and everything after the user's own writes (flags, mine) read the primary.
 */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The shared part of a read, the same for every reader, from the micro-cache (its TTL; every
  // write empties it); routes add the reader's own flags after.
  const shared = <T>(request: FastifyRequest, load: () => Promise<T>) => app.publicCache.shared(request.url, load);
  app.get(
    '/v2/jobs',
    {
      config: { publicCache: true },
      schema: {
        tags: ['jobs'],
        summary: 'Search public jobs by relevance, newest or deadline; paged (boosts show as featured, see /v2/jobsandfeatured)',
        querystring: jobSearchQuerySchema,
        response: { 200: jobListResponseSchema },
      },
    },
    async (request, reply) => {
      listCaching(request, reply);
      const answer = await shared(request, () => searchJobs(app.readDb, request.query, null, { platform: app.config.platform }));
      const flagged = await viewerFlagsFor(app.db, app.viewerMarks, viewerId(request), ids(answer.docs));
      const docs = answer.docs.map(flagged);
      // A signed-in reader with no marks on this page gets the shared answer's bytes.
      if (request.sessionUser && unchangedFromShared(docs, answer.docs)) return sendShared(request, reply, answer);
      return { ...answer, docs };
    },
  );

  app.get(
    '/v2/featuredjobs',
    {
      config: { publicCache: true },
      schema: {
        tags: ['jobs'],
        summary: 'Featured (boosted) public jobs matching the filters, longest-running boost first; at most limit (or pageSize), not paged',
        querystring: jobSearchQuerySchema,
        response: { 200: jobListSchema },
      },
    },
    async (request, reply) => {
      listCaching(request, reply);
      const jobs = await shared(request, () => featuredJobs(app.readDb, request.query, null, { platform: app.config.platform }));
      return jobs.map(await viewerFlagsFor(app.db, app.viewerMarks, viewerId(request), ids(jobs)));
    },
  );

  app.get(
    '/v2/jobsandfeatured',
    {
      config: { publicCache: true },
      schema: {
        tags: ['jobs'],
        summary: `One page of the search and at most ${FEATURED_PER_PAGE} featured jobs for it (as relevant as the page, rotating across pages, left out of the page)`,
        querystring: jobSearchQuerySchema,
        response: { 200: jobsAndFeaturedSchema },
      },
    },
    async (request, reply) => {
      listCaching(request, reply);
      const answer = await shared(request, () => searchJobsAndFeatured(app.readDb, request.query, null, { platform: app.config.platform }));
      const flagged = await viewerFlagsFor(app.db, app.viewerMarks, viewerId(request), ids(answer.jobs.docs, answer.featuredJobs));
      const [docs, featuredJobs] = [answer.jobs.docs.map(flagged), answer.featuredJobs.map(flagged)];
      if (request.sessionUser && unchangedFromShared(docs, answer.jobs.docs) && unchangedFromShared(featuredJobs, answer.featuredJobs)) return sendShared(request, reply, answer);
      return { jobs: { ...answer.jobs, docs }, featuredJobs };
    },
  );

  app.get(
    '/v2/jobs/latest/3',
    {
      config: { publicCache: true },
      schema: { tags: ['jobs'], summary: 'The three newest public jobs', response: { 200: jobListSchema } },
    },
    async (request, reply) => {
      listCaching(request, reply);
      const jobs = await shared(request, () => latestJobs(app.readDb, null));
      return jobs.map(await viewerFlagsFor(app.db, app.viewerMarks, viewerId(request), ids(jobs)));
    },
  );

  app.get(
    '/v2/jobs/suggestions',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Typo-tolerant suggestions for the search box (job titles) or the location box (cities, countries); at most 8',
        querystring: jobSuggestionsQuerySchema,
        response: { 200: jobSuggestionsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', cachePolicy.publicContent);
      return jobSuggestions(app.readDb, request.query);
    },
  );

  app.get(
    '/v2/jobs/:id/related',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Open jobs like this one (same category or group, same country first)',
        params: idParams,
        response: { 200: jobListSchema },
      },
    },
    async (request, reply) => {
      const jobs = await shared(request, () => fromReplicaElsePrimary(app, (db) => relatedJobs(db, request.params.id, null)));
      if (!jobs) throw noJob(request.params.id);
      listCaching(request, reply);
      return jobs.map(await viewerFlagsFor(app.db, app.viewerMarks, viewerId(request), ids(jobs)));
    },
  );

  // The spec's call table names /jobs/single/{id} (and its /hidden), which sit in the same place
  // as /jobs/{id}/save and the rest of the family: an ambiguous pair in the OpenAPI document. The
  // document names /jobs/{id}; the spec's addresses answer the same, out of the document.
  for (const [url, hide] of withSpecAddress('/jobs/:id', '/jobs/single/:id')) {
    app.get(
      url,
      {
        config: { publicCache: true },
        schema: {
          hide,
          tags: ['jobs'],
          summary: 'A public job page; stopped and expired jobs answer too (status says closed), drafts and pending jobs 404',
          params: idParams,
          response: { 200: jobDetailSchema },
        },
      },
      async (request, reply) => {
        const job = await shared(request, () => fromReplicaElsePrimary(app, (db) => publicJob(db, request.params.id, null)));
        if (!job) throw noJob(request.params.id);
        listCaching(request, reply);
        const own = (await viewerFlagsFor(app.db, app.viewerMarks, viewerId(request), [job.id]))(job);
        if (request.sessionUser && own === job) return sendShared(request, reply, job);
        return own;
      },
    );
  }

  for (const [url, hide] of withSpecAddress('/jobs/:id/hidden', '/jobs/single/:id/hidden')) {
    app.get(
      url,
      {
        config: { signedIn: true },
        schema: {
          hide,
          tags: ['jobs'],
          summary: 'A job in any status (managers of its company and admins)',
          params: idParams,
          response: { 200: jobDetailSchema },
        },
      },
      async (request, reply) => {
        // Signed in first, so a guest learns nothing about which ids exist.
        const user = requireUser(request);
        const job = await anyJob(app.db, request.params.id, user.userId);
        if (!job) throw noJob(request.params.id);
        await requireCompanyManager(app.db, request, job.company.key);
        reply.header('cache-control', cachePolicy.private);
        return job;
      },
    );
  }

  app.post(
    '/jobs/:id/view',
    {
      // Views are counted, not shown at once: a cached job shows its count within the cache's TTL.
      config: { keepsPublicCache: true },
      schema: {
        tags: ['jobs'],
        summary: 'Count a view of the job page: once per visitor (signed-in user, else IP and browser) per UTC day',
        params: idParams,
        response: { 200: jobViewResponseSchema },
      },
    },
    async (request) => {
      const result = await recordJobView(app.db, request.params.id, {
        userId: viewerId(request),
        ip: request.ip,
        userAgent: (request.headers['user-agent'] ?? '').slice(0, 300),
      });
      if (!result) throw noJob(request.params.id);
      return result;
    },
  );

  // The seeker's flags. Signed-in users only; CSRF as every POST. The answer
  // is the job's flags after the change, so a client can confirm its optimistic update.
  const flagSummaries: Record<JobFlagAction, string> = {
    save: 'Save the job for the signed-in user (idempotent)',
    unsave: 'Remove the job from the saved jobs (idempotent)',
    interested: 'Mark interest in the job: interestedAt is set to now (idempotent: a second call keeps the first time)',
    uninterested: 'Clear the interest: interestedAt becomes null (idempotent)',
  };
  for (const action of Object.keys(flagSummaries) as JobFlagAction[]) {
    app.post(
      `/jobs/:id/${action}`,
      {
        // The flags are the signed-in user's own; guests' cached answers carry none.
        config: { keepsPublicCache: true, signedIn: true },
        schema: {
          tags: ['jobs'],
          summary: flagSummaries[action],
          params: jobIdParamsSchema,
          response: { 200: jobFlagsSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const flags = await setJobFlag(app.db, app.viewerMarks, user.userId, request.params.id, action);
        if (!flags) throw noJob(request.params.id);
        reply.header('cache-control', cachePolicy.private);
        return flags;
      },
    );
  }

  app.post(
    '/jobs/:id/resend-applicants',
    {
      // Per user (and IP): every call writes a mail, so a loop must not flood the inbox.
      config: { signedIn: true, ...attemptsPerMinute(app.config.rateLimits.resendApplicants, (request) => request.sessionUser?.userId ?? 'guest') },
      schema: {
        tags: ['jobs'],
        summary:
          "Mail the job's applicants (name, e-mail, applied date, stage) to the signed-in manager of its company (admins too); answers how many were listed, 0 (and no mail) when none",
        params: jobIdParamsSchema,
        response: { 200: resendApplicantsResponseSchema },
      },
    },
    async (request, reply) => {
      // Signed in first, so a guest learns nothing about which ids exist.
      const user = requireUser(request);
      const job = await jobOwner(app.db, request.params.id);
      if (!job) throw noJob(request.params.id);
      await requireCompanyManager(app.db, request, job.company_key);
      const origin = siteOrigin(request);
      const result = await resendApplicants(app.db, app.mailer, job, user.userId, origin);
      if (result.sent > 0) void app.mailer.deliver();
      reply.header('cache-control', cachePolicy.private);
      return result;
    },
  );

  app.get(
    '/jobs/mine',
    {
      config: { signedIn: true },
      schema: {
        tags: ['jobs'],
        summary: "The signed-in user's saved jobs and the jobs they marked interest in, most recent first; closed jobs included with their status",
        response: { 200: myJobsSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', cachePolicy.private);
      return myJobs(app.db, user.userId);
    },
  );
};
