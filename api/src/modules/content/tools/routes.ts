import { toolSchema, toolsQuerySchema } from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { badRequest, notFound } from '../../../http-errors';
import { toolCategoryOptions } from '../../operations/site';
import { keyParams } from '../../../http/params';
import { cachePolicy } from '../../../plugins/cache-policy';
import { toolByKey, toolsList } from './service';

const categories = toolCategoryOptions.map((option) => option.value);

/** Tools recommended to startups (/tools, /tools/{id}), in the editors' order. */
export const toolsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tools',
    {
      schema: {
        tags: ['content'],
        summary: "The tools list in the editors' order; `category` (a toolCategories value) keeps one category",
        querystring: toolsQuerySchema,
        response: { 200: z.array(toolSchema) },
      },
    },
    async (request, reply) => {
      const { category } = request.query;
      if (category !== undefined && !categories.includes(category)) {
        const message = `Must be one of: ${categories.join(', ')}`;
        throw badRequest(`category: ${message}`, [{ path: 'category', message }]);
      }
      const tools = await toolsList(app.db, category);
      reply.header('cache-control', cachePolicy.publicContent);
      return tools;
    },
  );

  app.get(
    '/tools/:key',
    { schema: { tags: ['content'], summary: 'One tool by key', params: keyParams, response: { 200: toolSchema } } },
    async (request, reply) => {
      const tool = await toolByKey(app.db, request.params.key);
      if (!tool) throw notFound(`No tool with the key ${request.params.key}`);
      reply.header('cache-control', cachePolicy.publicContent);
      return tool;
    },
  );
};
