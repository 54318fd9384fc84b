import {
  jobCategoryGroups,
  jobCategorySchema,
  jobStatusSchema,
  nordicLanguageSchema,
  otherCompensationSchema,
  perkSchema,
  positionTypeSchema,
  receiveApplicantsSchema,
  salaryPeriodSchema,
  salaryTypeSchema,
  workingLanguageSchema,
  type JobCategory,
  type JobDetail,
  type JobFlagAction,
  type JobFlags,
  type JobListItem,
  type JobListResponse,
  type JobsAndFeatured,
  type JobSearchQuery,
  type JobSuggestionsQuery,
  type JobSuggestionsResponse,
  type Platform,
} from '@nordhub/contracts';
import {
  answerDays,
  effectiveJobSort,
  FEATURED_PER_PAGE,
  featuredRotationStart,
  isExpired,
  jobListingOrder,
  LATEST_JOBS_COUNT,
  MAX_SEARCH_SUGGESTIONS,
  pageOffset,
  prefixTsQuery,
  RELATED_JOBS_COUNT,
  REMOTE_COUNTRY,
  searchWords,
  viewDay,
} from '@nordhub/domain';
import { createHash } from 'node:crypto';
import type { Db } from '../../../db/db';
import { lenientArray, storedTexts } from '../../../db/stored-values';
import {
  featuredListings,
  featuredPageListings,
  jobDetailRow,
  jobRows,
  latestListings,
  relatedListings,
  searchListings,
  type JobDetailRow,
  type JobFilterSql,
  type JobPageIds,
  type JobRow,
} from '../listings';
import { allJobFlagsOf, countJobView, jobFlagsOf, myJobIds, suggestionsFor, writeJobFlag } from './queries';
import type { ViewerMarks } from '../../../plugins/viewer-marks';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The status the public sees: an ACTIVE job past its expiration date is EXPIRED. */
function effectiveStatus(row: Pick<JobRow, 'status' | 'expiration_date'>, now: Date) {
  const status = jobStatusSchema.parse(row.status);
  return status === 'ACTIVE' && isExpired({ expirationDate: row.expiration_date }, now) ? 'EXPIRED' : status;
}

export function toJobListItem(row: JobRow, now: Date): JobListItem {
  return {
    id: row.id,
    title: row.title,
    status: effectiveStatus(row, now),
    company: {
      id: row.company_id,
      key: row.company_key,
      name: row.company_name,
      logoImage: row.company_logo_path ? { path: row.company_logo_path } : null,
    },
    location: { locality: row.locality, address: row.address, country: row.country, countryCode: row.country_code },
    isRemote: row.is_remote,
    expirationDate: iso(row.expiration_date),
    createdAt: row.created_at.toISOString(),
    approvedAt: iso(row.approved_at),
    boostingExpiresAt: iso(row.boosting_expires_at),
    confirmedOpenAt: row.confirmed_at.toISOString(),
    answersWithinDays: row.company_answer_days === null ? null : answerDays(row.company_answer_days),
    views: row.views,
    share: { image: row.share_image_path ? { path: row.share_image_path } : null },
    board: row.board,
    saved: row.saved,
    interestedAt: iso(row.interested_at),
    category: jobCategorySchema.parse(row.category),
    positionType: positionTypeSchema.parse(row.position_type),
    salary: {
      type: salaryTypeSchema.parse(row.salary_type),
      min: row.salary_min,
      max: row.salary_max,
      currency: row.salary_currency,
      period: row.salary_period === null ? null : salaryPeriodSchema.parse(row.salary_period),
    },
    otherCompensation: row.other_compensation
      ? {
          type: otherCompensationSchema.parse(row.other_compensation),
          percentage: row.other_compensation_percentage,
          percentageMax: row.other_compensation_percentage_max,
        }
      : null,
    receiveApplicants: receiveApplicantsSchema.parse(row.receive_applicants),
    applicationUrl: row.application_url,
    applicationEmail: row.application_email,
    workingLanguage: workingLanguageSchema.parse(row.working_language),
    requiredLanguages: row.required_languages.map((code) => nordicLanguageSchema.parse(code)),
    visaSponsorship: row.visa_sponsorship,
    relocationSupport: row.relocation_support,
    remoteCountryCodes: row.remote_country_codes,
  };
}

// Stored benefits are read leniently: one malformed item is dropped rather than failing the page.
const storedBenefits = lenientArray(perkSchema);

