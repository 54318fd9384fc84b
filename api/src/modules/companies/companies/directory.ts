import {
  companyFollowSchema,
  companySchema,
  companySearchQuerySchema,
  countryCodeSchema,
  paged,
  startupListItemSchema,
  type ApiFieldError,
  type CompanySearchQuery,
  type StartupListItem,
  type Platform,
} from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { prepared, type Db } from '../../../db/db';
import { storedPlatformMap } from '../../../db/stored-values';
import { onPlatformSql } from '../../../db/platform';
import { fromReplicaElsePrimary } from '../../../db/replica';
import type { ViewerMarks } from '../../../plugins/viewer-marks';
import { sendShared, unchangedFromShared } from '../../../plugins/public-cache';
import { badRequest, notFound } from '../../../http-errors';
import { requireUser } from '../../../security/guards';
import { listingCounts } from '../../jobs/listings';
import { siteOptions } from '../../operations/site';
import { loadCompany } from './service';
import { keyParams } from '../../../http/params';
import { cachePolicy } from '../../../plugins/cache-policy';

/**
 * Which startups the public sees (list, profile, sitemap): every one but drafts. One rule, so the
 * sitemap never lists a page that answers 404.
 */
export const PUBLIC_COMPANY_SQL = `c.status <> 'DRAFT'`;

interface StartupRow {
  id: string;
  key: string;
  name: string;
  logo_path: string | null;
  what_we_do: string;
  country_codes: string[];
  industries: string[];
  platform: unknown;
  followed: boolean;
  [column: string]: unknown;
}

const toListItem = (row: StartupRow, liveJobs: ReadonlyMap<string, number>): StartupListItem => ({
  id: row.id,
  key: row.key,
  name: row.name,
  logoImage: row.logo_path ? { path: row.logo_path } : null,
  whatWeDo: { description: row.what_we_do },
  countries: row.country_codes.flatMap((code) => {
    const parsed = countryCodeSchema.safeParse(code);
    return parsed.success ? [{ countryCode: parsed.data }] : [];
  }),
  numberOfActiveJobs: liveJobs.get(row.id) ?? 0,
  industries: row.industries,
  followed: row.followed,
  platform: storedPlatformMap.parse(row.platform),
});

const values = (options: { value: string }[]) => options.map((option) => option.value);
const choices = {
  industry: values(siteOptions.industryOptions),
  stage: values(siteOptions.stageOptions),
  fundingStage: values(siteOptions.fundingStageOptions),
  numberOfEmployees: values(siteOptions.numberOfEmployeesOptions),
} as const;

/** 400 naming each filter whose value is not one of the site configuration's options. */
function checkChoices(query: CompanySearchQuery): void {
  const fields: ApiFieldError[] = [];
  for (const field of Object.keys(choices) as (keyof typeof choices)[]) {
    const value = query[field];
    if (value !== undefined && !choices[field].includes(value)) {
      fields.push({ path: field, message: `Must be one of: ${choices[field].join(', ')}` });
    }
  }
  if (fields.length > 0) throw badRequest(fields.map((field) => `${field.path}: ${field.message}`).join('; '), fields);
}

const escapeLike = (text: string) => text.replace(/[%_\\]/g, (char) => `\\${char}`);

/**
 * One page of public startups matching the query, by name (or most live jobs first); `viewerId`
 * fills `followed`. Live jobs are the public job list's own count (the listings module): of
 * every startup when the hiring filter or the sort needs them, else of the page's startups.
 */
