import { partnerSchema, partnersPageSchema, type Partner } from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { notFound } from '../../../http-errors';
import { keyParams } from '../../../http/params';
import { cachePolicy } from '../../../plugins/cache-policy';

interface PartnerRow {
  id: string;
  key: string;
  name: string;
  website: string;
  logo_path: string | null;
  category: string | null;
  description: string;
  [column: string]: unknown;
}

const toPartner = (row: PartnerRow): Partner => ({
  id: row.id,
  key: row.key,
  name: row.name,
  website: row.website,
  logo: row.logo_path ? { path: row.logo_path } : null,
  category: row.category,
  description: row.description,
});

/** The partners page (`GET pages/partners`, spec section 7) and one partner's landing page. */
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
      const [page, rows] = await Promise.all([
        app.db.maybeOne<{ body_text: string }>(`SELECT body_text FROM pages WHERE key = 'partners'`),
        app.db.query<PartnerRow>('SELECT * FROM partners ORDER BY position, name, id'),
      ]);
      reply.header('cache-control', cachePolicy.publicContent);
      // No page row yet means no text, not a missing page: the partners are still worth showing.
      return { page: { partners: rows.map(toPartner), content: { bodyText: page?.body_text ?? '' } } };
    },
  );

  app.get(
    '/partners/:key',
    { schema: { tags: ['content'], summary: "One partner (its landing page under /partners)", params: keyParams, response: { 200: partnerSchema } } },
    async (request, reply) => {
      const row = await app.db.maybeOne<PartnerRow>('SELECT * FROM partners WHERE key = $1', [request.params.key]);
      if (!row) throw notFound(`No partner with the key ${request.params.key}`);
      reply.header('cache-control', cachePolicy.publicContent);
      return toPartner(row);
    },
  );
};