function toJobDetail(row: JobDetailRow, now: Date): JobDetail {
  return {
    ...toJobListItem(row, now),
    description: row.description,
    benefits: storedBenefits.parse(row.benefits),
    screeningQuestions: storedTexts.parse(row.screening_questions),
  };
}

/** Categories a filter by group covers (the product spec's second grouping of job categories). */
export function categoriesOfGroup(group: string): JobCategory[] {
  return [...(jobCategoryGroups.find((item) => item.slug === group)?.categories ?? [])];
}

/** The categories related to `category`: its own and those sharing a group with it. */
export function relatedCategories(category: string): string[] {
  const related = new Set<string>([category]);
  for (const group of jobCategoryGroups) {
    if ((group.categories as readonly string[]).includes(category)) for (const item of group.categories) related.add(item);
  }
  return [...related];
}

function categoryFilter(query: Pick<JobSearchQuery, 'category' | 'categoryGroup'>): string[] | undefined {
  if (query.category && query.categoryGroup) {
    // Both given: the category, when it lies in the group; otherwise nothing matches.
    return categoriesOfGroup(query.categoryGroup).includes(query.category) ? [query.category] : [];
  }
  if (query.category) return [query.category];
  if (query.categoryGroup) return categoriesOfGroup(query.categoryGroup);
  return undefined;
}

/** Which deployment asks (its listings hold only its platform's startups) and the moment it asks. */
export interface ListingScope {
  platform?: Platform;
  now?: Date;
}

/** The parsed query as SQL filters (everything but paging and sort). */
export function toJobFilters(query: JobSearchQuery, platform?: Platform): JobFilterSql {
  const categories = categoryFilter(query);
  return {
    tsQuery: prefixTsQuery(searchWords(query.search)),
    ...(platform ? { platform } : {}),
    ...(query.country === REMOTE_COUNTRY ? { remoteOnly: true } : query.country ? { countryCode: query.country } : {}),
    ...(query.city ? { city: query.city.toLowerCase() } : {}),
    ...(categories ? { categories } : {}),
    ...(query.positionType ? { positionType: query.positionType } : {}),
    ...(query.remote !== undefined ? { remote: query.remote } : {}),
    ...(query.salaryType ? { salaryType: query.salaryType } : {}),
    ...(query.withSalary ? { withSalary: true } : {}),
    ...(query.englishOk ? { englishOk: true } : {}),
    ...(query.visaSponsorship ? { visaSponsorship: true } : {}),
    ...(query.relocationSupport ? { relocationSupport: true } : {}),
    ...(query.remoteFrom ? { remoteFrom: query.remoteFrom } : {}),
    ...(query.responsive ? { responsive: true } : {}),
    ...(query.company ? { companyKey: query.company } : {}),
    ...(query.feed ? { board: query.feed } : {}),
    ...startupFilters(query),
  };
}

/** The funding-aware filters of the query, or nothing when none is set. */
function startupFilters(query: JobSearchQuery): Pick<JobFilterSql, 'startup'> {
  const startup = {
    ...(query.stage ? { stage: query.stage } : {}),
    ...(query.fundingStage ? { fundingStage: query.fundingStage } : {}),
    ...(query.funding ? { funding: query.funding } : {}),
    ...(query.investor?.length ? { investorKeys: query.investor } : {}),
  };
  return Object.keys(startup).length > 0 ? { startup } : {};
}

export async function listItems(db: Db, ids: readonly string[], viewerId: string | null, now: Date): Promise<JobListItem[]> {
  const rows = await jobRows(db, ids, viewerId);
  return rows.map((row) => toJobListItem(row, now));
}

/** The page of listed ids a search query asks for, ranked by its sort (boosts have featured slots instead). */
function searchPage(db: Db, query: JobSearchQuery, filters: JobFilterSql) {
  const pageSize = query.limit ?? query.pageSize;
  const order = jobListingOrder(effectiveJobSort(query.sort, filters.tsQuery !== null));
  return searchListings(db, filters, order, { limit: pageSize, offset: pageOffset(query.page, pageSize) });
}

function searchResponse(query: JobSearchQuery, page: JobPageIds, docs: JobListItem[]): JobListResponse {
  return {
    docs,
    total: page.total,
    ...(page.totalIsCapped ? { totalIsCapped: true } : {}),
    page: query.page,
    pageSize: query.limit ?? query.pageSize,
  };
}

