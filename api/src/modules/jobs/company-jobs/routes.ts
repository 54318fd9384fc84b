import {
  duplicateJobErrorSchema,
  jobDetailSchema,
  jobInputSchema,
  jobListSchema,
  jobRejectionRequestSchema,
  jobReviewQueueSchema,
  jobReviewSchema,
  jobTransitionRequestSchema,
} from '@nordhub/contracts';
import type { JobActor } from '@nordhub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, forbidden } from '../../../http-errors';
import { requireAdmin, requireCompanyManager, requireJobManager, type ManagedProfile } from '../../../security/guards';
import { siteOrigin } from '../../../site-origin';
import { duplicateOpenJob } from '../job-freshness';
import { approveJobInReview, createCompanyJob, editCompanyJob, jobReview, listCompanyJobs, rejectJob, reviewQueue, transitionJob } from './service';
import { idParams, keyParams } from '../../../http/params';
import { cachePolicy } from '../../../plugins/cache-policy';

/** The lifecycle actor behind a passed company guard: admins may do more than managers. */
const actorOf = (managed: ManagedProfile): JobActor => (managed.user.isAdmin ? 'admin' : 'manager');

/**
 * The company's side of jobs (register under /api): create, edit, list, and move a job through
 * its lifecycle (libs/domain job-lifecycle.ts). Payment is not here: `pay` belongs to the
 * checkout's confirmation, `expire` to the clock (startJobExpiryScheduler in service.ts, started by
 * main.ts).
 */
export const companyJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies/:key/jobs',
    {
      config: { signedIn: true },
      schema: {
        tags: ['jobs'],
        summary: "All of the company's jobs in every status, newest first (managers and admins)",
        params: keyParams,
        response: { 200: jobListSchema },
      },
    },
    async (request, reply) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      reply.header('cache-control', cachePolicy.private);
      return listCompanyJobs(app.db, company.id, company.user.userId);
    },
  );

  app.post(
    '/companies/:key/jobs',
    {
      config: { signedIn: true },
      schema: {
        tags: ['jobs'],
        summary:
          'Create a job of the company; it starts as a DRAFT (managers and admins). 409 E_DUPLICATE_JOB naming the open job with the same title and place, unless allowDuplicate is true',
        params: keyParams,
        body: jobInputSchema,
        response: { 201: jobDetailSchema, 409: duplicateJobErrorSchema },
      },
    },
    async (request, reply) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      // The duplicate guard (docs/fresh-jobs.md): update the open job instead of posting it twice?
      const duplicate = request.body.allowDuplicate ? null : await duplicateOpenJob(app.db, company.id, company.key, request.body);
      if (duplicate) {
        return reply.code(409).send({
          statusCode: 409,
          code: 'E_DUPLICATE_JOB' as const,
          message: `You already have an open job '${duplicate.title}' in ${duplicate.location}. Update it instead, or post again with allowDuplicate to post a new one anyway.`,
          existingJob: duplicate,
        });
      }
      const job = await createCompanyJob(app.db, company.id, request.body, company.user.userId, app.config.payRules);
      reply.code(201);
      return job;
    },
  );

  app.put(
    '/jobs/:id',
    {
      config: { signedIn: true },
      schema: {
        tags: ['jobs'],
        summary: "Edit a job's form in any status (managers of its company and admins)",
        params: idParams,
        body: jobInputSchema,
        response: { 200: jobDetailSchema },
      },
    },
    async (request) => {
      const { managed } = await requireJobManager(app.db, request, request.params.id);
      return editCompanyJob(app.db, request.params.id, request.body, managed.user.userId, app.config.payRules);
    },
  );

  app.post(
    '/jobs/:id/transitions',
    {
      config: { signedIn: true },
      schema: {
        tags: ['jobs'],
        summary:
          'Take a lifecycle action (submit, approve, pause, resume, republish; pay and expire are the checkout\'s and the clock\'s): 403 when the actor may not, 409 naming the status when the job is not in a state for it',
        params: idParams,
        body: jobTransitionRequestSchema,
        response: { 200: jobDetailSchema },
      },
    },
    async (request) => {
      const { managed } = await requireJobManager(app.db, request, request.params.id);
      const outcome = await transitionJob(app.db, request.params.id, request.body.action, actorOf(managed), managed.user.userId, app.config, {
        mailer: app.mailer,
        origin: siteOrigin(request),
      });
      if (!outcome.done) {
        throw outcome.refusal.reason === 'actor' ? forbidden(outcome.refusal.message) : conflict(outcome.refusal.message);
      }
      return outcome.job;
    },
  );

  // Job review (docs/jobs-and-applicants.md, "Job review"): which jobs wait is JOB_REVIEW.
  app.get(
    '/job-review',
    {
      config: { signedIn: true },
      schema: {
        tags: ['jobs'],
        summary: 'The jobs waiting for review (PENDING_COMPANY_APPROVAL), the longest waiting first (admins)',
        operationId: 'listJobReviewQueue',
        response: { 200: jobReviewQueueSchema },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      reply.header('cache-control', cachePolicy.private);
      return { jobs: await reviewQueue(app.db) };
    },
  );

  app.post(
    '/job-review/:id/approve',
    {
      config: { signedIn: true },
      schema: {
        tags: ['jobs'],
        summary: "Publish a job waiting for review, without another payment; mails the startup's managers (admins). 409 when it is not waiting",
        params: idParams,
        response: { 200: jobReviewSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return approveJobInReview(app.db, app.mailer, { id: request.params.id, actor: 'admin', origin: siteOrigin(request), payRules: app.config.payRules });
    },
  );

  app.post(
    '/job-review/:id/reject',
    {
      config: { signedIn: true },
      schema: {
        tags: ['jobs'],
        summary:
          "Send a job waiting for review back to DRAFT with a reason, mailed to the startup's managers; a paid posting stays paid (admins). 409 when it is not waiting",
        params: idParams,
        body: jobRejectionRequestSchema,
        response: { 200: jobReviewSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return rejectJob(app.db, app.mailer, {
        id: request.params.id,
        actor: 'admin',
        origin: siteOrigin(request),
        payRules: app.config.payRules,
        reason: request.body.reason,
      });
    },
  );

  app.get(
    '/jobs/:id/review',
    {
      config: { signedIn: true },
      schema: {
        tags: ['jobs'],
        summary: "The job's review: waiting or not, paid or not, and the reason of its last rejection (managers of its company and admins)",
        params: idParams,
        response: { 200: jobReviewSchema },
      },
    },
    async (request, reply) => {
      await requireJobManager(app.db, request, request.params.id);
      reply.header('cache-control', cachePolicy.private);
      return jobReview(app.db, request.params.id);
    },
  );
};
