import {
  errorCodes,
  type ApiFieldError,
  type Investor,
  type InvestorDashboard,
  type InvestorInputValues,
  type InvestorUpdateValues,
  type PortfolioEntry,
  type Platform,
} from '@nordhub/contracts';
import { investorPublishProblems, keyFromName, rankQuizInvestors, type QuizAnswers } from '@nordhub/domain';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/db';
import { platformMapOf } from '../../../db/platform';
import { badRequest, conflict, HttpError, notFound } from '../../../http-errors';
import type { PortfolioRow } from '../companies';
import { toPortfolioEntry } from '../companies';
import { siteOptions } from '../../operations/site';
import { loadInvestorDetail, toListItem, type InvestorRow } from './directory';

/** Dashboard chart length in days (as the company dashboard). */
export const INVESTOR_DASHBOARD_DAYS = 30;

const values = (list: { value: string }[]) => list.map((option) => option.value);
const options = {
  industries: values(siteOptions.industryOptions),
  categories: values(siteOptions.investorCategoryOptions),
  investmentRanges: values(siteOptions.investmentRangeOptions),
  markets: values(siteOptions.marketOptions),
};

/** 400s naming each field whose value is not one of the site configuration's options. */
function checkOptions(input: InvestorUpdateValues): void {
  const fields: ApiFieldError[] = [];
  const each = (path: keyof typeof options, chosen: string[] | undefined) =>
    chosen?.forEach((value, index) => {
      if (!options[path].includes(value)) fields.push({ path: `${path}.${index}`, message: 'Choose one of the offered options' });
    });
  each('industries', input.industries);
  each('categories', input.categories);
  each('investmentRanges', input.investmentRanges);
  each('markets', input.markets);
  if (fields.length > 0) throw badRequest(fields.map((field) => `${field.path}: ${field.message}`).join('; '), fields);
}

type Columns = Record<string, string | string[] | null>;

function investorColumns(input: InvestorUpdateValues): Columns {
  const columns: Columns = {};
  const unique = (list: string[]) => [...new Set(list)];
  if (input.name !== undefined) columns.name = input.name;
  if (input.type !== undefined) columns.type = input.type;
  if (input.website !== undefined) columns.website = input.website;
  if (input.logoImage !== undefined) columns.logo_path = input.logoImage?.path ?? null;
  if (input.smallImage !== undefined) columns.small_image_path = input.smallImage?.path ?? null;
  if (input.coverImage !== undefined) columns.cover_image_path = input.coverImage?.path ?? null;
  if (input.keyPeople !== undefined) {
    columns.key_people = JSON.stringify(
      input.keyPeople.map((person) => ({ name: person.name, title: person.title || null, image: person.image ? { path: person.image.path } : null, linkedinUrl: person.linkedinUrl || null })),
    );
  }
  if (input.contactPreference !== undefined) columns.contact_preference = input.contactPreference;
  if (input.email !== undefined) columns.email = input.email || null;
  if (input.industries !== undefined) columns.industries = unique(input.industries);
  if (input.intro !== undefined) columns.intro = input.intro;
  if (input.countryCodes !== undefined) columns.country_codes = unique(input.countryCodes);
  if (input.categories !== undefined) columns.categories = unique(input.categories);
  if (input.investmentRanges !== undefined) columns.investment_ranges = unique(input.investmentRanges);
  if (input.markets !== undefined) columns.markets = unique(input.markets);
  return columns;
}

