import { contentPageKeySchema, contentPageSchema, contentPageSectionSchema, headhunterPageKeys, type ContentPage, type ContentPageKey } from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { Db } from '../../../db/db';
import { notFound } from '../../../http-errors';
import { keyParams } from '../../../http/params';
import { cachePolicy } from '../../../plugins/cache-policy';

interface PageRow {
  key: string;
  title: string;
  body_text: string;
  content: unknown;
  updated_at: Date;
  [column: string]: unknown;
}

// `content` is free JSON; only a list of { title, bodyText } sections is read from it.
const sectionsSchema = z.object({ sections: z.array(contentPageSectionSchema) }).transform((content) => content.sections).catch([]);

const toContentPage = (key: ContentPageKey, row: PageRow): ContentPage => ({
  key,
  title: row.title,
  bodyText: row.body_text,
  sections: sectionsSchema.parse(row.content),
  updatedAt: row.updated_at.toISOString(),
});

/** A content page by key; null when it is not one of the content pages or has no row. */
export async function findContentPage(db: Db, key: string, { headhunterEnabled }: { headhunterEnabled: boolean }): Promise<ContentPage | null> {
  const parsed = contentPageKeySchema.safeParse(key);
  if (!parsed.success) return null;
  // Scout and headhunter pages exist only while the headhunter product is on.
  if (!headhunterEnabled && headhunterPageKeys.includes(parsed.data)) return null;
  const row = await db.maybeOne<PageRow>(`SELECT key, title, body_text, content, updated_at FROM pages WHERE key = $1`, [parsed.data]);
  return row ? toContentPage(parsed.data, row) : null;
}

/**
 * GET /pages/{key}: the content pages kept in the database (about, terms, privacy-policy, ...).
 * Only the keys of contentPageKeys answer; GET /pages/partners is a static route of the partners
 * module, which Fastify prefers over this parametric one.
 */
export const contentPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pages/:key',
    {
      schema: {
        tags: ['content'],
        summary: `A content page (${contentPageKeySchema.options.join(', ')}); scout and headhunter pages only while the headhunter product is on`,
        params: keyParams,
        response: { 200: contentPageSchema },
      },
    },
    async (request, reply) => {
      const page = await findContentPage(app.db, request.params.key, { headhunterEnabled: app.config.headhunterEnabled });
      if (!page) throw notFound(`No page with the key ${request.params.key}`);
      reply.header('cache-control', cachePolicy.publicContent);
      return page;
    },
  );
};