export async function searchStartups(db: Db, query: CompanySearchQuery, viewerId: string | null, platform: Platform = 'main') {
  checkChoices(query);
  const { page, pageSize } = query;
  const params: unknown[] = [viewerId];
  const conditions = [PUBLIC_COMPANY_SQL];
  const add = (sql: (param: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  add((p) => onPlatformSql('c', p), platform);
  const allLiveJobs = query.hiring !== undefined || query.sort === 'jobs' ? await listingCounts(db) : null;
  if (query.search) add((p) => `(c.name ILIKE '%' || ${p} || '%' OR c.what_we_do ILIKE '%' || ${p} || '%')`, escapeLike(query.search));
  if (query.country) add((p) => `${p} = ANY (c.country_codes)`, query.country);
  if (query.industry) add((p) => `${p} = ANY (c.industries)`, query.industry);
  if (query.stage) add((p) => `c.stage = ${p}`, query.stage);
  if (query.fundingStage) add((p) => `c.funding_stage = ${p}`, query.fundingStage);
  if (query.numberOfEmployees) add((p) => `c.number_of_employees = ${p}`, query.numberOfEmployees);
  if (allLiveJobs && query.hiring !== undefined) add((p) => `${query.hiring ? '' : 'NOT '}(c.id = ANY(${p}::uuid[]))`, [...allLiveJobs.keys()]);
  const followedSql = `EXISTS (SELECT 1 FROM company_follows AS f WHERE f.company_id = c.id AND f.user_id = $1)`;
  if (query.followed === true) conditions.push(followedSql);
  if (query.followed === false) conditions.push(`NOT ${followedSql}`);
  const where = conditions.join(' AND ');
  // Most live jobs first: the counts join as a table of parameters, after the filters' ones.
  const rowParams = [...params];
  const byJobs = allLiveJobs && query.sort === 'jobs'
    ? {
        from: ` LEFT JOIN unnest($${rowParams.push([...allLiveJobs.keys()])}::uuid[], $${rowParams.push([...allLiveJobs.values()])}::int[]) AS live (company_id, jobs) ON live.company_id = c.id`,
        order: 'coalesce(live.jobs, 0) DESC, ',
      }
    : { from: '', order: '' };
  const [total, rows] = await Promise.all([
    // $1 (the viewer) is typed here too: PostgreSQL refuses a parameter it cannot type.
    db.one<{ n: number }>(`SELECT count(*)::int AS n FROM companies AS c WHERE ${where} AND ($1::uuid IS NULL OR true)`, params),
    db.query<StartupRow>(
      `SELECT c.id, c.key, c.name, c.logo_path, c.what_we_do, c.country_codes, c.industries, c.platform, ${followedSql} AS followed
         FROM companies AS c${byJobs.from} WHERE ${where}
        ORDER BY ${byJobs.order}lower(c.name), c.id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      rowParams,
    ),
  ]);
  const liveJobs = allLiveJobs ?? (await listingCounts(db, rows.map((row) => row.id)));
  return { docs: rows.map((row) => toListItem(row, liveJobs)), total: Number(total.n), page, pageSize };
}

/** A public startup's id and key; null for drafts and unknown keys. */
export const findPublicCompany = (db: Db, key: string) =>
  db.maybeOne<{ id: string; key: string }>(`SELECT c.id, c.key FROM companies AS c WHERE c.key = $1 AND ${PUBLIC_COMPANY_SQL}`, [key]);

/** The public profile of a startup (GET /companies/{key}): a draft or unknown key is null. */
export async function loadPublicCompany(db: Db, key: string, viewerId: string | null) {
  const found = await findPublicCompany(db, key);
  if (!found) return null;
  const company = await loadCompany(db, found.key, viewerId);
  if (!company) return null;
  // The live count by the public job list's own rule (loadCompany's counts jobs past their date too).
  const live = await listingCounts(db, [found.id]);
  return { ...company, numberOfActiveJobs: live.get(found.id) ?? 0 };
}

// Every signed-in read of a startup list or page asks it: prepared.
const followedSql = prepared('followed_companies', 'SELECT company_id FROM company_follows WHERE user_id = $1 AND company_id = ANY($2::uuid[])');

/** The kind of viewer marks (plugins/viewer-marks.ts) the follows are kept under. */
const followMarks = 'followed-startups';

/**
 * Completes shared (guest) startup answers with `followed` for the signed-in reader: the reader's
 * follows kept in memory where `marks` is on (PGlite), else one small query on the follows' primary
 * key; shared answers are not changed (a followed one is a copy).
 */
async function withFollowed<Startup extends { id: string; followed: boolean }>(db: Db, marks: ViewerMarks, viewerId: string | null, startups: readonly Startup[]): Promise<Startup[]> {
  if (!viewerId || startups.length === 0) return [...startups];
  const followed = marks.enabled
    ? await marks.of(followMarks, viewerId, async () => new Set((await db.query<{ company_id: string }>('SELECT company_id FROM company_follows WHERE user_id = $1', [viewerId])).map((row) => row.company_id)))
    : new Set((await db.query<{ company_id: string }>(followedSql, [viewerId, startups.map((startup) => startup.id)])).map((row) => row.company_id));
  return startups.map((startup) => (followed.has(startup.id) ? { ...startup, followed: true } : startup));
}

/** Follows (or stops following) a startup; idempotent. Following needs a public startup. */
async function setFollow(db: Db, userId: string, key: string, follow: boolean) {
  const company = follow
    ? await findPublicCompany(db, key)
    : await db.maybeOne<{ id: string; key: string }>('SELECT c.id, c.key FROM companies AS c WHERE c.key = $1', [key]);
  if (!company) throw notFound(`No startup with the key ${key}`);
  if (follow) {
    await db.query('INSERT INTO company_follows (user_id, company_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, company.id]);
  } else {
    await db.query('DELETE FROM company_follows WHERE user_id = $1 AND company_id = $2', [userId, company.id]);
  }
  return { id: company.id, key: company.key, followed: follow };
}

/**
 * The public startup reads (GET /companies with a query, GET /companies/{key})
 * and follow/unfollow. Answers carry the viewer's `followed`, so they are private to the viewer.
 */
export const companyDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies',
    {
      // A guest's list (viewerId null, no `followed`) is the same for every guest.
      config: { publicCache: true },
      schema: {
        tags: ['companies'],
        summary: 'Public startups (all but drafts), filtered and paged, by name; followed=true needs a signed-in user',
        querystring: companySearchQuerySchema,
        response: { 200: paged(startupListItemSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', cachePolicy.private);
      // Filtered by the reader's own follows: theirs alone. Otherwise the guest's list, shared, plus their follows.
      if (request.query.followed !== undefined) return searchStartups(app.db, request.query, requireUser(request).userId, app.config.platform);
      const answer = await app.publicCache.shared(request.url, () => searchStartups(app.readDb, request.query, null, app.config.platform));
      const docs = await withFollowed(app.db, app.viewerMarks, request.sessionUser?.userId ?? null, answer.docs);
      // A signed-in reader who follows none on this page gets the shared answer's bytes.
      if (request.sessionUser && unchangedFromShared(docs, answer.docs)) return sendShared(request, reply, answer);
      return { ...answer, docs };
    },
  );

  app.get(
    '/companies/:key',
    {
      schema: {
        tags: ['companies'],
        summary: "A startup's public profile; drafts answer 404",
        params: keyParams,
        response: { 200: companySchema },
      },
    },
    async (request, reply) => {
      const company = await app.publicCache.shared(request.url, () => fromReplicaElsePrimary(app, (db) => loadPublicCompany(db, request.params.key, null)));
      if (!company) throw notFound(`No startup with the key ${request.params.key}`);
      reply.header('cache-control', cachePolicy.private);
      const [own] = await withFollowed(app.db, app.viewerMarks, request.sessionUser?.userId ?? null, [company]);
      return own ?? company;
    },
  );

  for (const action of ['follow', 'unfollow'] as const) {
    app.post(
      `/companies/:key/${action}`,
      {
        // `followed` is the signed-in user's own; guests' cached answers carry none.
        config: { keepsPublicCache: true, signedIn: true },
        schema: {
          tags: ['companies'],
          summary: action === 'follow' ? 'Follow a public startup (signed-in users)' : 'Stop following a startup (signed-in users)',
          params: keyParams,
          response: { 200: companyFollowSchema },
        },
      },
      async (request) => {
        const { userId } = requireUser(request);
        const changed = await setFollow(app.db, userId, request.params.key, action === 'follow');
        app.viewerMarks.forget(followMarks, userId);
        return changed;
      },
    );
  }
};
