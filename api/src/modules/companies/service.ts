import {
  benefitIconSchema,
  countryCodeSchema,
  imageSchema,
  platformMapSchema,
  profileStatusSchema,
  type Company,
  type Image,
  type Person,
  type PortfolioEntry,
} from '@nordhub/contracts';
import * as z from 'zod';
import type { Db } from '../../db/db';
import { companyAdminUrl } from '../users/service';
import { companyInvestors, findCompanyByKey, type PortfolioRow } from './queries';

// Stored JSON is read leniently: one malformed item is dropped rather than failing the page.
const lenientArray = <T extends z.ZodType>(item: T) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((items) => items.flatMap((value) => {
      const parsed = item.safeParse(value);
      return parsed.success ? [parsed.data as z.output<T>] : [];
    }));

const storedImage = imageSchema.nullable().catch(null);
const storedPerson = z.object({
  name: z.string(),
  title: z.string().nullable().default(null),
  image: storedImage.default(null),
  linkedinUrl: z.string().nullable().default(null),
});
const storedQuote = z
  .object({ text: z.string(), author: z.string(), authorTitle: z.string().nullable().default(null), image: storedImage.default(null) })
  .nullable()
  .catch(null);

const logo = (path: string | null): Image | null => (path ? { path } : null);

function toPortfolioEntry(row: PortfolioRow): PortfolioEntry {
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
    galleryImages: lenientArray(imageSchema).parse(row.gallery_images),
    team: lenientArray(storedPerson).parse(row.team) as Person[],
    investors: investors.map(toPortfolioEntry),
    quote: storedQuote.parse(row.quote),
    countries: row.country_codes.flatMap((code) => (countryCodeSchema.safeParse(code).success ? [{ countryCode: code as z.infer<typeof countryCodeSchema> }] : [])),
    numberOfActiveJobs: row.number_of_active_jobs,
    views: row.views,
    whatWeDo: { description: row.what_we_do },
    status: profileStatusSchema.catch('DRAFT').parse(row.status),
    adminUrl: companyAdminUrl(row.key),
    platform: platformMapSchema.catch({}).parse(row.platform),
    linkedinId: row.linkedin_id,
    followed: row.followed,
    industries: row.industries,
    sdgs: row.sdgs,
    perks: lenientArray(z.object({ icon: benefitIconSchema, text: z.string() })).parse(row.perks),
    keyFigures: lenientArray(z.object({ name: z.string(), value: z.string() })).parse(row.key_figures),
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
