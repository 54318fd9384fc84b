import * as z from 'zod';
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
import { personSchema } from './refs';

/** An investor's profile (funding list /funding). */
export const investorSchema = z.object({
  id: idSchema,
  key: z.string(),
  name: z.string(),
  type: investorTypeSchema,
  website: z.string(),
  /** Legacy absolute logo URL; prefer logoImage. */
  logo: z.string().nullable(),
  logoImage: imageSchema.nullable(),
  smallImage: imageSchema.nullable(),
  coverImage: imageSchema.nullable(),
  keyPeople: z.array(personSchema),
  investments: z.array(portfolioEntrySchema),
  contactPreference: contactPreferenceSchema,
  /** Contact address when the preference is EMAIL. */
  email: z.string().nullable(),
  /** Industry values from the site configuration; may include "impact". */
  industries: z.array(z.string()),
  intro: z.string(),
  views: z.number().int().min(0),
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

export const investorListItemSchema = investorSchema.pick({
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
export const investorSearchQuerySchema = pagingQuerySchema.extend({
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
  key: keySchema.optional(),
  type: investorTypeSchema,
  website: websiteInputSchema.default(''),
  logoImage: imageSchema.nullable().optional(),
  smallImage: imageSchema.nullable().optional(),
  coverImage: imageSchema.nullable().optional(),
  keyPeople: z
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
  contactPreference: contactPreferenceSchema.default('WEBSITE'),
  email: z.email('Please enter a valid email address').max(100).nullable().optional(),
  industries: z.array(z.string()).max(30).optional(),
  intro: textInput(5000, 'Intro').optional(),
  countryCodes: z.array(isoCountryCodeSchema).max(50).optional(),
  categories: z.array(z.string()).max(20).optional(),
  investmentRanges: z.array(z.string()).max(20).optional(),
  markets: z.array(z.string()).max(20).optional(),
  status: profileStatusSchema.optional(),
});

/** The contact preference needs its address: an e-mail for EMAIL, a website for WEBSITE. */
export const investorContactMessages = { email: 'Please enter the contact email address', website: 'Please enter the website' } as const;

/** Create an investor (POST /investors): always starts as a DRAFT. */
export const investorInputSchema = investorFieldsSchema.superRefine((investor, ctx) => {
  if (investor.contactPreference === 'EMAIL' && !investor.email) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: investorContactMessages.email });
  }
  if (investor.contactPreference === 'WEBSITE' && !investor.website) {
    ctx.addIssue({ code: 'custom', path: ['website'], message: investorContactMessages.website });
  }
});
export type InvestorInput = z.input<typeof investorInputSchema>;
export type InvestorInputValues = z.output<typeof investorInputSchema>;

/**
 * PUT /investors/{key}: only the fields sent change (the key never does). Whether the contact
 * preference has its address (e-mail or website) is checked on the saved result, when publishing.
 */
export const investorUpdateSchema = investorFieldsSchema
  .omit({ key: true })
  .partial()
  .extend({ website: websiteInputSchema.optional(), contactPreference: contactPreferenceSchema.optional() });
export type InvestorUpdate = z.input<typeof investorUpdateSchema>;
export type InvestorUpdateValues = z.output<typeof investorUpdateSchema>;

/** GET /investors/{key}/dashboard: profile views, in total and per day. */
export const investorDashboardSchema = z.object({
  /** One entry per day, oldest first, of the last 30 days (today included). */
  timeline: z.array(z.object({ day: z.iso.date(), views: z.number().int().min(0) })),
  totals: z.object({ views: z.number().int().min(0), investments: z.number().int().min(0) }),
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
  docs: z.array(z.object({ investor: investorListItemSchema, score: z.number().int().min(0), reasons: z.array(z.string()) })),
});
export type InvestorQuizResult = z.infer<typeof investorQuizResultSchema>;