/** GET /v2/jobs: one page of public jobs by the chosen sort (a boost gives no place here). */
export async function searchJobs(db: Db, query: JobSearchQuery, viewerId: string | null, { platform, now = new Date() }: ListingScope = {}): Promise<JobListResponse> {
  const page = await searchPage(db, query, toJobFilters(query, platform));
  return searchResponse(query, page, await listItems(db, page.ids, viewerId, now));
}

/**
 * GET /v2/jobsandfeatured: one page of the search and at most FEATURED_PER_PAGE featured jobs
 * for it (featuredPageListings: boosted, matching the filters, and with text at least as
 * relevant as the page's lowest result; rotating across pages).
 *
 * A featured job that is also among the page's results is shown once, as featured: it is left
 * out of `jobs.docs`, which may then hold fewer than pageSize jobs. Paging and `total` are those
 * of the search itself (every match counted once, pages cut at the same offsets), so they never
 * shift with the featured choice; the job is on its own page still, in the featured slots.
 */
export async function searchJobsAndFeatured(db: Db, query: JobSearchQuery, viewerId: string | null, { platform, now = new Date() }: ListingScope = {}): Promise<JobsAndFeatured> {
  const filters = toJobFilters(query, platform);
  const page = await searchPage(db, query, filters);
  const featuredIds = await featuredPageListings(db, filters, {
    pageIds: page.ids,
    start: featuredRotationStart(query.page),
    perPage: FEATURED_PER_PAGE,
  });
  const featured = new Set(featuredIds);
  // One query for both lists' rows, then split: the featured ids lead, in their order.
  const rows = await listItems(db, [...featuredIds, ...page.ids.filter((id) => !featured.has(id))], viewerId, now);
  return {
    jobs: searchResponse(query, page, rows.slice(featuredIds.length)),
    featuredJobs: rows.slice(0, featuredIds.length),
  };
}

/**
 * GET /v2/featuredjobs: featured (boosted) public jobs matching the query's filters, the
 * longest-running boost first; at most `limit` (or pageSize: 20 by default, 100 at most) of
 * them, never paged. The home page asks for a short row.
 */
export async function featuredJobs(db: Db, query: JobSearchQuery, viewerId: string | null, { platform, now = new Date() }: ListingScope = {}): Promise<JobListItem[]> {
  return listItems(db, await featuredListings(db, toJobFilters(query, platform), query.limit ?? query.pageSize), viewerId, now);
}

/** GET /v2/jobs/latest/3. */
export async function latestJobs(db: Db, viewerId: string | null, now = new Date()): Promise<JobListItem[]> {
  return listItems(db, await latestListings(db, LATEST_JOBS_COUNT), viewerId, now);
}

/** A job the public may open (live, stopped or expired); null for drafts and pending jobs. */
export async function publicJob(db: Db, id: string, viewerId: string | null, now = new Date()): Promise<JobDetail | null> {
  const row = await jobDetailRow(db, id, viewerId);
  if (!row || !isOpenableByPublic(row)) return null;
  return toJobDetail(row, now);
}

/**
 * publicJob for the server-rendered page head (modules/operations/seo), with the company's website for the
 * JobPosting's sameAs: the same single query, no viewer flags.
 */
export async function publicJobWithCompanyWebsite(db: Db, id: string, now = new Date()): Promise<{ job: JobDetail; companyWebsite: string | null } | null> {
  const row = await jobDetailRow(db, id, null);
  if (!row || !isOpenableByPublic(row)) return null;
  return { job: toJobDetail(row, now), companyWebsite: row.company_website.trim() || null };
}

/** Whether the public job page may show this job (queries.ts' PUBLIC_PAGE_SQL in SQL). */
export function isOpenableByPublic(row: Pick<JobRow, 'status' | 'approved_at'>): boolean {
  return (row.status === 'ACTIVE' && row.approved_at !== null) || row.status === 'STOPPED' || row.status === 'EXPIRED';
}

/** A job in any status (the hidden page checks the manager after); null when none. */
export async function anyJob(db: Db, id: string, viewerId: string | null, now = new Date()): Promise<JobDetail | null> {
  const row = await jobDetailRow(db, id, viewerId);
  return row ? toJobDetail(row, now) : null;
}

/** GET /v2/jobs/{id}/related: null when the job does not exist or is not public. */
export async function relatedJobs(db: Db, id: string, viewerId: string | null, now = new Date()): Promise<JobListItem[] | null> {
  const row = await jobDetailRow(db, id, null);
  if (!row || !isOpenableByPublic(row)) return null;
  const ids = await relatedListings(db, { id: row.id, category: row.category, countryCode: row.country_code }, relatedCategories(row.category), RELATED_JOBS_COUNT);
  return listItems(db, ids, viewerId, now);
}

