import * as z from 'zod/mini';
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
  coverImage: z.nullable(imageSchema),
  author: z.nullable(z.object({ name: z.string(), imageUrl: z.nullable(z.string()) })),
  company: z.nullable(companyRefSchema),
  /** Null while a draft. */
  publishedAt: z.nullable(isoDateTimeSchema),
  createdAt: isoDateTimeSchema,
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostListItemSchema = z.omit(blogPostSchema, { body: true });
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
  title: z.string(blogPostMessages.title).check(z.trim(), z.minLength(1, blogPostMessages.title), z.maxLength(150, 'Title must be at most 150 characters')),
  intro: z._default(z.string().check(z.trim(), z.maxLength(500, 'Intro must be at most 500 characters')), ''),
  body: z.string(blogPostMessages.body).check(z.trim(), z.minLength(1, blogPostMessages.body), z.maxLength(20000, 'The post must be at most 20000 characters')),
  coverImage: z.optional(z.nullable(imageSchema)),
  /** Published now (or kept published); false keeps or makes it a draft. */
  published: z._default(z.boolean(), false),
});
export type BlogPostInput = z.input<typeof blogPostInputSchema>;
