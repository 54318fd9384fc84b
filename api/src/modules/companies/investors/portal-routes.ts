import {
  investorDashboardSchema,
  investorInputSchema,
  investorQuizQuerySchema,
  investorQuizResultSchema,
  investorSchema,
  investorUpdateSchema,
  okResponseSchema,
  portfolioEntryInputSchema,
  portfolioEntrySchema,
} from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { requireInvestorManager, requireUser } from '../../../security/guards';
import {
  addPortfolioEntry,
  createInvestor,
  deletePortfolioEntry,
  listPortfolio,
  loadInvestorDashboard,
  loadManagedInvestor,
  loadPortfolioEntry,
  rankInvestorsForQuiz,
  recordInvestorView,
  updateInvestor,
  updatePortfolioEntry,
} from './portal-service';
import { keyParams } from '../../../http/params';
import { cachePolicy } from '../../../plugins/cache-policy';

const entryParams = keyParams.extend({ id: z.uuid('Not a portfolio entry id') });
const tags = ['investors'];

/**
 * The investor portal (/client/investors/{key}/*): create, edit and publish a profile, its
 * dashboard and its portfolio. Everything but creating needs a manager of that investor (or an
 * admin); the public funding list is in directory.ts. Also the public view counter and the
 * funding quiz.
 */
export const investorPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/investors',
    { config: { signedIn: true }, schema: { tags, summary: 'Create an investor in DRAFT; the signed-in user becomes its manager', body: investorInputSchema, response: { 201: investorSchema } } },
    async (request, reply) => {
      const { userId } = requireUser(request);
      const id = await createInvestor(app.db, userId, request.body, app.config.platform);
      return reply.code(201).header('cache-control', cachePolicy.private).send(await loadManagedInvestor(app.db, id));
    },
  );

  app.get(
    '/investors/quiz',
    { schema: { tags, summary: 'The funding quiz: live investors ranked by how well they match the answers', querystring: investorQuizQuerySchema, response: { 200: investorQuizResultSchema } } },
    async (request) => rankInvestorsForQuiz(app.db, request.query),
  );

  app.get(
    '/investors/:key/hidden',
    { config: { signedIn: true }, schema: { tags, summary: 'An investor in any status, drafts included (managers and admins)', params: keyParams, response: { 200: investorSchema } } },
    async (request, reply) => {
      const investor = await requireInvestorManager(app.db, request, request.params.key);
      reply.header('cache-control', cachePolicy.private);
      return loadManagedInvestor(app.db, investor.id);
    },
  );

  app.put(
    '/investors/:key',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'Update an investor (managers and admins); status ACTIVE publishes once the required fields are filled, INACTIVE hides it',
        params: keyParams,
        body: investorUpdateSchema,
        response: { 200: investorSchema },
      },
    },
    async (request, reply) => {
      const investor = await requireInvestorManager(app.db, request, request.params.key);
      await updateInvestor(app.db, { id: investor.id, isAdmin: investor.user.isAdmin }, request.body);
      reply.header('cache-control', cachePolicy.private);
      return loadManagedInvestor(app.db, investor.id);
    },
  );

  app.get(
    '/investors/:key/dashboard',
    { config: { signedIn: true }, schema: { tags, summary: "An investor's profile views per day and in total (managers and admins)", params: keyParams, response: { 200: investorDashboardSchema } } },
    async (request, reply) => {
      const investor = await requireInvestorManager(app.db, request, request.params.key);
      reply.header('cache-control', cachePolicy.private);
      return loadInvestorDashboard(app.db, investor.id);
    },
  );

  app.post(
    '/investors/:key/views',
    { schema: { tags, summary: 'Count one view of a live investor profile (anyone)', params: keyParams, response: { 200: okResponseSchema } } },
    async (request) => {
      await recordInvestorView(app.db, request.params.key);
      return { ok: true as const };
    },
  );

  app.get(
    '/investors/:key/portfolio',
    { config: { signedIn: true }, schema: { operationId: 'listInvestorPortfolio', tags, summary: "The investor's portfolio entries (managers and admins)", params: keyParams, response: { 200: z.array(portfolioEntrySchema) } } },
    async (request, reply) => {
      const investor = await requireInvestorManager(app.db, request, request.params.key);
      reply.header('cache-control', cachePolicy.private);
      return listPortfolio(app.db, investor.id);
    },
  );

  app.post(
    '/investors/:key/portfolio',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'Add a portfolio entry: linked to a startup (companyKey) or investor on the platform, or a free name and website',
        params: keyParams,
        body: portfolioEntryInputSchema,
        response: { 201: portfolioEntrySchema },
      },
    },
    async (request, reply) => {
      const investor = await requireInvestorManager(app.db, request, request.params.key);
      const id = await addPortfolioEntry(app.db, investor.id, request.body);
      return reply.code(201).send(await loadPortfolioEntry(app.db, investor.id, id));
    },
  );

  app.get(
    '/investors/:key/portfolio/:id',
    { config: { signedIn: true }, schema: { tags, summary: 'One portfolio entry (managers and admins)', params: entryParams, response: { 200: portfolioEntrySchema } } },
    async (request) => {
      const investor = await requireInvestorManager(app.db, request, request.params.key);
      return loadPortfolioEntry(app.db, investor.id, request.params.id);
    },
  );

  app.put(
    '/investors/:key/portfolio/:id',
    {
      config: { signedIn: true },
      schema: { tags, summary: 'Edit a free portfolio entry; a linked one cannot be edited (409)', params: entryParams, body: portfolioEntryInputSchema, response: { 200: portfolioEntrySchema } },
    },
    async (request) => {
      const investor = await requireInvestorManager(app.db, request, request.params.key);
      await updatePortfolioEntry(app.db, investor.id, request.params.id, request.body);
      return loadPortfolioEntry(app.db, investor.id, request.params.id);
    },
  );

  app.delete(
    '/investors/:key/portfolio/:id',
    { config: { signedIn: true }, schema: { tags, summary: 'Remove a portfolio entry (managers and admins)', params: entryParams, response: { 200: okResponseSchema } } },
    async (request) => {
      const investor = await requireInvestorManager(app.db, request, request.params.key);
      await deletePortfolioEntry(app.db, investor.id, request.params.id);
      return { ok: true as const };
    },
  );
};
