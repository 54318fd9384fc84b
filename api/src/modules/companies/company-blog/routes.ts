import { blogPostInputSchema, blogPostSchema, okResponseSchema } from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { notFound } from '../../../http-errors';
import { requireCompanyManager } from '../../../security/guards';
import { keyParams } from '../../../http/params';
import { cachePolicy } from '../../../plugins/cache-policy';
import { companyPost, editPost, listCompanyPosts, removePost, writePost } from './service';

const postParams = keyParams.extend({ id: z.uuid('Not a blog post id') });

/** A startup's blog posts (/client/startups/{key}/blog): list with drafts, write, edit, delete. */
export const companyBlogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies/:key/blog-posts',
    { config: { signedIn: true }, schema: { tags: ['companies'], summary: "The startup's blog posts, drafts included (managers and admins)", params: keyParams, response: { 200: z.array(blogPostSchema) } } },
    async (request, reply) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      reply.header('cache-control', cachePolicy.private);
      return listCompanyPosts(app.db, company.id);
    },
  );

  app.post(
    '/companies/:key/blog-posts',
    {
      config: { signedIn: true },
      schema: { tags: ['companies'], summary: 'Write a blog post (managers and admins)', params: keyParams, body: blogPostInputSchema, response: { 201: blogPostSchema } },
    },
    async (request, reply) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      const id = await writePost(app.db, company.id, company.user.userId, request.body);
      const post = await companyPost(app.db, company.id, id);
      if (!post) throw notFound('The post was removed meanwhile');
      return reply.code(201).send(post);
    },
  );

  app.put(
    '/companies/:key/blog-posts/:id',
    {
      config: { signedIn: true },
      schema: { tags: ['companies'], summary: 'Edit a blog post (managers and admins)', params: postParams, body: blogPostInputSchema, response: { 200: blogPostSchema } },
    },
    async (request) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      if (!(await editPost(app.db, company.id, request.params.id, request.body))) throw notFound('No such blog post of this startup');
      const post = await companyPost(app.db, company.id, request.params.id);
      if (!post) throw notFound('No such blog post of this startup');
      return post;
    },
  );

  app.delete(
    '/companies/:key/blog-posts/:id',
    { config: { signedIn: true }, schema: { tags: ['companies'], summary: 'Delete a blog post (managers and admins)', params: postParams, response: { 200: okResponseSchema } } },
    async (request) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      if (!(await removePost(app.db, company.id, request.params.id))) throw notFound('No such blog post of this startup');
      return { ok: true as const };
    },
  );
};
