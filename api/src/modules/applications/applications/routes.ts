import {
  applicantsQuerySchema,
  jobApplicantsQuerySchema,
  applicantsResponseSchema,
  applicationNoteInputSchema,
  applicationNoteSchema,
  applicationSchema,
  applyToJobSchema,
  bulkMoveApplicationsResponseSchema,
  bulkMoveApplicationsSchema,
  kanbanColumnInputSchema,
  kanbanColumnSchema,
  kanbanColumnUpdateSchema,
  moveApplicationSchema,
  myApplicationSchema,
} from '@nordhub/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import path from 'node:path';
import * as z from 'zod';
import type { Db } from '../../../db/db';
import { notFound } from '../../../http-errors';
import { attemptsPerMinute } from '../../../plugins/rate-limits';
import { requireCompanyManager, requireUser } from '../../../security/guards';
import { storedKey } from '../../../storage/file-store';
import { sendStored } from '../../../storage/send-stored';
import { jobOwner } from '../../jobs/jobs';
import { applicationById } from './queries';
import {
  addNote,
  applyToJob,
  changeCustomColumn,
  createCustomColumn,
  deleteCustomColumn,
  exportApplicantsCsv,
  listNotes,
  loadBoard,
  moveApplication,
  moveApplications,
} from './service';
import { siteOrigin } from '../../../site-origin';
import { keyParams } from '../../../http/params';
import { cachePolicy } from '../../../plugins/cache-policy';

// An application's id is a UUID: anything else is a 400 naming the field, not a lookup.
const applicationIdParams = z.object({ id: z.guid('id must be a valid id') });
const columnParams = keyParams.extend({ columnId: z.guid('columnId must be a valid id') });

const filtersOf = (query: z.infer<typeof applicantsQuerySchema>) => ({
  jobId: query.job,
  stage: query.stage,
  columnId: query.column,
  text: query.text,
});

/**
 * Application `id` for a manager of its job's company (or an admin). Signed in first, so a guest
 * learns nothing about which ids exist; then 404; then 403 for anyone else.
 */
async function requireApplicationManager(db: Db, request: FastifyRequest, id: string) {
  requireUser(request);
  const application = await applicationById(db, id);
  if (!application) throw notFound(`No application with the id ${id}`);
  const managed = await requireCompanyManager(db, request, application.company_key);
  return { application, managed };
}

/**
 * The applicant kanban  under /api: the board and its filters, moves,
 * custom columns, notes, CSV export and CV download for the company's managers and admins, and
 * the applicant's own POST /jobs/{id}/apply.
 */
