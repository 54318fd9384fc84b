import * as z from 'zod';
import { idSchema } from './common';
import { imageSchema } from './image';

/** A partner's white-label job feed, served on its own host (GET /companies/white-label-feed-domain/{domain}). */
export const feedSchema = z.object({
  id: idSchema,
  key: z.string(),
  name: z.string(),
  logo: imageSchema.nullable(),
  description: z.string(),
  /** Host name the feed answers on, e.g. "acme.feeds.localhost". */
  domain: z.string(),
});
export type Feed = z.infer<typeof feedSchema>;
