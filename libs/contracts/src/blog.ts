import * as z from 'zod';
import { idSchema, isoDateTimeSchema, pagingQuerySchema } from './common';
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

/** GET /blog-posts query: the public blog, newest first, paged. */
export const blogPostsQuerySchema = pagingQuerySchema;
export type BlogPostsQuery = z.output<typeof blogPostsQuerySchema>;

export const blogPostMessages = {
  title: 'Please enter a title',
  body: 'Please write the post',
} as const;

/**
 * POST /companies/{key}/blog-posts and PUT .../{id}. The body is plain text (paragraphs split by
 * blank lines); the server drops any HTML tags, and pages render it as text, never as HTML.
 */
export const blogPostInputSchema = z.object({
  title: z.string(blogPostMessages.title).trim().min(1, blogPostMessages.title).max(150, 'Title must be at most 150 characters'),
  intro: z.string().trim().max(500, 'Intro must be at most 500 characters').default(''),
  body: z.string(blogPostMessages.body).trim().min(1, blogPostMessages.body).max(20000, 'The post must be at most 20000 characters'),
  coverImage: imageSchema.nullable().optional(),
  /** Published now (or kept published); false keeps or makes it a draft. */
  published: z.boolean().default(false),
});
export type BlogPostInput = z.input<typeof blogPostInputSchema>;