export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies/:key/applicants',
    {
      config: { signedIn: true },
      schema: {
        tags: ['applicants'],
        summary: "The startup's kanban: its columns and the applications matching the filters, newest first (managers and admins)",
        params: keyParams,
        querystring: applicantsQuerySchema,
        response: { 200: applicantsResponseSchema },
      },
    },
    async (request, reply) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      reply.header('cache-control', cachePolicy.private);
      return loadBoard(app.db, company.id, filtersOf(request.query));
    },
  );

  app.get(
    '/companies/:key/applicants.csv',
    {
      config: { signedIn: true },
      schema: {
        tags: ['applicants'],
        summary: 'The same list as CSV (spreadsheet-safe: formulas are neutralised) (managers and admins)',
        params: keyParams,
        querystring: applicantsQuerySchema,
      },
    },
    async (request, reply) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      const csv = await exportApplicantsCsv(app.db, company.id, filtersOf(request.query));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('cache-control', cachePolicy.private)
        .header('content-disposition', `attachment; filename="applicants-${company.key}-${day}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );

  app.get(
    '/jobs/:id/applicants',
    {
      config: { signedIn: true },
      schema: {
        tags: ['applicants'],
        summary: "One job's applicants on its company's board (managers and admins)",
        params: applicationIdParams,
        querystring: jobApplicantsQuerySchema,
        response: { 200: applicantsResponseSchema },
      },
    },
    async (request, reply) => {
      requireUser(request);
      const job = await jobOwner(app.db, request.params.id);
      if (!job) throw notFound(`No job with the id ${request.params.id}`);
      const company = await requireCompanyManager(app.db, request, job.company_key);
      reply.header('cache-control', cachePolicy.private);
      return loadBoard(app.db, company.id, { ...filtersOf(request.query), jobId: job.id });
    },
  );

  app.post(
    '/applications/:id/move',
    {
      config: { signedIn: true },
      schema: {
        tags: ['applicants'],
        summary:
          'Move an application to a stage (and column). Rejected is locked: moving out of it is 409. Moving into it mails the applicant the rejection; a move that changes the status the applicant sees (Applied, Under review, Hired) mails them the new status (managers and admins)',
        params: applicationIdParams,
        body: moveApplicationSchema,
        response: { 200: applicationSchema },
      },
    },
    async (request) => {
      const { managed } = await requireApplicationManager(app.db, request, request.params.id);
      const origin = siteOrigin(request);
      const moved = await moveApplication(app.db, app.mailer, request.params.id, request.body, managed.user.userId, origin, request.log);
      void app.mailer.deliver();
      return moved;
    },
  );

  app.get(
    '/applications/:id/notes',
    {
      config: { signedIn: true },
      schema: {
        tags: ['applicants'],
        summary: "The managers' notes on an application, oldest first",
        params: applicationIdParams,
        response: { 200: z.array(applicationNoteSchema) },
      },
    },
    async (request, reply) => {
      await requireApplicationManager(app.db, request, request.params.id);
      reply.header('cache-control', cachePolicy.private);
      return listNotes(app.db, request.params.id);
    },
  );

  app.post(
    '/applications/:id/notes',
    {
      config: { signedIn: true },
      schema: {
        tags: ['applicants'],
        summary: 'Add a note to an application (managers and admins)',
        params: applicationIdParams,
        body: applicationNoteInputSchema,
        response: { 201: applicationNoteSchema },
      },
    },
    async (request, reply) => {
      const { managed } = await requireApplicationManager(app.db, request, request.params.id);
      const note = await addNote(app.db, request.params.id, managed.user.userId, request.body.text);
      reply.code(201);
      return note;
    },
  );

  /**
   * The CV through the API, never from the store. `inline`: a PDF shown in the page (the
   * applicant drawer's viewer); any other type is still a download, so an uploaded HTML or SVG
   * file never renders on our origin.
   */
  const sendCv = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply, disposition: 'attachment' | 'inline') => {
    const { application } = await requireApplicationManager(app.db, request, request.params.id);
    const cv = application.cv_file;
    if (!cv) throw notFound('This applicant sent no CV');
    const key = storedKey(cv.path);
    const stored = key ? await app.files.get(key) : null;
    if (!key || !stored) throw notFound('The CV file is missing');
    const name = (cv.name ?? path.posix.basename(key)).replace(/[^\w. -]+/g, '_');
    const shown = disposition === 'inline' && stored.contentType === 'application/pdf' ? 'inline' : 'attachment';
    reply
      .header('cache-control', cachePolicy.private)
      .header('content-disposition', `${shown}; filename="${name}"`)
      .header('x-content-type-options', 'nosniff');
    return sendStored(request, reply, stored);
  };

  app.get(
    '/applications/:id/cv',
    {
      config: { signedIn: true },
      schema: {
        tags: ['applicants'],
        summary: "Download the applicant's CV (managers of the job's company and admins only)",
        params: applicationIdParams,
      },
    },
    (request, reply) => sendCv(request, reply, 'attachment'),
  );

  app.get(
    '/applications/:id/cv/inline',
    {
      config: { signedIn: true },
      schema: {
        tags: ['applicants'],
        summary: "The applicant's CV to show in the page: a PDF inline (Content-Disposition: inline), any other file as a download (managers of the job's company and admins only)",
        params: applicationIdParams,
      },
    },
    (request, reply) => sendCv(request, reply, 'inline'),
  );

  app.post(
    '/companies/:key/applications/move',
    {
      config: { signedIn: true },
      schema: {
        tags: ['applicants'],
        summary:
          "Move several of the startup's applications to one stage (and column), all or none, mailing each applicant as a single move does (a move to Rejected with `message` sends those words). An id that is not one of this startup's applications is 404 (managers and admins)",
        params: keyParams,
        body: bulkMoveApplicationsSchema,
        response: { 200: bulkMoveApplicationsResponseSchema },
      },
    },
    async (request) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      const applications = await moveApplications(app.db, app.mailer, company.id, request.body, company.user.userId, siteOrigin(request), request.log);
      void app.mailer.deliver();
      return { applications };
    },
  );

  app.post(
    '/companies/:key/kanban-columns',
    {
      config: { signedIn: true },
      schema: {
        tags: ['applicants'],
        summary: "Add a custom column to the startup's kanban (colour: one of kanban.columnColors)",
        params: keyParams,
        body: kanbanColumnInputSchema,
        response: { 201: kanbanColumnSchema },
      },
    },
    async (request, reply) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      const column = await createCustomColumn(app.db, company.id, request.body);
      reply.code(201);
      return column;
    },
  );

  app.patch(
    '/companies/:key/kanban-columns/:columnId',
    {
      config: { signedIn: true },
      schema: {
        tags: ['applicants'],
        summary: 'Rename or recolour a custom column',
        params: columnParams,
        body: kanbanColumnUpdateSchema,
        response: { 200: kanbanColumnSchema },
      },
    },
    async (request) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      return changeCustomColumn(app.db, company.id, request.params.columnId, request.body);
    },
  );

  app.delete(
    '/companies/:key/kanban-columns/:columnId',
    {
      config: { signedIn: true },
      schema: {
        tags: ['applicants'],
        summary: 'Delete an empty custom column (409 while it holds applicants)',
        params: columnParams,
      },
    },
    async (request, reply) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      await deleteCustomColumn(app.db, company.id, request.params.columnId);
      return reply.code(204).send();
    },
  );

  app.post(
    '/jobs/:id/apply',
    {
      // A retry after a lost response (same Idempotency-Key) gets the first 201, not "already applied".
      // Limited per user and IP: each application mails the startup's managers.
      // Nothing a public job answer shows changes with an application: the public cache stays.
      config: { signedIn: true, idempotent: true, keepsPublicCache: true, ...attemptsPerMinute(app.config.rateLimits.apply, (request) => request.sessionUser?.userId ?? 'guest') },
      schema: {
        tags: ['applicants'],
        summary: 'Apply to an open job (signed-in applicants; once per job: a second time is 409). quickApply takes phone, CV and pitch from the quick-apply settings. Mails the startup\'s managers and a receipt to the applicant. An Idempotency-Key header makes a retry return the first response',
        params: applicationIdParams,
        body: applyToJobSchema,
        response: { 201: myApplicationSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const origin = siteOrigin(request);
      const { application, queuedDeliveries } = await applyToJob(app.db, app.mailer, user.userId, request.params.id, request.body, origin);
      void app.mailer.deliver();
      // The worker claims due rows with a write: started only when this application queued one.
      if (queuedDeliveries) void app.deliveries.deliver();
      reply.code(201);
      return application;
    },
  );
};
