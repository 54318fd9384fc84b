import { blogPostInputSchema, blogPostSchema, okResponseSchema, type BlogPost } from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import * as z from 'zod';
import type { Db } from '../../../db/db';
import { notFound } from '../../../http-errors';
import { requireCompanyManager } from '../../../security/guards';
import { slugify } from '../../../seed/slug';
import { keyParams } from '../../../http/params';
import { cachePolicy } from '../../../plugins/cache-policy';

const postParams = keyParams.extend({ id: z.uuid('Not a blog post id') });

/** A blog_posts row with its startup's key, name and logo (null for the site's own posts). */
export interface PostRow {
  id: string;
  key: string;
  title: string;
  intro: string;
  body: string;
  cover_image_path: string | null;
  author_name: string | null;
  author_image_url: string | null;
  published_at: Date | null;
  created_at: Date;
  company_id: string | null;
  company_key: string | null;
  company_name: string | null;
  company_logo_path: string | null;
  [column: string]: unknown;
}

const POST_SELECT = `SELECT post.*, company.key AS company_key, company.name AS company_name, company.logo_path AS company_logo_path
  FROM blog_posts AS post JOIN companies AS company ON company.id = post.company_id`;

/** One row as the blogPostSchema contract (also the public blog's mapping, modules/blog). */
export const toPost = (row: PostRow): BlogPost => ({
  id: row.id,
  key: row.key,
  title: row.title,
  intro: row.intro,
  body: row.body,
  coverImage: row.cover_image_path ? { path: row.cover_image_path } : null,
  author: row.author_name ? { name: row.author_name, imageUrl: row.author_image_url } : null,
  company: row.company_id
    ? { id: row.company_id, key: row.company_key ?? '', name: row.company_name ?? '', logoImage: row.company_logo_path ? { path: row.company_logo_path } : null }
    : null,
  publishedAt: row.published_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
});

/**
 * The body is plain text: tags are dropped on the way in, so no page (here or the public blog)
 * can be made to run markup from a post, whichever way it renders it.
 */
export const plainText = (text: string) => text.replace(/<\/?[a-z!][^>]*>/gi, '').replace(/\r\n?/g, '\n');

const findPost = (db: Db, companyId: string, id: string) => db.maybeOne<PostRow>(`${POST_SELECT} WHERE post.company_id = $1 AND post.id = $2`, [companyId, id]);

async function uniqueKey(db: Db, title: string): Promise<string> {
  const base = slugify(title).slice(0, 80) || 'post';
  let key = base;
  while (await db.maybeOne('SELECT 1 FROM blog_posts WHERE key = $1', [key])) key = `${base}-${randomBytes(3).toString('hex')}`;
  return key;
}

/** A startup's blog posts (/client/startups/{key}/blog): list with drafts, write, edit, delete. */
export const companyBlogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies/:key/blog-posts',
    { schema: { tags: ['companies'], summary: "The startup's blog posts, drafts included (managers and admins)", params: keyParams, response: { 200: z.array(blogPostSchema) } } },
    async (request, reply) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      reply.header('cache-control', cachePolicy.private);
      const rows = await app.db.query<PostRow>(`${POST_SELECT} WHERE post.company_id = $1 ORDER BY post.created_at DESC`, [company.id]);
      return rows.map(toPost);
    },
  );

  app.post(
    '/companies/:key/blog-posts',
    {
      schema: { tags: ['companies'], summary: 'Write a blog post (managers and admins)', params: keyParams, body: blogPostInputSchema, response: { 201: blogPostSchema } },
    },
    async (request, reply) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      const input = request.body;
      const author = await app.db.one<{ name: string }>(`SELECT trim(first_name || ' ' || last_name) AS name FROM users WHERE id = $1`, [company.user.userId]);
      const id = await app.db.transaction(async (tx) => {
        const row = await tx.one<{ id: string }>(
          `INSERT INTO blog_posts (key, title, intro, body, cover_image_path, author_name, company_id, published_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $8 THEN now() END) RETURNING id`,
          [await uniqueKey(tx, input.title), input.title, plainText(input.intro), plainText(input.body), input.coverImage?.path ?? null, author.name || null, company.id, input.published],
        );
        return row.id;
      });
      const post = await findPost(app.db, company.id, id);
      if (!post) throw notFound('The post was removed meanwhile');
      return reply.code(201).send(toPost(post));
    },
  );

  app.put(
    '/companies/:key/blog-posts/:id',
    {
      schema: { tags: ['companies'], summary: 'Edit a blog post (managers and admins)', params: postParams, body: blogPostInputSchema, response: { 200: blogPostSchema } },
    },
    async (request) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      const input = request.body;
      // Publishing keeps the first publication date; unpublishing makes it a draft again.
      const updated = await app.db.query(
        `UPDATE blog_posts SET title = $3, intro = $4, body = $5, cover_image_path = $6,
                published_at = CASE WHEN $7 THEN coalesce(published_at, now()) END, updated_at = now()
          WHERE company_id = $1 AND id = $2 RETURNING id`,
        [company.id, request.params.id, input.title, plainText(input.intro), plainText(input.body), input.coverImage?.path ?? null, input.published],
      );
      if (!updated.length) throw notFound('No such blog post of this startup');
      const post = await findPost(app.db, company.id, request.params.id);
      if (!post) throw notFound('No such blog post of this startup');
      return toPost(post);
    },
  );

  app.delete(
    '/companies/:key/blog-posts/:id',
    { schema: { tags: ['companies'], summary: 'Delete a blog post (managers and admins)', params: postParams, response: { 200: okResponseSchema } } },
    async (request) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      const deleted = await app.db.query('DELETE FROM blog_posts WHERE company_id = $1 AND id = $2 RETURNING id', [company.id, request.params.id]);
      if (!deleted.length) throw notFound('No such blog post of this startup');
      return { ok: true as const };
    },
  );
};
