import * as z from 'zod/mini';
import { idSchema } from './common';

/** POST engagement/log: an interaction, attributed to the current company or investor profile. */
export const engagementLogSchema = z.object({
    event: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    data: z._default(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])), {}),
    company: z.optional(idSchema),
    investor: z.optional(idSchema),
  }).check(z.refine((log) => !(log.company && log.investor), {
    message: 'Attribute the log to a company or an investor, not both',
    path: ['investor'],
  }));
export type EngagementLog = z.input<typeof engagementLogSchema>;

/**
 * Events with a meaning on the server: a profile view counts towards the profile's views (once
 * per visitor and UTC day); any other event (clicks: 'website-click', 'job-click', ...) is only
 * recorded.
 */
export const engagementEvents = { profileView: 'profile-view', websiteClick: 'website-click', jobClick: 'job-click' } as const;

/** Answer of POST engagement/log: whether a view was counted and the profile's views now. */
export const engagementLogResponseSchema = z.object({ counted: z.boolean(), views: z.int().check(z.gte(0)) });
export type EngagementLogResponse = z.infer<typeof engagementLogResponseSchema>;
