import * as z from 'zod';
import {
  idSchema,
  isoDateTimeSchema,
  keySchema,
  pagingQuerySchema,
  queryBooleanSchema,
  queryEnum,
  queryTextSchema,
  requiredText,
  textInput,
  websiteInputSchema,
} from './common';
import { benefitIconSchema, countryCodeSchema, jobStatusSchema, pipelineStageSchema, platformMapSchema, profileStatusSchema } from './enums';
import { imageSchema } from './image';
import { locationInputSchema, locationSchema } from './location';
import { portfolioEntrySchema } from './portfolio';
import { personSchema } from './refs';

export const perkSchema = z.object({
  icon: benefitIconSchema,
  text: z.string(),
});
export type Perk = z.infer<typeof perkSchema>;

export const quoteSchema = z.object({
  text: z.string(),
  author: z.string(),
  authorTitle: z.string().nullable(),
  image: imageSchema.nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const keyFigureSchema = z.object({
  /** A value of the site configuration's company.keyFigureNames. */
  name: z.string(),
  value: z.string(),
});
export type KeyFigure = z.infer<typeof keyFigureSchema>;

/** A startup's profile. */
export const companySchema = z.object({
  id: idSchema,
  key: z.string(),
  name: z.string(),
  website: z.string(),
  logoImage: imageSchema.nullable(),
  galleryImages: z.array(imageSchema),
  team: z.array(personSchema),
  investors: z.array(portfolioEntrySchema),
  quote: quoteSchema.nullable(),
  countries: z.array(z.object({ countryCode: countryCodeSchema })),
  numberOfActiveJobs: z.number().int().min(0),
  views: z.number().int().min(0),
  whatWeDo: z.object({ description: z.string() }),
  status: profileStatusSchema,
  /** Where a manager administers the company (client portal path). */
  adminUrl: z.string(),
  platform: platformMapSchema,
  /** Linked professional-network (LinkedIn) organisation id. */
  linkedinId: z.string().nullable(),
  /** Whether the signed-in user follows it; false for guests. */
  followed: z.boolean(),
  industries: z.array(z.string()),
  sdgs: z.array(z.string()),
  perks: z.array(perkSchema),
  keyFigures: z.array(keyFigureSchema),
  fundingStage: z.string().nullable(),
  stage: z.string().nullable(),
  businessModel: z.string().nullable(),
  numberOfEmployees: z.string().nullable(),
  foundedYear: z.number().int().nullable(),
  headquarters: locationSchema.nullable(),
  /** The startup's own careers host name (e.g. "careers.acme.com"), if any. */
  careersDomain: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type Company = z.infer<typeof companySchema>;

/** A startup in lists (/startups). */
export const startupListItemSchema = companySchema.pick({
  id: true,
  key: true,
  name: true,
  logoImage: true,
  whatWeDo: true,
  countries: true,
  numberOfActiveJobs: true,
  industries: true,
  followed: true,
  platform: true,
});
export type StartupListItem = z.infer<typeof startupListItemSchema>;

/** How GET /companies orders startups. */
export const startupSortSchema = z.enum(['name', 'jobs']);
export type StartupSort = z.infer<typeof startupSortSchema>;

/** GET /companies query. */
export const companySearchQuerySchema = pagingQuerySchema.extend({
  search: queryTextSchema,
  country: queryEnum(countryCodeSchema),
  industry: queryTextSchema,
  /** A value of the site configuration's company.stages. */
  stage: queryTextSchema,
  /** A value of the site configuration's company.fundingStages. */
  fundingStage: queryTextSchema,
  /** A value of the site configuration's company.numberOfEmployees. */
  numberOfEmployees: queryTextSchema,
  /** Only startups with live jobs. */
  hiring: queryBooleanSchema,
  /** Only startups the signed-in user follows (guests: 403). */
  followed: queryBooleanSchema,
  /** name (default): A to Z; jobs: most live jobs first, then by name (the home page's featured startups). */
  sort: queryEnum(startupSortSchema),
});
export type CompanySearchQuery = z.output<typeof companySearchQuerySchema>;
export type CompanySearchQueryInput = z.input<typeof companySearchQuerySchema>;

/** POST /companies/{key}/follow and /unfollow: the startup's follow flag after the change. */
export const companyFollowSchema = z.object({ id: idSchema, key: z.string(), followed: z.boolean() });
export type CompanyFollow = z.infer<typeof companyFollowSchema>;



/** An investor of the company as the profile form sends it (see companyInputSchema.investors). */
export const companyInvestorInputSchema = z.object({
  id: idSchema.optional(),
  name: requiredText(100, 'Name', 'Please enter a name'),
  website: websiteInputSchema,
  category: textInput(100, 'Category').nullable().optional(),
  intro: textInput(1000, 'Intro').optional(),
});
export type CompanyInvestorInput = z.input<typeof companyInvestorInputSchema>;

/** Create or edit a company (POST /companies, PUT /companies/{key}). */
export const companyInputSchema = z.object({
  name: requiredText(100, 'Name', 'Please enter the startup name'),
  key: keySchema.optional(),
  // Optional when creating: a startup may not have a site yet (publishing asks for one).
  website: websiteInputSchema.default(''),
  logoImage: imageSchema.nullable().optional(),
  galleryImages: z.array(imageSchema).max(20).optional(),
  team: z
    .array(
      z.object({
        name: requiredText(100, 'Name', 'Please enter a name'),
        title: textInput(100, 'Title').nullable().optional(),
        image: imageSchema.nullable().optional(),
        linkedinUrl: websiteInputSchema.nullable().optional(),
      }),
    )
    .max(50)
    .optional(),
  quote: z
    .object({
      text: requiredText(500, 'Quote', 'Please enter the quote'),
      author: requiredText(100, 'Author', 'Please enter who said it'),
      authorTitle: textInput(100, 'Title').nullable().optional(),
      image: imageSchema.nullable().optional(),
    })
    .nullable()
    .optional(),
  countries: z.array(z.object({ countryCode: countryCodeSchema })).optional(),
  whatWeDo: z.object({ description: textInput(10_000, 'Description') }).optional(),
  industries: z.array(z.string()).max(20).optional(),
  sdgs: z.array(z.string()).max(17).optional(),
  perks: z.array(z.object({ icon: benefitIconSchema, text: requiredText(100, 'Perk', 'Please describe the perk') })).max(30).optional(),
  keyFigures: z.array(z.object({ name: z.string().min(1), value: textInput(50, 'Value') })).max(10).optional(),
  fundingStage: z.string().nullable().optional(),
  stage: z.string().nullable().optional(),
  businessModel: z.string().nullable().optional(),
  numberOfEmployees: z.string().nullable().optional(),
  foundedYear: z.number().int().min(1800).max(2100).nullable().optional(),
  headquarters: locationInputSchema.nullable().optional(),
  careersDomain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'Please enter a host name such as careers.example.com')
    .nullable()
    .optional(),
  /**
   * The whole investor list, in order. An entry with the id of a linked entry (one showing a
   * company or investor profile) is kept as it is; free entries are created, updated or, when
   * left out, removed.
   */
  investors: z.array(companyInvestorInputSchema).max(50).optional(),
  status: profileStatusSchema.optional(),
});
export type CompanyInput = z.input<typeof companyInputSchema>;
export type CompanyInputValues = z.output<typeof companyInputSchema>;

/** PUT /companies/{key}: only the fields sent change (the key never does). */
export const companyUpdateSchema = companyInputSchema
  .omit({ key: true })
  .partial({ name: true })
  // Without the create default: a website left out stays as it is.
  .extend({ website: websiteInputSchema.optional() });
export type CompanyUpdate = z.input<typeof companyUpdateSchema>;
export type CompanyUpdateValues = z.output<typeof companyUpdateSchema>;

/** GET /companies/{key}/dashboard: what the company dashboard shows. */
export const companyDashboardSchema = z.object({
  jobsByStatus: z.array(z.object({ status: jobStatusSchema, count: z.number().int().min(0) })),
  applicantsByStage: z.array(z.object({ stage: pipelineStageSchema, count: z.number().int().min(0) })),
  /** One entry per day, oldest first, of the last `days` days (today included). */
  timeline: z.array(z.object({ day: z.iso.date(), views: z.number().int().min(0), applicants: z.number().int().min(0) })),
  totals: z.object({ views: z.number().int().min(0), applicants: z.number().int().min(0), jobs: z.number().int().min(0) }),
});
export type CompanyDashboard = z.infer<typeof companyDashboardSchema>;
