import { siteConfigurationSchema, visitorCountrySchema } from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { etagMatches } from '../../../plugins/etag';
import type { CachedSiteConfiguration } from './service';
import { detectVisitorCountry } from './visitor-country';
import { cachePolicy } from '../../../plugins/cache-policy';

export interface SiteRoutesOptions {
  /** The site configuration, built once per process (app.ts: the first paints carry it too). */
  siteConfiguration: CachedSiteConfiguration;
}

export const siteRoutes: FastifyPluginAsyncZod<SiteRoutesOptions> = async (app, { siteConfiguration: cached }) => {

  app.get(
    '/site/configuration-cached',
    {
      schema: {
        tags: ['site'],
        summary: 'Site configuration: option lists for forms and filters',
        response: {
          200: siteConfigurationSchema,
          304: z.undefined().describe('Not modified (the ETag matched)'),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', cachePolicy.publicContent).header('etag', cached.etag);
      if (etagMatches(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
      // Serialised (and validated) once at start-up; every request reuses that text.
      return reply
        .type('application/json; charset=utf-8')
        .serializer(() => cached.json)
        .send(cached.configuration);
    },
  );

  // The shared configuration above stays cacheable for everyone; the per-visitor guess lives here.
  const countryHeaders = app.config.geoipCountryHeaders;
  const varyOn = [...countryHeaders, 'accept-language'].join(', ');
  app.get(
    '/site/visitor-country',
    {
      schema: {
        tags: ['site'],
        summary: "The visitor's country: the edge's country header (GEOIP_COUNTRY_HEADER), else the Accept-Language region",
        response: { 200: visitorCountrySchema },
      },
    },
    async (request, reply) => {
      // Per request: never stored by a browser or a shared cache under another visitor's answer.
      reply.header('cache-control', cachePolicy.private).header('vary', varyOn);
      return detectVisitorCountry(request.headers, countryHeaders);
    },
  );
};
