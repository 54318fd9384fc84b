import { blogPostListItemSchema, blogPostSchema, blogPostsQuerySchema, paged } from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { notFound } from '../../../http-errors';
import { PUBLIC_COMPANY_SQL } from '../../companies/companies/directory';
import { type PostRow, toPost } from '../../companies/company-blog/routes';
import { keyParams } from '../../../http/params';
import { cachePolicy } from '../../../plugins/cache-policy';

/** Public content changes rarely and never depends on the viewer. */

/**
 * What the public blog shows: published posts (`published_at` set and not in the future) of the
 * site itself (no company) and of startups whose profile is public (not DRAFT).
 */
const PUBLIC_POSTS = `SELECT post.*, c.key AS company_key, c.name AS company_name, c.logo_path AS company_logo_path
  FROM blog_posts AS post
  LEFT JOIN companies AS c ON c.id = post.company_id
 WHERE post.published_at IS NOT NULL AND post.published_at <= now()
   AND (post.company_id IS NULL OR ${PUBLIC_COMPANY_SQL})`;

/** The public blog (/blog): the site's posts and startups' published posts, newest first. */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/blog-posts',
    {
      schema: {
        tags: ['content'],
        summary: "The public blog: published posts of the site and of public startups, newest first, paged (no bodies)",
        querystring: blogPostsQuerySchema,
        response: { 200: paged(blogPostListItemSchema) },
      },
    },
    async (request, reply) => {
      const { page, pageSize } = request.query;
      const [total, rows] = await Promise.all([
        app.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM (${PUBLIC_POSTS}) AS listed`),
        app.db.query<PostRow>(`${PUBLIC_POSTS} ORDER BY post.published_at DESC, post.id LIMIT $1 OFFSET $2`, [pageSize, (page - 1) * pageSize]),
      ]);
      reply.header('cache-control', cachePolicy.publicContent);
      return {
        docs: rows.map((row) => {
          const { body: _body, ...item } = toPost(row);
          return item;
        }),
        total: Number(total.n),
        page,
        pageSize,
      };
    },
  );

  app.get(
    '/blog-posts/:key',
    {
      schema: {
        tags: ['content'],
        summary: 'One published blog post by key; drafts and unknown keys are 404',
        params: keyParams,
        response: { 200: blogPostSchema },
      },
    },
    async (request, reply) => {
      const row = await app.db.maybeOne<PostRow>(`${PUBLIC_POSTS} AND post.key = $1`, [request.params.key]);
      if (!row) throw notFound(`No blog post with the key ${request.params.key}`);
      reply.header('cache-control', cachePolicy.publicContent);
      return toPost(row);
    },
  );
};
