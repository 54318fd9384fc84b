import * as z from 'zod/mini';
import { idSchema, queryTextSchema } from './common';
import { imageSchema } from './image';

/** A tool recommended to startups (/tools). */
export const toolSchema = z.object({
  id: idSchema,
  key: z.string(),
  name: z.string(),
  description: z.string(),
  website: z.string(),
  logo: z.nullable(imageSchema),
  /** A value of the site configuration's toolCategories. */
  category: z.nullable(z.string()),
});
export type Tool = z.infer<typeof toolSchema>;

/** GET /tools query: `category` is one value of the site configuration's toolCategories. */
export const toolsQuerySchema = z.object({ category: queryTextSchema });
export type ToolsQuery = z.output<typeof toolsQuerySchema>;
