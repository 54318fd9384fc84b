import { blogPostListItemSchema, blogPostSchema, blogPostsQuerySchema, paged } from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../http-errors';
import { keyParams } from '../../../http/params';
import { cachePolicy } from '../../../plugins/cache-policy';
import { publicBlogPage, publicPostByKey } from './service';

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
      const posts = await publicBlogPage(app.db, page, pageSize);
      reply.header('cache-control', cachePolicy.publicContent);
      return posts;
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
      const post = await publicPostByKey(app.db, request.params.key);
      if (!post) throw notFound(`No blog post with the key ${request.params.key}`);
      reply.header('cache-control', cachePolicy.publicContent);
      return post;
    },
  );
};
