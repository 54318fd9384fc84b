import * as z from 'zod/mini';
import { idSchema } from './common';
import { imageSchema } from './image';

export const partnerSchema = z.object({
  id: idSchema,
  key: z.string(),
  name: z.string(),
  website: z.string(),
  logo: z.nullable(imageSchema),
  /** A value of the site configuration's partnerCategories. */
  category: z.nullable(z.string()),
  description: z.string(),
});
export type Partner = z.infer<typeof partnerSchema>;

/** GET pages/partners. */
export const partnersPageSchema = z.object({
  page: z.object({
    partners: z.array(partnerSchema),
    content: z.object({ bodyText: z.string() }),
  }),
});
export type PartnersPage = z.infer<typeof partnersPageSchema>;
