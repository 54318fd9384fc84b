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
