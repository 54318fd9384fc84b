import {
  countryCodeSchema,
  errorCodes,
  imageSchema,
  keyFigureSchema,
  perkSchema,
  jobStatusSchema,
  pipelineStageSchema,
  type ApiFieldError,
  type Company,
  type CompanyDashboard,
  type CompanyInputValues,
  type CompanyUpdateValues,
  type Image,
  type JobStatus,
  type Person,
  type PipelineStage,
  type PortfolioEntry,
  type Platform,
} from '@nordhub/contracts';
import { companyPublishProblems, keyFromName } from '@nordhub/domain';
import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import type { Db } from '../../../db/db';
import { lenientArray, storedImage, storedPerson, storedPlatformMap, storedProfileStatus } from '../../../db/stored-values';
import { badRequest, conflict, HttpError } from '../../../http-errors';
import { siteOptions } from '../../operations/site';

// The investor entries as validated (websites normalised).
type CompanyInvestorValues = NonNullable<CompanyUpdateValues['investors']>[number];
import { companyAdminUrl } from '../../accounts/users';
import { applicantsByColumn } from '../../applications/applications';
import {
  careersDomainTaken,
  companyApplicantsByStage,
  companyInvestors,
  companyJobsByStatus,
  companyJobViewsTotal,
  companyKeyExists,
  companyStatus,
  companyTimeline,
  deleteInvestorEntries,
  findCompanyByKey,
  insertCompany,
  insertFreeInvestorEntry,
  ownInvestorEntries,
  setInvestorEntryPosition,
  updateCompanyColumns,
  updateFreeInvestorEntry,
  type CompanyColumns,
  type PortfolioRow,
} from './queries';

// Stored values read leniently (api/src/db/stored-values.ts), built once.
const storedQuote = z
  .object({ text: z.string(), author: z.string(), authorTitle: z.string().nullable().default(null), image: storedImage.default(null) })
  .nullable()
  .catch(null);
const storedGallery = lenientArray(imageSchema);
const storedTeam = lenientArray(storedPerson);
const storedPerks = lenientArray(perkSchema);
const storedKeyFigures = lenientArray(keyFigureSchema);

const logo = (path: string | null): Image | null => (path ? { path } : null);

export function toPortfolioEntry(row: PortfolioRow): PortfolioEntry {
  return {
    id: row.id,
    company: row.company_id ? { id: row.company_id, key: row.company_key ?? '', name: row.company_name ?? '', logoImage: logo(row.company_logo_path) } : null,
    investor: row.investor_id ? { id: row.investor_id, key: row.investor_key ?? '', name: row.investor_name ?? '', logoImage: logo(row.investor_logo_path) } : null,
    name: row.company_name ?? row.investor_name ?? row.name,
    website: row.website,
    category: row.category,
    logoImageUrl: row.logo_image_url,
    basicInfo: { intro: row.intro },
  };
}

/**
 * A company as contracts' companySchema, in any status (drafts too): the portal's data. Null
 * when there is no company with that key.
 */
export async function loadCompany(db: Db, key: string, viewerId: string | null): Promise<Company | null> {
  const row = await findCompanyByKey(db, key, viewerId);
  if (!row) return null;
  const investors = await companyInvestors(db, row.id);
  const hasHeadquarters = row.hq_locality || row.hq_address || row.hq_country || row.hq_country_code;
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    website: row.website,
    logoImage: logo(row.logo_path),
    galleryImages: storedGallery.parse(row.gallery_images),
    team: storedTeam.parse(row.team) as Person[],
    investors: investors.map(toPortfolioEntry),
    quote: storedQuote.parse(row.quote),
    countries: row.country_codes.flatMap((code) => (countryCodeSchema.safeParse(code).success ? [{ countryCode: code as z.infer<typeof countryCodeSchema> }] : [])),
    numberOfActiveJobs: row.number_of_active_jobs,
    views: row.views,
    whatWeDo: { description: row.what_we_do },
    status: storedProfileStatus.parse(row.status),
    adminUrl: companyAdminUrl(row.key),
    platform: storedPlatformMap.parse(row.platform),
    linkedinId: row.linkedin_id,
    followed: row.followed,
    industries: row.industries,
    sdgs: row.sdgs,
    perks: storedPerks.parse(row.perks),
    keyFigures: storedKeyFigures.parse(row.key_figures),
    fundingStage: row.funding_stage,
    stage: row.stage,
    businessModel: row.business_model,
    numberOfEmployees: row.number_of_employees,
    foundedYear: row.founded_year,
    headquarters: hasHeadquarters
      ? { locality: row.hq_locality, address: row.hq_address, country: row.hq_country, countryCode: row.hq_country_code }
      : null,
    careersDomain: row.careers_domain,
    createdAt: row.created_at.toISOString(),
  };
}

