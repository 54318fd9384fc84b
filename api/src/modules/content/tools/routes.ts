import { toolSchema, toolsQuerySchema, type Tool } from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { badRequest, notFound } from '../../../http-errors';
import { toolCategoryOptions } from '../../operations/site/options';
import { keyParams } from '../../../http/params';
import { cachePolicy } from '../../../plugins/cache-policy';

interface ToolRow {
  id: string;
  key: string;
  name: string;
  description: string;
  website: string;
  logo_path: string | null;
  category: string | null;
  [column: string]: unknown;
}

const toTool = (row: ToolRow): Tool => ({
  id: row.id,
  key: row.key,
  name: row.name,
  description: row.description,
  website: row.website,
  logo: row.logo_path ? { path: row.logo_path } : null,
  category: row.category,
});

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
      const rows = category
        ? await app.db.query<ToolRow>('SELECT * FROM tools WHERE category = $1 ORDER BY position, name, id', [category])
        : await app.db.query<ToolRow>('SELECT * FROM tools ORDER BY position, name, id');
      reply.header('cache-control', cachePolicy.publicContent);
      return rows.map(toTool);
    },
  );

  app.get(
    '/tools/:key',
    { schema: { tags: ['content'], summary: 'One tool by key', params: keyParams, response: { 200: toolSchema } } },
    async (request, reply) => {
      const row = await app.db.maybeOne<ToolRow>('SELECT * FROM tools WHERE key = $1', [request.params.key]);
      if (!row) throw notFound(`No tool with the key ${request.params.key}`);
      reply.header('cache-control', cachePolicy.publicContent);
      return toTool(row);
    },
  );
};
