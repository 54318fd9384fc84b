import { companyDealSchema, dealTypeSchema, fileSchema, publicDealSchema, type CompanyDeal, type PublicDeal } from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { Db } from '../../../db/db';
import { notFound } from '../../../http-errors';
import { requireCompanyManager } from '../../../security/guards';
import { keyParams } from '../../../http/params';
import { cachePolicy } from '../../../plugins/cache-policy';

// Stored values read leniently (a value the contracts no longer allow falls back), built once.
const storedDealType = z.catch(dealTypeSchema, 'EXTENDED');
const storedDocument = z.nullable(fileSchema).catch(null);

const dealParams = keyParams.extend({ deal: z.string().min(1).max(200) });

interface DealRow {
  id: string;
  key: string;
  type: string;
  title: string;
  summary: string;
  description: string;
  partner_name: string;
  image_path: string | null;
  partner_logo_path: string | null;
  document_file: unknown;
  redeem_url: string | null;
  created_at: Date;
  offer_id: string | null;
  offer_key: string | null;
  offer_name: string | null;
  offer_logo_path: string | null;
  claimed_at: Date | null;
  [column: string]: unknown;
}

/** Published deals with the startup ($1) 's claim. */
const DEAL_SELECT = `SELECT deal.*, offer.id AS offer_id, offer.key AS offer_key, offer.name AS offer_name, offer.logo_path AS offer_logo_path,
       claim.claimed_at
  FROM deals AS deal
  LEFT JOIN companies AS offer ON offer.id = deal.company_id
  LEFT JOIN deal_claims AS claim ON claim.deal_id = deal.id AND claim.company_id = $1
 WHERE deal.published`;

const image = (path: string | null) => (path ? { path } : null);

/** What a deal gives (redeem link, document) shows only once the startup claimed it. */
const toDeal = (row: DealRow): CompanyDeal => {
  const claimed = row.claimed_at !== null;
  return {
    id: row.id,
    key: row.key,
    type: storedDealType.parse(row.type),
    title: row.title,
    summary: row.summary,
    description: row.description,
    partnerName: row.partner_name,
    image: image(row.image_path),
    partnerLogo: image(row.partner_logo_path),
    documentFile: claimed ? storedDocument.parse(row.document_file ?? null) : null,
    redeemUrl: claimed ? row.redeem_url : null,
    url: `/deals/${encodeURIComponent(row.key)}`,
    company: row.offer_id ? { id: row.offer_id, key: row.offer_key ?? '', name: row.offer_name ?? '', logoImage: image(row.offer_logo_path) } : null,
    createdAt: row.created_at.toISOString(),
    claimedAt: row.claimed_at?.toISOString() ?? null,
  };
};

/** The public summary of a deal: never its description, redeem link or document. */
const toPublicDeal = (row: DealRow): PublicDeal => {
  const { description: _description, redeemUrl: _redeemUrl, documentFile: _documentFile, claimedAt: _claimedAt, ...summary } = toDeal(row);
  return summary;
};

const findDeal = (db: Db, companyId: string, dealKey: string) => db.maybeOne<DealRow>(`${DEAL_SELECT} AND deal.key = $2`, [companyId, dealKey]);

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
      const rows = await app.db.query<DealRow>(`${DEAL_SELECT} ORDER BY deal.position, deal.created_at DESC`, [null]);
      reply.header('cache-control', cachePolicy.publicContent);
      return rows.map(toPublicDeal);
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
      const row = await app.db.maybeOne<DealRow>(`${DEAL_SELECT} AND deal.key = $2`, [null, request.params.key]);
      if (!row) throw notFound(`No deal with the key ${request.params.key}`);
      reply.header('cache-control', cachePolicy.publicContent);
      return toPublicDeal(row);
    },
  );
};

/** Deals for startups inside the portal (/client/startups/{key}/deals): list, one deal, claim. */
export const dealsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies/:key/deals',
    { schema: { tags: ['companies'], summary: 'Deals for startups, with whether this startup claimed each (managers and admins)', params: keyParams, response: { 200: z.array(companyDealSchema) } } },
    async (request, reply) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      reply.header('cache-control', cachePolicy.private);
      const rows = await app.db.query<DealRow>(`${DEAL_SELECT} ORDER BY deal.position, deal.created_at DESC`, [company.id]);
      return rows.map(toDeal);
    },
  );

  app.get(
    '/companies/:key/deals/:deal',
    { schema: { tags: ['companies'], summary: 'One deal by key, with this startup’s claim (managers and admins)', params: dealParams, response: { 200: companyDealSchema } } },
    async (request, reply) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      const row = await findDeal(app.db, company.id, request.params.deal);
      if (!row) throw notFound(`No deal with the key ${request.params.deal}`);
      reply.header('cache-control', cachePolicy.private);
      return toDeal(row);
    },
  );

  app.post(
    '/companies/:key/deals/:deal/claim',
    {
      schema: {
        tags: ['companies'],
        summary: 'Claim a deal for the startup (managers and admins); claiming again changes nothing',
        params: dealParams,
        response: { 200: companyDealSchema },
      },
    },
    async (request) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      const deal = await findDeal(app.db, company.id, request.params.deal);
      if (!deal) throw notFound(`No deal with the key ${request.params.deal}`);
      await app.db.query(
        `INSERT INTO deal_claims (deal_id, company_id, claimed_by) VALUES ($1, $2, $3) ON CONFLICT (deal_id, company_id) DO NOTHING`,
        [deal.id, company.id, company.user.userId],
      );
      const claimed = await findDeal(app.db, company.id, request.params.deal);
      if (!claimed) throw notFound(`No deal with the key ${request.params.deal}`);
      return toDeal(claimed);
    },
  );
};