/** Dashboard chart length in days. */
export const DASHBOARD_DAYS = 30;

const stored = (value: unknown) => JSON.stringify(value);

/** Maps the given fields of a company input to their columns; absent fields stay untouched. */
function companyColumns(input: CompanyUpdateValues): CompanyColumns {
  const columns: CompanyColumns = {};
  if (input.name !== undefined) columns.name = input.name;
  if (input.website !== undefined) columns.website = input.website;
  if (input.logoImage !== undefined) columns.logo_path = input.logoImage?.path ?? null;
  if (input.galleryImages !== undefined) columns.gallery_images = stored(input.galleryImages.map(({ path }) => ({ path })));
  if (input.team !== undefined) {
    columns.team = stored(
      input.team.map((person) => ({
        name: person.name,
        title: person.title || null,
        image: person.image ? { path: person.image.path } : null,
        linkedinUrl: person.linkedinUrl || null,
      })),
    );
  }
  if (input.quote !== undefined) {
    columns.quote = input.quote
      ? stored({ text: input.quote.text, author: input.quote.author, authorTitle: input.quote.authorTitle || null, image: input.quote.image ? { path: input.quote.image.path } : null })
      : null;
  }
  // Each country once, in the order chosen.
  if (input.countries !== undefined) columns.country_codes = [...new Set(input.countries.map((country) => country.countryCode))];
  if (input.whatWeDo !== undefined) columns.what_we_do = input.whatWeDo.description;
  if (input.industries !== undefined) columns.industries = [...new Set(input.industries)];
  if (input.sdgs !== undefined) columns.sdgs = [...new Set(input.sdgs)];
  if (input.perks !== undefined) columns.perks = stored(input.perks);
  if (input.keyFigures !== undefined) columns.key_figures = stored(input.keyFigures);
  if (input.fundingStage !== undefined) columns.funding_stage = input.fundingStage || null;
  if (input.stage !== undefined) columns.stage = input.stage || null;
  if (input.businessModel !== undefined) columns.business_model = input.businessModel || null;
  if (input.numberOfEmployees !== undefined) columns.number_of_employees = input.numberOfEmployees || null;
  if (input.foundedYear !== undefined) columns.founded_year = input.foundedYear;
  if (input.headquarters !== undefined) {
    const hq = input.headquarters;
    columns.hq_locality = hq?.locality || null;
    columns.hq_address = hq?.address || null;
    columns.hq_country = hq?.country || null;
    columns.hq_country_code = hq?.countryCode || null;
  }
  if (input.careersDomain !== undefined) columns.careers_domain = input.careersDomain || null;
  return columns;
}

const values = (list: { value: string }[]) => list.map((option) => option.value);

/** Options of the site configuration that a company's choices must come from. */
const options = {
  industries: values(siteOptions.industryOptions),
  sdgs: values(siteOptions.sdgOptions),
  fundingStages: values(siteOptions.fundingStageOptions),
  stages: values(siteOptions.stageOptions),
  businessModels: values(siteOptions.businessModelOptions),
  numberOfEmployees: values(siteOptions.numberOfEmployeesOptions),
  keyFigureNames: values(siteOptions.keyFigureNameOptions),
};

/** 400s naming each field whose value is not one of the site configuration's options. */
function checkOptions(input: CompanyUpdateValues): void {
  const fields: ApiFieldError[] = [];
  const one = (path: string, value: string | null | undefined, allowed: string[]) => {
    if (value && !allowed.includes(value)) fields.push({ path, message: `Choose one of the offered options` });
  };
  const each = (path: string, values: string[] | undefined, allowed: string[]) =>
    values?.forEach((value, index) => one(`${path}.${index}`, value, allowed));
  each('industries', input.industries, options.industries);
  each('sdgs', input.sdgs, options.sdgs);
  one('fundingStage', input.fundingStage, options.fundingStages);
  one('stage', input.stage, options.stages);
  one('businessModel', input.businessModel, options.businessModels);
  one('numberOfEmployees', input.numberOfEmployees, options.numberOfEmployees);
  input.keyFigures?.forEach((figure, index) => one(`keyFigures.${index}.name`, figure.name, options.keyFigureNames));
  if (fields.length > 0) throw badRequest(fields.map((field) => `${field.path}: ${field.message}`).join('; '), fields);
}

async function uniqueKey(db: Db, wanted: string): Promise<string> {
  const base = wanted || 'startup';
  if (!(await companyKeyExists(db, base))) return base;
  for (let suffix = 2; suffix < 1000; suffix += 1) {
    const key = `${base}-${suffix}`;
    if (!(await companyKeyExists(db, key))) return key;
  }
  return `${base}-${randomUUID().slice(0, 8)}`;
}