async function updateColumns(db: Db, investorId: string, columns: Columns) {
  const names = Object.keys(columns);
  if (names.length === 0) return;
  const sets = names.map((name, index) => `${name} = $${index + 2}${name === 'key_people' ? '::jsonb' : ''}`);
  await db.query(`UPDATE investors SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, [investorId, ...names.map((name) => columns[name])]);
}

const keyExists = async (db: Db, key: string) => (await db.maybeOne('SELECT 1 FROM investors WHERE key = $1', [key])) !== null;

async function uniqueKey(db: Db, wanted: string): Promise<string> {
  const base = wanted || 'investor';
  if (!(await keyExists(db, base))) return base;
  for (let suffix = 2; suffix < 1000; suffix += 1) {
    if (!(await keyExists(db, `${base}-${suffix}`))) return `${base}-${suffix}`;
  }
  return `${base}-${randomUUID().slice(0, 8)}`;
}

/** An investor in any status (drafts too), for its managers. */
export async function loadManagedInvestor(db: Db, investorId: string): Promise<Investor> {
  const row = await db.one<InvestorRow>('SELECT * FROM investors WHERE id = $1', [investorId]);
  return loadInvestorDetail(db, row);
}

/** Creates a DRAFT investor on `platform` (the deployment creating it) managed (as owner) by `userId`; answers with its id. */
export async function createInvestor(db: Db, userId: string, input: InvestorInputValues, platform: Platform): Promise<string> {
  checkOptions(input);
  return db.transaction(async (tx) => {
    if (input.key && (await keyExists(tx, input.key))) {
      throw new HttpError(409, errorCodes.E_CONFLICT, 'This key is taken, please choose another', [{ path: 'key', message: 'This key is taken, please choose another' }]);
    }
    const key = input.key ?? (await uniqueKey(tx, keyFromName(input.name)));
    const row = await tx.one<{ id: string }>(`INSERT INTO investors (key, name, type, status, platform) VALUES ($1, $2, $3, 'DRAFT', $4::jsonb) RETURNING id`,
      [key, input.name, input.type, platformMapOf(platform)],
    );
    await updateColumns(tx, row.id, investorColumns(input));
    await tx.query(`INSERT INTO investor_managers (investor_id, user_id, role) VALUES ($1, $2, 'owner')`, [row.id, userId]);
    return row.id;
  });
}

/**
 * Updates an investor. Publishing rule: a manager sends status ACTIVE to publish once
 * investorPublishProblems finds nothing missing on the saved result, and INACTIVE to take a live
 * profile off the funding list (ACTIVE again brings it back). Other changes are for admins (409).
 */
export async function updateInvestor(db: Db, investor: { id: string; isAdmin: boolean }, input: InvestorUpdateValues): Promise<void> {
  checkOptions(input);
  await db.transaction(async (tx) => {
    await updateColumns(tx, investor.id, investorColumns(input));
    if (input.status === undefined) return;
    const { status } = await tx.one<{ status: string }>('SELECT status FROM investors WHERE id = $1', [investor.id]);
    if (input.status === status) return;
    const managerMay = input.status === 'ACTIVE' ? status === 'DRAFT' || status === 'INACTIVE' : input.status === 'INACTIVE' && status === 'ACTIVE';
    if (!investor.isAdmin && !managerMay) throw conflict(`An investor cannot go from ${status} to ${input.status}`);
    if (input.status === 'ACTIVE') {
      const saved = await loadManagedInvestor(tx, investor.id);
      const problems = investorPublishProblems(saved);
      if (problems.length > 0) throw badRequest(`Fill in before publishing: ${problems.map((problem) => problem.path).join(', ')}`, problems);
    }
    await tx.query('UPDATE investors SET status = $2, updated_at = now() WHERE id = $1', [investor.id, input.status]);
  });
}

export async function loadInvestorDashboard(db: Db, investorId: string): Promise<InvestorDashboard> {
  const [timeline, totals] = await Promise.all([
    db.query<{ day: string; views: number }>(
      `WITH days AS (SELECT generate_series(current_date - ($2::int - 1), current_date, interval '1 day')::date AS day)
       SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
              coalesce((SELECT v.count FROM view_counts AS v WHERE v.entity_type = 'investor' AND v.entity_id = $1 AND v.day = days.day), 0)::int AS views
         FROM days ORDER BY days.day`,
      [investorId, INVESTOR_DASHBOARD_DAYS],
    ),
    db.one<{ views: number; investments: number }>(
      `SELECT investor.views, (SELECT count(*) FROM portfolio_entries WHERE owner_investor_id = investor.id)::int AS investments FROM investors AS investor WHERE investor.id = $1`,
      [investorId],
    ),
  ]);
  return { timeline, totals: { views: totals.views, investments: totals.investments } };
}

/** Counts one view of a live investor profile: the running total and the day's count for the chart. */
export async function recordInvestorView(db: Db, key: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await tx.maybeOne<{ id: string }>(`UPDATE investors SET views = views + 1 WHERE key = $1 AND status = 'ACTIVE' RETURNING id`, [key]);
    if (!row) throw notFound(`No investor with the key ${key}`);
    await tx.query(
      `INSERT INTO view_counts (entity_type, entity_id, day, count) VALUES ('investor', $1, current_date, 1)
       ON CONFLICT (entity_type, entity_id, day) DO UPDATE SET count = view_counts.count + 1`,
      [row.id],
    );
  });
}

const entrySelect = `SELECT entry.id, entry.name, entry.website, entry.category, entry.logo_image_url, entry.intro,
        company.id AS company_id, company.key AS company_key, company.name AS company_name, company.logo_path AS company_logo_path,
        linked.id AS investor_id, linked.key AS investor_key, linked.name AS investor_name, linked.logo_path AS investor_logo_path
   FROM portfolio_entries AS entry
   LEFT JOIN companies AS company ON company.id = entry.linked_company_id
   LEFT JOIN investors AS linked ON linked.id = entry.linked_investor_id`;

export async function listPortfolio(db: Db, investorId: string): Promise<PortfolioEntry[]> {
  const rows = await db.query<PortfolioRow>(`${entrySelect} WHERE entry.owner_investor_id = $1 ORDER BY entry.position, entry.created_at`, [investorId]);
  return rows.map(toPortfolioEntry);
}

export async function loadPortfolioEntry(db: Db, investorId: string, entryId: string): Promise<PortfolioEntry> {
  const row = await db.maybeOne<PortfolioRow>(`${entrySelect} WHERE entry.owner_investor_id = $1 AND entry.id = $2`, [investorId, entryId]);
  if (!row) throw notFound('No portfolio entry with that id');
  return toPortfolioEntry(row);
}

export interface PortfolioEntryValues {
  companyKey?: string | null;
  investorKey?: string | null;
  name?: string;
  website?: string;
  category?: string | null;
  logoImageUrl?: string | null;
  intro?: string;
}

/** The profile a link points at; a 400 naming the field when there is none. */
async function linkedIds(db: Db, input: PortfolioEntryValues): Promise<{ company: string | null; investor: string | null }> {
  if (input.companyKey) {
    const company = await db.maybeOne<{ id: string }>(`SELECT id FROM companies WHERE key = $1 AND status = 'ACTIVE'`, [input.companyKey]);
    if (!company) throw badRequest('companyKey: No startup on Nordhub has this address', [{ path: 'companyKey', message: 'No startup on Nordhub has this address' }]);
    return { company: company.id, investor: null };
  }
  if (input.investorKey) {
    const investor = await db.maybeOne<{ id: string }>(`SELECT id FROM investors WHERE key = $1 AND status = 'ACTIVE'`, [input.investorKey]);
    if (!investor) throw badRequest('investorKey: No investor on Nordhub has this address', [{ path: 'investorKey', message: 'No investor on Nordhub has this address' }]);
    return { company: null, investor: investor.id };
  }
  return { company: null, investor: null };
}

export async function addPortfolioEntry(db: Db, investorId: string, input: PortfolioEntryValues): Promise<string> {
  const linked = await linkedIds(db, input);
  const isLinked = linked.company !== null || linked.investor !== null;
  const row = await db.one<{ id: string }>(
    `INSERT INTO portfolio_entries (owner_investor_id, linked_company_id, linked_investor_id, name, website, category, logo_image_url, intro, position)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, (SELECT coalesce(max(position), -1) + 1 FROM portfolio_entries WHERE owner_investor_id = $1))
     RETURNING id`,
    // A linked entry shows its profile's data, so its own free fields stay empty.
    [investorId, linked.company, linked.investor, isLinked ? '' : input.name ?? '', isLinked ? '' : input.website ?? '', isLinked ? null : input.category ?? null, isLinked ? null : input.logoImageUrl ?? null, isLinked ? '' : input.intro ?? ''],
  );
  return row.id;
}

/** Edits a free entry; a linked one shows its profile's data and is refused (409). */
export async function updatePortfolioEntry(db: Db, investorId: string, entryId: string, input: PortfolioEntryValues): Promise<void> {
  const entry = await loadPortfolioEntry(db, investorId, entryId);
  if (entry.company || entry.investor) throw conflict('A linked entry shows the profile it links to and cannot be edited');
  if (input.companyKey || input.investorKey) throw conflict('Remove this entry and add a linked one instead');
  await db.query(
    `UPDATE portfolio_entries SET name = $3, website = $4, category = $5, logo_image_url = $6, intro = $7 WHERE owner_investor_id = $1 AND id = $2`,
    [investorId, entryId, input.name ?? '', input.website ?? '', input.category ?? null, input.logoImageUrl ?? null, input.intro ?? ''],
  );
}

export async function deletePortfolioEntry(db: Db, investorId: string, entryId: string): Promise<void> {
  const rows = await db.query('DELETE FROM portfolio_entries WHERE owner_investor_id = $1 AND id = $2 RETURNING id', [investorId, entryId]);
  if (rows.length === 0) throw notFound('No portfolio entry with that id');
}

/** The funding quiz: live investors ranked by the documented score of libs/domain. */
export async function rankInvestorsForQuiz(db: Db, answers: QuizAnswers) {
  // The funding list is small (hundreds); scoring all live investors keeps the rule in one pure function.
  const rows = await db.query<InvestorRow>(`SELECT * FROM investors WHERE status = 'ACTIVE' ORDER BY name LIMIT 2000`);
  const ranked = rankQuizInvestors(rows.map(toListItem), answers).slice(0, 50);
  return { docs: ranked.map(({ investor, score, reasons }) => ({ investor, score, reasons })) };
}
