import { createHash } from 'node:crypto';
import { siteConfigurationSchema, type SiteConfiguration } from '@nordhub/contracts';
import type { JobReviewMode, PayRule } from '@nordhub/domain';
import * as options from './options';

export interface SiteConfigurationSettings {
  headhunterEnabled: boolean;
  /** LinkedIn (or its local stand-in) is set up, so the sign-in button can work. */
  linkedInSignIn: boolean;
  /** Nordhub's own company (its jobs are /careers). */
  nordhubCompanyKey: string;
  /** Where a job ad must or should state its pay (PAY_TRANSPARENCY_RULES). */
  payRules: readonly PayRule[];
  /** Which jobs wait for an admin's review before they go live (JOB_REVIEW). */
  jobReview: JobReviewMode;
}

/** The full site configuration; validated against the contract so a bad list fails at start. */
export function buildSiteConfiguration(settings: SiteConfigurationSettings): SiteConfiguration {
  return siteConfigurationSchema.parse({
    site: { countries: options.countryOptions },
    // The configuration is cached per process and shared by all visitors, so it carries no
    // per-visitor guess: GET /site/visitor-country answers that per request (visitor-country.ts).
    ipDetectedCountryCode: null,
    products: { headhunter: settings.headhunterEnabled },
    job: {
      positionTypes: options.positionTypeOptions,
      receiveApplicants: options.receiveApplicantsOptions,
      status: options.jobStatusOptions,
      roles: options.jobRoleOptions,
      sorting: options.jobSortingOptions,
    },
    interested: { status: options.interestedStatusOptions },
    industries: options.industryOptions,
    sdgs: options.sdgOptions,
    company: {
      funding: options.fundingOptions,
      fundingStages: options.fundingStageOptions,
      perks: options.perkOptions,
      stages: options.stageOptions,
      businessModels: options.businessModelOptions,
      slackNotifications: options.slackNotificationOptions,
      numberOfEmployees: options.numberOfEmployeesOptions,
      keyFigureNames: options.keyFigureNameOptions,
    },
    investor: {
      categories: options.investorCategoryOptions,
      investmentRanges: options.investmentRangeOptions,
      markets: options.marketOptions,
      contactPreferences: options.contactPreferenceOptions,
    },
    toolCategories: options.toolCategoryOptions,
    partnerCategories: options.partnerCategoryOptions,
    emailPlaceholders: options.emailPlaceholderOptions,
    uiFeatures: options.uiFeatureOptions,
    kanban: { columnColors: options.kanbanColumnColors },
    linkedInSignIn: settings.linkedInSignIn,
    payTransparency: { rules: [...settings.payRules] },
    nordhubCompanyKey: settings.nordhubCompanyKey,
    jobReview: settings.jobReview,
  });
}

export interface CachedSiteConfiguration {
  configuration: SiteConfiguration;
  json: string;
  etag: string;
}

/** Serialises once per process: the body and its strong ETag. */
export function cacheSiteConfiguration(configuration: SiteConfiguration): CachedSiteConfiguration {
  const json = JSON.stringify(configuration);
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  return { configuration, json, etag };
}
