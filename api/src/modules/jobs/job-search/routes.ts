import {
  jobsCountBulkRequestSchema,
  jobsCountBulkResponseSchema,
  savedJobSearchSchema,
  savedSearchCreateSchema,
  savedSearchUpdateSchema,
} from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { notFound } from '../../../http-errors';
import { requireUser } from '../../../security/guards';
import { countJobsBulk, createSavedSearch, listSavedSearches, patchSavedSearch, removeSavedSearch } from './service';
import { idParams } from '../../../http/params';
import { cachePolicy } from '../../../plugins/cache-policy';

// Someone else's search answers like a missing one, so ids of other users' searches stay secret.
const noSearch = (id: string) => notFound(`No saved search with the id ${id}`);

/**
 * Saved (pinned) job searches of the signed-in user and their new-job counts (register under
 * /api). Every route needs a signed-in user; a user sees and changes only their
 * own searches.
 */
export const jobSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', cachePolicy.private);
  });

  app.get(
    '/job-search',
    {
      config: { signedIn: true },
      schema: {
        tags: ['job-search'],
        summary: "The signed-in user's saved searches, oldest first, each with its count of jobs new since `since`",
        response: { 200: z.array(savedJobSearchSchema) },
      },
    },
    async (request) => listSavedSearches(app.db, requireUser(request).userId),
  );

  app.post(
    '/job-search',
    {
      config: { signedIn: true },
      schema: {
        tags: ['job-search'],
        summary: 'Pin a search (201); pinning a key the user already saved replaces its filters and since (200). At most 20 per user (409)',
        body: savedSearchCreateSchema,
        response: { 200: savedJobSearchSchema, 201: savedJobSearchSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { search, created } = await createSavedSearch(app.db, user.userId, request.body);
      return reply.code(created ? 201 : 200).send(search);
    },
  );

  app.patch(
    '/job-search/:id',
    {
      config: { signedIn: true },
      schema: {
        tags: ['job-search'],
        summary: 'Change a saved search: filters, since (e.g. now, once its new jobs were seen) or pinned',
        params: idParams,
        body: savedSearchUpdateSchema,
        response: { 200: savedJobSearchSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const search = await patchSavedSearch(app.db, user.userId, request.params.id, request.body);
      if (!search) throw noSearch(request.params.id);
      return search;
    },
  );

  app.delete(
    '/job-search/:id',
    {
      config: { signedIn: true },
      schema: {
        tags: ['job-search'],
        summary: 'Unpin: delete the saved search',
        params: idParams,
        response: { 204: z.undefined() },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!(await removeSavedSearch(app.db, user.userId, request.params.id))) throw noSearch(request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/jobs/count/bulk',
    {
      config: { signedIn: true },
      schema: {
        operationId: 'countJobsBulk',
        tags: ['job-search'],
        summary: 'For each search (key, filters, since), in order: its key and how many public jobs match it and went live after since',
        body: jobsCountBulkRequestSchema,
        response: { 200: jobsCountBulkResponseSchema },
      },
    },
    async (request) => {
      requireUser(request);
      // Counts of public jobs (no own data): the replica's lag is fine.
      return countJobsBulk(app.readDb, request.body);
    },
  );
};
