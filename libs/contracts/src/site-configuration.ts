import * as z from 'zod/mini';
import { iconOptionSchema, optionSchema } from './common';
import { JOB_REVIEW_MODES, payRequirements } from '@nordhub/domain';
import { countryCodeSchema } from './enums';

const options = z.array(optionSchema);

/**
 * GET /site/configuration-cached: the option lists that forms and filters render (the product
 * spec's entities and fields, "Site configuration"). Lists are data so that they change without a
 * deploy.
 */
export const siteConfigurationSchema = z.object({
  site: z.object({
    countries: options,
  }),
  /** Country guessed from the visitor's IP; null when unknown or outside the list. */
  ipDetectedCountryCode: z.nullable(countryCodeSchema),
  /** Which optional products are switched on. */
  products: z.catchall(z.object({ headhunter: z.boolean() }), z.boolean()),
  job: z.object({
    positionTypes: options,
    receiveApplicants: options,
    status: options,
    /** Job categories with icon and colour. */
    roles: z.array(iconOptionSchema),
    sorting: options,
  }),
  interested: z.object({
    status: options,
  }),
  industries: z.array(iconOptionSchema),
  /** UN Sustainable Development Goals (for impact startups). */
  sdgs: z.array(iconOptionSchema),
  company: z.object({
    funding: options,
    fundingStages: options,
    /** Benefits; `icon` is a benefit icon name. */
    perks: z.array(iconOptionSchema),
    stages: options,
    businessModels: options,
    slackNotifications: options,
    numberOfEmployees: options,
    keyFigureNames: options,
  }),
  investor: z.object({
    categories: options,
    investmentRanges: options,
    markets: options,
    contactPreferences: options,
  }),
  toolCategories: options,
  partnerCategories: options,
  /** Placeholders usable in applicant e-mails, e.g. { text: 'First name', value: '{{firstName}}' }. */
  emailPlaceholders: options,
  /** Known UI features (onboarding hints) a user can reach; see User.uiFeatures. */
  uiFeatures: options,
  kanban: z.object({
    /** CSS colours offered for custom pipeline columns. */
    columnColors: z.array(z.string()),
  }),
  /** Whether 'Continue with LinkedIn' can work (the API has LinkedIn or its local stand-in set up). */
  linkedInSignIn: z.boolean(),
  /**
   * The EU Pay Transparency Directive per country (PAY_TRANSPARENCY_RULES): where a job ad must
   * (required) or should (recommended) state its pay, from which day (YYYY-MM-DD).
   */
  payTransparency: z.object({
    rules: z.array(z.object({ countryCode: z.string(), requirement: z.enum(payRequirements), appliesFrom: z.string() })),
  }),
  /** The key of Nordhub's own company, whose open jobs /careers lists (NORDHUB_COMPANY_KEY). */
  nordhubCompanyKey: z.string().check(z.minLength(1)),
  /** Which jobs wait for an admin's review before they go live (JOB_REVIEW): none, a startup's first, or every job. */
  jobReview: z.enum(JOB_REVIEW_MODES),
});
export type SiteConfiguration = z.infer<typeof siteConfigurationSchema>;

/**
 * GET /site/visitor-country: the country guessed for this request (never cached or shared):
 * from the edge's country header, else the region of the preferred Accept-Language. Any ISO
 * 3166-1 alpha-2 code, so a visitor outside the Nordics still gets the EU or other job price.
 */
export const visitorCountrySchema = z.object({
  countryCode: z.nullable(z.string().check(z.regex(/^[A-Z]{2}$/, 'Use an ISO 3166-1 alpha-2 country code'))),
  /** Where the guess came from; null when nothing told. */
  source: z.nullable(z.enum(['header', 'accept-language'])),
});
export type VisitorCountry = z.infer<typeof visitorCountrySchema>;