async function checkCareersDomain(db: Db, domain: string | null | undefined, companyId: string | null) {
  if (domain && (await careersDomainTaken(db, domain, companyId))) {
    throw conflict('Another startup already uses this careers domain');
  }
}

/** Replaces the company's free investor entries by the given list; linked entries are kept as they are. */
async function saveInvestors(db: Db, companyId: string, investors: CompanyInvestorValues[]) {
  const existing = new Map((await ownInvestorEntries(db, companyId)).map((row) => [row.id, row.linked]));
  const kept = new Set(investors.flatMap((entry) => (entry.id && existing.has(entry.id) ? [entry.id] : [])));
  await deleteInvestorEntries(db, companyId, [...existing.keys()].filter((id) => !kept.has(id)));
  for (const [position, entry] of investors.entries()) {
    const values = { name: entry.name, website: entry.website, category: entry.category || null, intro: entry.intro ?? '' };
    if (entry.id && existing.has(entry.id)) {
      // A linked entry shows its profile's data; only its place in the list can change.
      if (existing.get(entry.id)) await setInvestorEntryPosition(db, entry.id, position);
      else await updateFreeInvestorEntry(db, entry.id, values, position);
    } else {
      await insertFreeInvestorEntry(db, companyId, values, position);
    }
  }
}

/** Creates a DRAFT company on `platform` managed by `userId` (POST /companies); answers with its key. */
export async function createCompany(db: Db, userId: string, input: CompanyInputValues, platform: Platform): Promise<string> {
  checkOptions(input);
  return db.transaction(async (tx) => {
    if (input.key && (await companyKeyExists(tx, input.key))) {
      throw new HttpError(409, errorCodes.E_CONFLICT, 'This key is taken, please choose another', [{ path: 'key', message: 'This key is taken, please choose another' }]);
    }
    await checkCareersDomain(tx, input.careersDomain, null);
    const key = input.key ?? (await uniqueKey(tx, keyFromName(input.name)));
    const companyId = await insertCompany(tx, key, userId, companyColumns(input), platform);
    if (input.investors) await saveInvestors(tx, companyId, input.investors);
    return key;
  });
}

/**
 * Updates a company (PUT /companies/{key}); the key never changes. A manager publishes a draft
 * by sending status ACTIVE once companyPublishProblems finds nothing missing; other status
 * changes are for admins (409 otherwise).
 */
export async function updateCompany(
  db: Db,
  company: { id: string; key: string; isAdmin: boolean; viewerId: string },
  input: CompanyUpdateValues,
): Promise<void> {
  checkOptions(input);
  await db.transaction(async (tx) => {
    await checkCareersDomain(tx, input.careersDomain, company.id);
    await updateCompanyColumns(tx, company.id, companyColumns(input));
    if (input.investors) await saveInvestors(tx, company.id, input.investors);
    if (input.status === undefined) return;
    const { status } = await companyStatus(tx, company.id);
    if (input.status === status) return;
    if (!company.isAdmin && !(status === 'DRAFT' && input.status === 'ACTIVE')) {
      throw conflict(`A startup cannot go from ${status} to ${input.status}`);
    }
    if (input.status === 'ACTIVE') {
      const saved = await loadCompany(tx, company.key, company.viewerId);
      const problems = saved ? companyPublishProblems(saved) : [];
      if (problems.length > 0) throw badRequest(`Fill in before publishing: ${problems.map((problem) => problem.path).join(', ')}`, problems);
    }
    await updateCompanyColumns(tx, company.id, { status: input.status });
  });
}

/** What the company dashboard shows (GET /companies/{key}/dashboard). */
export async function loadCompanyDashboard(db: Db, companyId: string): Promise<CompanyDashboard> {
  const [jobs, stages, columns, timeline, views] = await Promise.all([
    companyJobsByStatus(db, companyId),
    companyApplicantsByStage(db, companyId),
    applicantsByColumn(db, companyId),
    companyTimeline(db, companyId, DASHBOARD_DAYS),
    companyJobViewsTotal(db, companyId),
  ]);
  const jobCount = (status: JobStatus) => jobs.find((row) => row.status === status)?.count ?? 0;
  const stageCount = (stage: PipelineStage) => stages.find((row) => row.stage === stage)?.count ?? 0;
  const jobsByStatus = jobStatusSchema.options.map((status) => ({ status, count: jobCount(status) }));
  const applicantsByStage = pipelineStageSchema.options.map((stage) => ({ stage, count: stageCount(stage) }));
  return {
    jobsByStatus,
    applicantsByStage,
    applicantsByColumn: columns,
    timeline,
    totals: {
      views: views.views,
      applicants: applicantsByStage.reduce((sum, row) => sum + row.count, 0),
      jobs: jobsByStatus.reduce((sum, row) => sum + row.count, 0),
    },
  };
}
