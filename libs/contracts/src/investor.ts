import * as z from 'zod/mini';
import {
  idSchema,
  isoDateTimeSchema,
  keySchema,
  pagingQuerySchema,
  queryEnum,
  queryTextSchema,
  requiredText,
  textInput,
  websiteInputSchema,
} from './common';
import {
  contactPreferenceSchema,
  investorTypeSchema,
  isoCountryCodeSchema,
  platformMapSchema,
  profileStatusSchema,
} from './enums';
import { imageSchema } from './image';
import { portfolioEntrySchema } from './portfolio';
import { peopleInputSchema, personSchema } from './refs';

/** An investor's profile (funding list /funding). */
export const investorSchema = z.object({
  id: idSchema,
  key: z.string(),
  name: z.string(),
  type: investorTypeSchema,
  website: z.string(),
  /** Legacy absolute logo URL; prefer logoImage. */
  logo: z.nullable(z.string()),
  logoImage: z.nullable(imageSchema),
  smallImage: z.nullable(imageSchema),
  coverImage: z.nullable(imageSchema),
  keyPeople: z.array(personSchema),
  investments: z.array(portfolioEntrySchema),
  contactPreference: contactPreferenceSchema,
  /** Contact address when the preference is EMAIL. */
  email: z.nullable(z.string()),
  /** Industry values from the site configuration; may include "impact". */
  industries: z.array(z.string()),
  intro: z.string(),
  views: z.int().check(z.gte(0)),
  countryCodes: z.array(isoCountryCodeSchema),
  categories: z.array(z.string()),
  investmentRanges: z.array(z.string()),
  markets: z.array(z.string()),
  status: profileStatusSchema,
  adminUrl: z.string(),
  platform: platformMapSchema,
  createdAt: isoDateTimeSchema,
});
export type Investor = z.infer<typeof investorSchema>;

export const investorListItemSchema = z.pick(investorSchema, {
  id: true,
  key: true,
  name: true,
  type: true,
  logoImage: true,
  smallImage: true,
  intro: true,
  industries: true,
  countryCodes: true,
  categories: true,
  investmentRanges: true,
  markets: true,
  platform: true,
});
export type InvestorListItem = z.infer<typeof investorListItemSchema>;

/** GET /investors query. */
export const investorSearchQuerySchema = z.extend(pagingQuerySchema, {
  search: queryTextSchema,
  type: queryEnum(investorTypeSchema),
  industry: queryTextSchema,
  category: queryTextSchema,
  country: queryTextSchema,
  market: queryTextSchema,
  investmentRange: queryTextSchema,
});
export type InvestorSearchQuery = z.output<typeof investorSearchQuerySchema>;

const investorFieldsSchema = z.object({
  name: requiredText(100, 'Name', 'Please enter the investor name'),
  key: z.optional(keySchema),
  type: investorTypeSchema,
  website: z._default(websiteInputSchema, ''),
  logoImage: z.optional(z.nullable(imageSchema)),
  smallImage: z.optional(z.nullable(imageSchema)),
  coverImage: z.optional(z.nullable(imageSchema)),
  keyPeople: z.optional(peopleInputSchema),
  contactPreference: z._default(contactPreferenceSchema, 'WEBSITE'),
  email: z.optional(z.nullable(z.email('Please enter a valid email address').check(z.maxLength(100)))),
  industries: z.optional(z.array(z.string()).check(z.maxLength(30))),
  intro: z.optional(textInput(5000, 'Intro')),
  countryCodes: z.optional(z.array(isoCountryCodeSchema).check(z.maxLength(50))),
  categories: z.optional(z.array(z.string()).check(z.maxLength(20))),
  investmentRanges: z.optional(z.array(z.string()).check(z.maxLength(20))),
  markets: z.optional(z.array(z.string()).check(z.maxLength(20))),
  status: z.optional(profileStatusSchema),
});

/** The contact preference needs its address: an e-mail for EMAIL, a website for WEBSITE. */
export const investorContactMessages = { email: 'Please enter the contact email address', website: 'Please enter the website' } as const;

/** Create an investor (POST /investors): always starts as a DRAFT. */
export const investorInputSchema = investorFieldsSchema.check(z.superRefine((investor, ctx) => {
  if (investor.contactPreference === 'EMAIL' && !investor.email) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: investorContactMessages.email });
  }
  if (investor.contactPreference === 'WEBSITE' && !investor.website) {
    ctx.addIssue({ code: 'custom', path: ['website'], message: investorContactMessages.website });
  }
}));
export type InvestorInput = z.input<typeof investorInputSchema>;
export type InvestorInputValues = z.output<typeof investorInputSchema>;

/**
 * PUT /investors/{key}: only the fields sent change (the key never does). Whether the contact
 * preference has its address (e-mail or website) is checked on the saved result, when publishing.
 */
export const investorUpdateSchema = z.extend(z.partial(z.omit(investorFieldsSchema, { key: true })), {
  website: z.optional(websiteInputSchema),
  contactPreference: z.optional(contactPreferenceSchema),
});
export type InvestorUpdate = z.input<typeof investorUpdateSchema>;
export type InvestorUpdateValues = z.output<typeof investorUpdateSchema>;

/** GET /investors/{key}/dashboard: profile views, in total and per day. */
export const investorDashboardSchema = z.object({
  /** One entry per day, oldest first, of the last 30 days (today included). */
  timeline: z.array(z.object({ day: z.iso.date(), views: z.int().check(z.gte(0)) })),
  totals: z.object({ views: z.int().check(z.gte(0)), investments: z.int().check(z.gte(0)) }),
});
export type InvestorDashboard = z.infer<typeof investorDashboardSchema>;

/** GET /investors/quiz: the funding quiz's answers (all optional; an unanswered one scores nothing). */
export const investorQuizQuerySchema = z.object({
  stage: queryTextSchema,
  industry: queryTextSchema,
  amount: queryTextSchema,
  market: queryTextSchema,
});
export type InvestorQuizQuery = z.output<typeof investorQuizQuerySchema>;

export const investorQuizResultSchema = z.object({
  docs: z.array(z.object({ investor: investorListItemSchema, score: z.int().check(z.gte(0)), reasons: z.array(z.string()) })),
});
export type InvestorQuizResult = z.infer<typeof investorQuizResultSchema>;
