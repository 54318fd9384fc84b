import { partnerSchema, partnersPageSchema } from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../http-errors';
import { keyParams } from '../../../http/params';
import { cachePolicy } from '../../../plugins/cache-policy';
import { partnerByKey, partnersPage } from './service';

/** The partners page (`GET pages/partners`) and one partner's landing page. */
export const partnersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pages/partners',
    {
      schema: {
        tags: ['content'],
        summary: "The partners page: its body text (pages row 'partners') and every partner in the editors' order",
        response: { 200: partnersPageSchema },
      },
    },
    async (_request, reply) => {
      const page = await partnersPage(app.db);
      reply.header('cache-control', cachePolicy.publicContent);
      return page;
    },
  );

  app.get(
    '/partners/:key',
    { schema: { tags: ['content'], summary: "One partner (its landing page under /partners)", params: keyParams, response: { 200: partnerSchema } } },
    async (request, reply) => {
      const partner = await partnerByKey(app.db, request.params.key);
      if (!partner) throw notFound(`No partner with the key ${request.params.key}`);
      reply.header('cache-control', cachePolicy.publicContent);
      return partner;
    },
  );
};
