import * as z from 'zod/mini';
import { isSlackWebhookUrl } from '@nordhub/domain';
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
  slackWebhookUrl: z.pipe(z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(300, slackWebhookMessage), z.refine((value) => value === '' || isSlackWebhookUrl(value, { allowLocal: true }), slackWebhookMessage)))), z.transform((value) => (value === '' ? null : value))),
  careersDomain: careersDomainInputSchema,
});
export type CompanySettingsInput = z.input<typeof companySettingsInputSchema>;

/** POST /companies/{key}/slack/test: the webhook to try (the typed one, saved or not). */
export const slackTestInputSchema = z.object({
  webhookUrl: z.string().check(z.trim(), z.maxLength(300, slackWebhookMessage), z.refine((value) => isSlackWebhookUrl(value, { allowLocal: true }), slackWebhookMessage)),
});
export type SlackTestInput = z.infer<typeof slackTestInputSchema>;

/** What Slack (or the receiver) answered the test message: its status and the start of its body, or why it could not be reached. */
export const slackTestResultSchema = z.object({
  ok: z.boolean(),
  status: z.nullable(z.int()),
  body: z.nullable(z.string()),
  error: z.nullable(z.string()),
});
export type SlackTestResult = z.infer<typeof slackTestResultSchema>;

/** GET /companies/{key}/linkedin-feed: the feed URL to register with LinkedIn and its last fetch by LinkedIn. */
export const linkedInFeedStatusSchema = z.object({
  feedUrl: z.string(),
  /** When LinkedIn last fetched the feed while this startup was in it; null: not yet. */
  lastFetchedAt: z.nullable(z.string()),
  /** How many of the startup's jobs that fetch held. */
  jobCount: z.nullable(z.int()),
});
export type LinkedInFeedStatus = z.infer<typeof linkedInFeedStatusSchema>;

/** The `opened-setting` query value that opens the professional-network (LinkedIn) setting. */
export const linkedInSettingKey = 'linkedin';
