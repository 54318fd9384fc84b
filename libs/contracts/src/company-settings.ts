import * as z from 'zod/mini';
import { careersDomainInputSchema } from './careers-site';
import { domainVerificationSchema } from './domain-verification';

/** The settings page's values (GET/PUT /companies/{key}/settings). */
export const companySettingsSchema = z.object({
  /** The company's LinkedIn company id; set, its live jobs go into the LinkedIn job feed. */
  linkedinId: z.nullable(z.string()),
  /** Values of the site configuration's company.slackNotifications. */
  slackNotifications: z.array(z.string()),
  /** Incoming-webhook URL of the Slack channel the notifications go to. */
  slackWebhookUrl: z.nullable(z.string()),
  /** The startup's own careers host name (lower-case), e.g. "careers.acme.com"; null without one. */
  careersDomain: z.nullable(z.string()),
  /** The careers domain's proof of control and whether it is served; null without a domain. */
  careersDomainVerification: z.nullable(domainVerificationSchema),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

export const linkedinIdMessage = 'Please enter the numeric LinkedIn company id (the digits in linkedin.com/company/…/admin/ or in your page URL)';
export const slackWebhookMessage = 'Please enter a Slack incoming-webhook URL (https://hooks.slack.com/…)';

/** PUT /companies/{key}/settings: any subset; null or '' clears a value. */
export const companySettingsInputSchema = z.object({
  linkedinId: z.pipe(z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(20, linkedinIdMessage), z.regex(/^\d*$/, linkedinIdMessage)))), z.transform((value) => (value === '' ? null : value))),
  slackNotifications: z.optional(z.array(z.string().check(z.maxLength(50))).check(z.maxLength(20))),
  slackWebhookUrl: z.pipe(z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(300, slackWebhookMessage), z.refine((value) => value === '' || /^https:\/\/hooks\.slack\.com\/\S+$/.test(value), slackWebhookMessage)))), z.transform((value) => (value === '' ? null : value))),
  careersDomain: careersDomainInputSchema,
});
export type CompanySettingsInput = z.input<typeof companySettingsInputSchema>;

/** The `opened-setting` query value that opens the professional-network (LinkedIn) setting. */
export const linkedInSettingKey = 'linkedin';
