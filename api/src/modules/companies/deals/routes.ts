import { companyDealSchema, publicDealSchema } from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { notFound } from '../../../http-errors';
import { requireCompanyManager } from '../../../security/guards';
import { keyParams } from '../../../http/params';
import { cachePolicy } from '../../../plugins/cache-policy';
import { claimDeal, companyDeal, companyDeals, publicDeal, publicDeals } from './service';

const dealParams = keyParams.extend({ deal: z.string().min(1).max(200) });

/**
 * The public deal pages (/deals, /deals/{key}): the same answer for everyone, so the description,
 * redeem link and document never leave through them. A startup's managers read those through the
 * portal routes below, which check the session.
 */
export const publicDealsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/deals',
    { schema: { tags: ['content'], summary: 'Published deals for startups: summary, partner and type (what a deal gives is for startups only)', response: { 200: z.array(publicDealSchema) } } },
    async (_request, reply) => {
      const deals = await publicDeals(app.db);
      reply.header('cache-control', cachePolicy.publicContent);
      return deals;
    },
  );

  app.get(
    '/deals/:key',
    {
      schema: {
        tags: ['content'],
        summary: "One published deal's public summary by key; its details are read through /companies/{key}/deals/{deal}",
        params: keyParams,
        response: { 200: publicDealSchema },
      },
    },
    async (request, reply) => {
      const deal = await publicDeal(app.db, request.params.key);
      if (!deal) throw notFound(`No deal with the key ${request.params.key}`);
      reply.header('cache-control', cachePolicy.publicContent);
      return deal;
    },
  );
};

/** Deals for startups inside the portal (/client/startups/{key}/deals): list, one deal, claim. */
export const dealsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies/:key/deals',
    { config: { signedIn: true }, schema: { tags: ['companies'], summary: 'Deals for startups, with whether this startup claimed each (managers and admins)', params: keyParams, response: { 200: z.array(companyDealSchema) } } },
    async (request, reply) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      reply.header('cache-control', cachePolicy.private);
      return companyDeals(app.db, company.id);
    },
  );

  app.get(
    '/companies/:key/deals/:deal',
    { config: { signedIn: true }, schema: { tags: ['companies'], summary: 'One deal by key, with this startup’s claim (managers and admins)', params: dealParams, response: { 200: companyDealSchema } } },
    async (request, reply) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      const deal = await companyDeal(app.db, company.id, request.params.deal);
      if (!deal) throw notFound(`No deal with the key ${request.params.deal}`);
      reply.header('cache-control', cachePolicy.private);
      return deal;
    },
  );

  app.post(
    '/companies/:key/deals/:deal/claim',
    {
      config: { signedIn: true },
      schema: {
        tags: ['companies'],
        summary: 'Claim a deal for the startup (managers and admins); claiming again changes nothing',
        params: dealParams,
        response: { 200: companyDealSchema },
      },
    },
    async (request) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      const claimed = await claimDeal(app.db, company.id, company.user.userId, request.params.deal);
      if (!claimed) throw notFound(`No deal with the key ${request.params.deal}`);
      return claimed;
    },
  );
};
