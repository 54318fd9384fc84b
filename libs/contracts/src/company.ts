import * as z from 'zod/mini';
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
import { peopleInputSchema, personSchema } from './refs';

export const perkSchema = z.object({
  icon: benefitIconSchema,
  text: z.string(),
});
export type Perk = z.infer<typeof perkSchema>;

export const quoteSchema = z.object({
  text: z.string(),
  author: z.string(),
  authorTitle: z.nullable(z.string()),
  image: z.nullable(imageSchema),
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
  logoImage: z.nullable(imageSchema),
  galleryImages: z.array(imageSchema),
  team: z.array(personSchema),
  investors: z.array(portfolioEntrySchema),
  quote: z.nullable(quoteSchema),
  countries: z.array(z.object({ countryCode: countryCodeSchema })),
  numberOfActiveJobs: z.int().check(z.gte(0)),
  views: z.int().check(z.gte(0)),
  whatWeDo: z.object({ description: z.string() }),
  status: profileStatusSchema,
  /** Where a manager administers the company (client portal path). */
  adminUrl: z.string(),
  platform: platformMapSchema,
  /** Linked professional-network (LinkedIn) organisation id. */
  linkedinId: z.nullable(z.string()),
  /** Whether the signed-in user follows it; false for guests. */
  followed: z.boolean(),
  industries: z.array(z.string()),
  sdgs: z.array(z.string()),
  perks: z.array(perkSchema),
  keyFigures: z.array(keyFigureSchema),
  fundingStage: z.nullable(z.string()),
  stage: z.nullable(z.string()),
  businessModel: z.nullable(z.string()),
  numberOfEmployees: z.nullable(z.string()),
  foundedYear: z.nullable(z.int()),
  headquarters: z.nullable(locationSchema),
  /** The startup's own careers host name (e.g. "careers.acme.com"), if any. */
  careersDomain: z.nullable(z.string()),
  createdAt: isoDateTimeSchema,
});
export type Company = z.infer<typeof companySchema>;

/** A startup in lists (/startups). */
export const startupListItemSchema = z.pick(companySchema, {
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
export const companySearchQuerySchema = z.extend(pagingQuerySchema, {
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
  id: z.optional(idSchema),
  name: requiredText(100, 'Name', 'Please enter a name'),
  website: websiteInputSchema,
  category: z.optional(z.nullable(textInput(100, 'Category'))),
  intro: z.optional(textInput(1000, 'Intro')),
});
export type CompanyInvestorInput = z.input<typeof companyInvestorInputSchema>;

/** Create or edit a company (POST /companies, PUT /companies/{key}). */
export const companyInputSchema = z.object({
  name: requiredText(100, 'Name', 'Please enter the startup name'),
  key: z.optional(keySchema),
  // Optional when creating: a startup may not have a site yet (publishing asks for one).
  website: z._default(websiteInputSchema, ''),
  logoImage: z.optional(z.nullable(imageSchema)),
  galleryImages: z.optional(z.array(imageSchema).check(z.maxLength(20))),
  team: z.optional(peopleInputSchema),
  quote: z.optional(z.nullable(z.object({
      text: requiredText(500, 'Quote', 'Please enter the quote'),
      author: requiredText(100, 'Author', 'Please enter who said it'),
      authorTitle: z.optional(z.nullable(textInput(100, 'Title'))),
      image: z.optional(z.nullable(imageSchema)),
    }))),
  countries: z.optional(z.array(z.object({ countryCode: countryCodeSchema }))),
  whatWeDo: z.optional(z.object({ description: textInput(10_000, 'Description') })),
  industries: z.optional(z.array(z.string()).check(z.maxLength(20))),
  sdgs: z.optional(z.array(z.string()).check(z.maxLength(17))),
  perks: z.optional(z.array(z.object({ icon: benefitIconSchema, text: requiredText(100, 'Perk', 'Please describe the perk') })).check(z.maxLength(30))),
  keyFigures: z.optional(z.array(z.object({ name: z.string().check(z.minLength(1)), value: textInput(50, 'Value') })).check(z.maxLength(10))),
  fundingStage: z.optional(z.nullable(z.string())),
  stage: z.optional(z.nullable(z.string())),
  businessModel: z.optional(z.nullable(z.string())),
  numberOfEmployees: z.optional(z.nullable(z.string())),
  foundedYear: z.optional(z.nullable(z.int().check(z.gte(1800), z.lte(2100)))),
  headquarters: z.optional(z.nullable(locationInputSchema)),
  careersDomain: z.optional(z.nullable(z.string().check(z.trim(), z.toLowerCase(), z.regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'Please enter a host name such as careers.example.com')))),
  /**
   * The whole investor list, in order. An entry with the id of a linked entry (one showing a
   * company or investor profile) is kept as it is; free entries are created, updated or, when
   * left out, removed.
   */
  investors: z.optional(z.array(companyInvestorInputSchema).check(z.maxLength(50))),
  status: z.optional(profileStatusSchema),
});
export type CompanyInput = z.input<typeof companyInputSchema>;
export type CompanyInputValues = z.output<typeof companyInputSchema>;

/** PUT /companies/{key}: only the fields sent change (the key never does). */
export const companyUpdateSchema = z.extend(z.partial(z.omit(companyInputSchema, { key: true })), { website: z.optional(websiteInputSchema) });
export type CompanyUpdate = z.input<typeof companyUpdateSchema>;
export type CompanyUpdateValues = z.output<typeof companyUpdateSchema>;

/** GET /companies/{key}/dashboard: what the company dashboard shows. */
export const companyDashboardSchema = z.object({
  jobsByStatus: z.array(z.object({ status: jobStatusSchema, count: z.int().check(z.gte(0)) })),
  applicantsByStage: z.array(z.object({ stage: pipelineStageSchema, count: z.int().check(z.gte(0)) })),
  /** The board's columns in order, under the company's own names (a custom column's name, e.g. Interview), with the applicants each shows. */
  applicantsByColumn: z.array(z.object({ name: z.string(), stage: pipelineStageSchema, count: z.int().check(z.gte(0)) })),
  /** One entry per day, oldest first, of the last `days` days (today included). */
  timeline: z.array(z.object({ day: z.iso.date(), views: z.int().check(z.gte(0)), applicants: z.int().check(z.gte(0)) })),
  totals: z.object({ views: z.int().check(z.gte(0)), applicants: z.int().check(z.gte(0)), jobs: z.int().check(z.gte(0)) }),
});
export type CompanyDashboard = z.infer<typeof companyDashboardSchema>;