/** GET /v2/jobs/suggestions. */
export async function jobSuggestions(db: Db, query: JobSuggestionsQuery): Promise<JobSuggestionsResponse> {
  const rows = await suggestionsFor(db, query.field, query.q, MAX_SEARCH_SUGGESTIONS);
  return { field: query.field, suggestions: rows.map((row) => ({ text: row.term, jobs: row.jobs })) };
}

export interface Visitor {
  userId: string | null;
  ip: string;
  userAgent: string;
}

/**
 * Who viewed, as stored: a SHA-256 of the day and the visitor (the signed-in user, else the IP
 * address and browser), so no address is kept and yesterday's keys say nothing about today's.
 */
export function visitorKey(visitor: Visitor, day: string): string {
  const who = visitor.userId ? `user:${visitor.userId}` : `guest:${visitor.ip}|${visitor.userAgent}`;
  return createHash('sha256').update(`${day}|${who}`).digest('hex');
}

/** POST /jobs/{id}/view: null when the public may not open the job. */
export async function recordJobView(db: Db, id: string, visitor: Visitor, now = new Date()) {
  const row = await jobDetailRow(db, id, null);
  if (!row || !isOpenableByPublic(row)) return null;
  const day = viewDay(now);
  return countJobView(db, row.id, day, visitorKey(visitor, day));
}

/** What a job list or page carries about the signed-in reader. */
type ViewerFlagged = { id: string; saved: boolean; interestedAt: string | null };

/** The kind of viewer marks (plugins/viewer-marks.ts) the job flags are kept under. */
const jobFlagMarks = 'job-flags';

/**
 * Completes shared (guest) job answers with the reader's own flags: the reader's flags kept in
 * memory where `marks` is on (PGlite), else one small query on the flag tables' primary keys for
 * jobs `ids`; then a function that gives each job of those ids its flags. Shared jobs are not
 * changed (a flagged job is a copy); a guest costs no query.
 */
export async function viewerFlagsFor(db: Db, marks: ViewerMarks, viewerId: string | null, ids: readonly string[]): Promise<<Item extends ViewerFlagged>(item: Item) => Item> {
  if (!viewerId || ids.length === 0) return (item) => item;
  const flags = marks.enabled
    ? await marks.of(jobFlagMarks, viewerId, async () => new Map((await allJobFlagsOf(db, viewerId)).map((row) => [row.id, row])))
    : new Map((await jobFlagsOf(db, viewerId, ids)).map((row) => [row.id, row]));
  return (item) => {
    const own = flags.get(item.id);
    return own ? { ...item, saved: own.saved, interestedAt: iso(own.interested_at) } : item;
  };
}

/** Most jobs of each kind GET /jobs/mine lists. */
export const MY_JOBS_LIMIT = 200;

/**
 * POST /jobs/{id}/save, /unsave, /interested, /uninterested for `userId`: the flags after the
 * change, or null when the job does not exist, or (saving, marking interest) when the public
 * may not open it. Clearing a flag works on any job, so a job that went back to draft can still
 * be unsaved.
 */
export async function setJobFlag(db: Db, marks: ViewerMarks, userId: string, id: string, action: JobFlagAction): Promise<JobFlags | null> {
  const flags = await db.transaction(async (tx) => {
    const [job] = await jobRows(tx, [id], userId);
    const adding = action === 'save' || action === 'interested';
    if (!job || (adding && !isOpenableByPublic(job))) return null;
    await writeJobFlag(tx, userId, job.id, action);
    const [after] = await jobRows(tx, [job.id], userId);
    return { id: job.id, saved: after?.saved ?? false, interestedAt: iso(after?.interested_at ?? null) };
  });
  // Committed: the reader's next list shows it.
  if (flags) marks.forget(jobFlagMarks, userId);
  return flags;
}

/** GET /jobs/mine: the user's saved and interested jobs (closed ones with their effective status). */
export async function myJobs(db: Db, userId: string, now = new Date()): Promise<{ saved: JobListItem[]; interested: JobListItem[] }> {
  const ids = await myJobIds(db, userId, MY_JOBS_LIMIT);
  return {
    saved: await listItems(db, ids.saved, userId, now),
    interested: await listItems(db, ids.interested, userId, now),
  };
}
