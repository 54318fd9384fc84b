import {
  contactPreferenceSchema,
  investorListItemSchema,
  investorSchema,
  investorSearchQuerySchema,
  investorTypeSchema,
  paged,
  type Investor,
  type InvestorListItem,
  type Person,
} from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { Db } from '../../../db/db';
import { storedPerson, storedPlatformMap, storedProfileStatus } from '../../../db/stored-values';
import { notFound } from '../../../http-errors';
import { onPlatformSql } from '../../../db/platform';
import type { PortfolioRow } from '../companies';
import { toPortfolioEntry } from '../companies';
import { investorAdminUrl } from '../../accounts/users';
import { keyParams } from '../../../http/params';

// Stored values read leniently (a value the contracts no longer allow falls back), built once.
const storedInvestorType = z.catch(investorTypeSchema, 'VENTURES');
const storedContactPreference = z.catch(contactPreferenceSchema, 'WEBSITE');

export interface InvestorRow {
  id: string;
  key: string;
  name: string;
  type: string;
  website: string;
  logo: string | null;
  logo_path: string | null;
  small_image_path: string | null;
  cover_image_path: string | null;
  key_people: unknown;
  contact_preference: string;
  email: string | null;
  industries: string[];
  intro: string;
  views: number;
  country_codes: string[];
  categories: string[];
  investment_ranges: string[];
  markets: string[];
  status: string;
  platform: unknown;
  created_at: Date;
  [column: string]: unknown;
}

const image = (path: string | null) => (path ? { path } : null);
const storedPeople = z.array(storedPerson).catch([]);
const countryCodes = (codes: string[]) => codes.filter((code) => /^[A-Z]{2}$/.test(code));

export const toListItem = (row: InvestorRow): InvestorListItem => ({
  id: row.id,
  key: row.key,
  name: row.name,
  type: storedInvestorType.parse(row.type),
  logoImage: image(row.logo_path),
  smallImage: image(row.small_image_path),
  intro: row.intro,
  industries: row.industries,
  countryCodes: countryCodes(row.country_codes) as InvestorListItem['countryCodes'],
  categories: row.categories,
  investmentRanges: row.investment_ranges,
  markets: row.markets,
  platform: storedPlatformMap.parse(row.platform),
});

// The funding list shows investors whose profile is live (not drafts, pending or inactive).
const LISTED = `investor.status = 'ACTIVE'`;

/**
 * The funding list (GET /investors with a query, GET investors/{id}), public,
 * used by /funding and by the startup portal's /client/startups/{key}/funding pages.
 */
export const investorDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/investors',
    { schema: { tags: ['investors'], summary: 'The funding list: live investors, filtered and paged', querystring: investorSearchQuerySchema, response: { 200: paged(investorListItemSchema) } } },
    async (request) => {
      const { page, pageSize, search, type, industry, category, country, market, investmentRange } = request.query;
      const conditions = [LISTED];
      const values: unknown[] = [];
      const add = (sql: (param: string) => string, value: unknown) => {
        values.push(value);
        conditions.push(sql(`$${values.length}`));
      };
      add((p) => onPlatformSql('investor', p), app.config.platform);
      if (search) add((p) => `(investor.name ILIKE '%' || ${p} || '%' OR investor.intro ILIKE '%' || ${p} || '%')`, search.replace(/[%_\\]/g, (char) => `\\${char}`));
      if (type) add((p) => `investor.type = ${p}`, type);
      if (industry) add((p) => `${p} = ANY (investor.industries)`, industry);
      if (category) add((p) => `${p} = ANY (investor.categories)`, category);
      if (country) add((p) => `${p} = ANY (investor.country_codes)`, country.toUpperCase());
      if (market) add((p) => `${p} = ANY (investor.markets)`, market);
      if (investmentRange) add((p) => `${p} = ANY (investor.investment_ranges)`, investmentRange);
      const where = conditions.join(' AND ');
      const [total, rows] = await Promise.all([
        app.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM investors AS investor WHERE ${where}`, values),
        app.db.query<InvestorRow>(
          `SELECT investor.* FROM investors AS investor WHERE ${where} ORDER BY investor.name, investor.id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
          values,
        ),
      ]);
      return { docs: rows.map(toListItem), total: Number(total.n), page, pageSize };
    },
  );

  app.get(
    '/investors/:key',
    { schema: { tags: ['investors'], summary: 'One live investor of the funding list', params: keyParams, response: { 200: investorSchema } } },
    async (request) => {
      const row = await app.db.maybeOne<InvestorRow>(`SELECT investor.* FROM investors AS investor WHERE investor.key = $1 AND ${LISTED}`, [request.params.key]);
      if (!row) throw notFound(`No investor with the key ${request.params.key}`);
      return loadInvestorDetail(app.db, row);
    },
  );
};

export async function loadInvestorDetail(db: Db, row: InvestorRow): Promise<Investor> {
  const investments = await db.query<PortfolioRow>(
    `SELECT entry.id, entry.name, entry.website, entry.category, entry.logo_image_url, entry.intro,
            company.id AS company_id, company.key AS company_key, company.name AS company_name, company.logo_path AS company_logo_path,
            linked.id AS investor_id, linked.key AS investor_key, linked.name AS investor_name, linked.logo_path AS investor_logo_path
       FROM portfolio_entries AS entry
       LEFT JOIN companies AS company ON company.id = entry.linked_company_id
       LEFT JOIN investors AS linked ON linked.id = entry.linked_investor_id
      WHERE entry.owner_investor_id = $1
      ORDER BY entry.position, entry.created_at`,
    [row.id],
  );
  return {
    ...toListItem(row),
    website: row.website,
    logo: row.logo,
    coverImage: image(row.cover_image_path),
    keyPeople: storedPeople.parse(row.key_people) as Person[],
    investments: investments.map(toPortfolioEntry),
    contactPreference: storedContactPreference.parse(row.contact_preference),
    email: row.contact_preference === 'EMAIL' ? row.email : null,
    views: row.views,
    markets: row.markets,
    status: storedProfileStatus.parse(row.status),
    adminUrl: investorAdminUrl(row.key),
    createdAt: row.created_at.toISOString(),
  };
}
