import * as z from 'zod';
import { idSchema, isoDateTimeSchema } from './common';
import { imageSchema } from './image';
import { companyRefSchema } from './refs';

/** A blog post: the site's own (/blog) or a startup's (company set). */
export const blogPostSchema = z.object({
  id: idSchema,
  key: z.string(),
  title: z.string(),
  intro: z.string(),
  body: z.string(),
  coverImage: imageSchema.nullable(),
  author: z.object({ name: z.string(), imageUrl: z.string().nullable() }).nullable(),
  company: companyRefSchema.nullable(),
  /** Null while a draft. */
  publishedAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostListItemSchema = blogPostSchema.omit({ body: true });
export type BlogPostListItem = z.infer<typeof blogPostListItemSchema>;
