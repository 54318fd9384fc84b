import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { embedCompanyJobsQuerySchema, embedCompanyJobsSchema, type EmbedCompanyJobs, positionTypes, positionTypeSchema } from '@nordhub/contracts';
import { absoluteUrl, careerPageScriptPath, locationShortName, pickLocale, type SiteLocale } from '@nordhub/domain';
import { loadTranslator, type Translate } from '@nordhub/i18n';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/db';
import { notFound } from '../../../http-errors';
import { siteOrigin } from '../../../site-origin';
import { catalog } from './messages/compiled/catalog';
import type { MessageId } from './messages/compiled/en';
import { activeCompanyByKey, type EmbedJobRow, openJobsOfCompany } from './queries';
import { keyParams } from '../../../http/params';
import { cachePolicy } from '../../../plugins/cache-policy';


/** More than a career page lists in practice; keeps one answer small. */
const MAX_EMBED_JOBS = 100;

// Other sites read these; a minute keeps them fresh without a query per page view.

function jobLocation(row: EmbedJobRow, t: Translate<MessageId>): string {
  const place = [locationShortName(row), row.country?.trim() ?? ''].filter(Boolean).join(', ');
  return row.is_remote ? (place ? `${place} · ${t('remote')}` : t('remote')) : place;
}

/**
 * An ACTIVE startup's open jobs with public fields only, with the career-page script's words in
 * `language` (a site language, else English); null when no ACTIVE startup has the key.
 */
export async function embedCompanyJobs(db: Db, key: string, origin: string, language: string | null = null): Promise<EmbedCompanyJobs | null> {
  const company = await activeCompanyByKey(db, key);
  if (!company) return null;
  const rows = await openJobsOfCompany(db, company.id, MAX_EMBED_JOBS);
  const locale: SiteLocale = pickLocale(language);
  const t = await loadTranslator(catalog, locale);
  return {
    language: locale,
    texts: {
      heading: t('heading', { name: company.name }),
      noJobs: t('noJobs', { name: company.name }),
      poweredBy: t('poweredBy'),
      positionTypes: Object.fromEntries(positionTypes.map((type) => [type, t(`position.${type}`)])) as EmbedCompanyJobs['texts']['positionTypes'],
    },
    company: { key: company.key, name: company.name, url: absoluteUrl(origin, `/startups/${encodeURIComponent(company.key)}`) },
    jobs: rows.map((row) => ({
      id: row.id,
      title: row.title,
      location: jobLocation(row, t),
      isRemote: row.is_remote,
      positionType: positionTypeSchema.parse(row.position_type),
      createdAt: row.created_at.toISOString(),
      url: absoluteUrl(origin, `/jobs/${encodeURIComponent(row.id)}`),
    })),
  };
}

/**
 * GET /embed/companies/{key}/jobs (register under /api): the public read both embeds use, the
 * job-list widget on the main site and the career-page script on the startup's own site. Any
 * origin may read it (no cookies are involved, and it holds only what job pages show anyway).
 */
export const embedApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/embed/companies/:key/jobs',
    {
      schema: {
        tags: ['companies'],
        summary: "An ACTIVE startup's open jobs for the embeds (widget, career page), with the career page's words in ?lang= (a site language, else English); readable from any origin",
        params: keyParams,
        querystring: embedCompanyJobsQuerySchema,
        response: { 200: embedCompanyJobsSchema },
      },
    },
    async (request, reply) => {
      reply.header('access-control-allow-origin', '*');
      const body = await embedCompanyJobs(app.db, request.params.key, siteOrigin(request), request.query.lang ?? null);
      if (!body) throw notFound(`No published startup with the key ${request.params.key}`);
      reply.header('cache-control', cachePolicy.publicMinute);
      return body;
    },
  );
};

/** The script's file: beside this module in the source tree, under embed/ in the API's build. */
function careerPageScriptFile(): string {
  const candidates = [path.join(__dirname, 'career-page.js'), path.join(__dirname, 'embed', 'career-page.js')];
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`The career-page script is missing (looked for ${candidates.join(' and ')}); rebuild the API.`);
  return found;
}

/** GET /embed/career-page.js (outside /api): the career-page script startups put on their sites. */
export const careerPageScriptRoutes: FastifyPluginAsync = async (app) => {
  const source = await readFile(careerPageScriptFile(), 'utf8');
  app.get(careerPageScriptPath, { schema: { hide: true } }, async (_request, reply) => {
    return reply
      .header('access-control-allow-origin', '*')
      .header('cache-control', cachePolicy.publicContent)
      .header('x-content-type-options', 'nosniff')
      .type('text/javascript; charset=utf-8')
      .send(source);
  });
};
