import * as z from 'zod';
import { idSchema } from './common';

/** POST engagement/log: an interaction, attributed to the current company or investor profile. */
export const engagementLogSchema = z
  .object({
    event: z.string().trim().min(1).max(100),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).default({}),
    company: idSchema.optional(),
    investor: idSchema.optional(),
  })
  .refine((log) => !(log.company && log.investor), {
    message: 'Attribute the log to a company or an investor, not both',
    path: ['investor'],
  });
export type EngagementLog = z.input<typeof engagementLogSchema>;

/**
 * Events with a meaning on the server: a profile view counts towards the profile's views (once
 * per visitor and UTC day); any other event (clicks: 'website-click', 'job-click', ...) is only
 * recorded.
 */
export const engagementEvents = { profileView: 'profile-view', websiteClick: 'website-click', jobClick: 'job-click' } as const;

/** Answer of POST engagement/log: whether a view was counted and the profile's views now. */
export const engagementLogResponseSchema = z.object({ counted: z.boolean(), views: z.number().int().min(0) });
export type EngagementLogResponse = z.infer<typeof engagementLogResponseSchema>;
