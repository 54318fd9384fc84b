import { careersHeroInputSchema, careersLanguagesInputSchema, careersSiteSchema, careersSiteSettingsSchema } from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../http-errors';
import { mainSiteUrl } from '../../../site-origin';
import { requireCompanyManager } from '../../../security/guards';
import { loadCareersHero, loadCareersLanguages, loadCareersSite, saveCareersHero, saveCareersLanguages } from './service';
import { cachePolicy } from '../../../plugins/cache-policy';
import { domainParams, keyParams } from '../../../http/params';
import { withSpecAddress } from '../../../http/spec-address';

/** A startup's careers site on its own domain: the look-up the careers remote starts with. */
export const careersSitesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The spec's call table names /companies/domain/{domain}, which sits in the same place as
  // /companies/{key}/jobs and the rest of that family: an ambiguous pair in the OpenAPI document.
  // The document names /domains/{domain}/careers-site; the spec's address answers the same, out of it.
  for (const [url, hide] of withSpecAddress('/domains/:domain/careers-site', '/companies/domain/:domain')) {
    app.get(
      url,
      {
        schema: {
          hide,
          tags: ['companies'],
          summary: "The published startup whose careers domain this is (case and port ignored), with its careers site's branding; 404 otherwise",
          params: domainParams,
          response: { 200: careersSiteSchema },
        },
      },
      async (request, reply) => {
        const site = await loadCareersSite(app.db, request.params.domain);
        if (!site) throw notFound(`No careers site is set up for ${request.params.domain}`);
        // Public data, the same for everyone: a short shared cache spares the look-up per page view.
        reply.header('cache-control', cachePolicy.publicMinute);
        return { ...site, mainSiteUrl: mainSiteUrl(app.config, request) };
      },
    );
  }

  app.get(
    '/companies/:key/careers-site',
    {
      config: { signedIn: true },
      schema: {
        tags: ['companies'],
        summary: "The startup's careers-site hero as its editor shows it (null until set) and its languages (managers and admins)",
        params: keyParams,
        response: { 200: careersSiteSettingsSchema },
      },
    },
    async (request, reply) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      reply.header('cache-control', cachePolicy.private);
      return { hero: await loadCareersHero(app.db, company.id), languages: await loadCareersLanguages(app.db, company.id) };
    },
  );

  app.put(
    '/companies/:key/careers-site',
    {
      config: { signedIn: true },
      schema: {
        tags: ['companies'],
        summary: "Set the startup's careers-site hero: headline, pitch, picture or video link, colours (white text at WCAG AA) and job grouping (managers and admins)",
        params: keyParams,
        body: careersHeroInputSchema,
        response: { 200: careersSiteSettingsSchema },
      },
    },
    async (request) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      return { hero: await saveCareersHero(app.db, company.id, request.body), languages: await loadCareersLanguages(app.db, company.id) };
    },
  );

  app.put(
    '/companies/:key/careers-site/languages',
    {
      config: { signedIn: true },
      schema: {
        tags: ['companies'],
        summary: "Set the careers site's default language and the languages its switcher offers (the default among them; managers and admins)",
        params: keyParams,
        body: careersLanguagesInputSchema,
        response: { 200: careersSiteSettingsSchema },
      },
    },
    async (request) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      const languages = await saveCareersLanguages(app.db, company.id, request.body);
      return { hero: await loadCareersHero(app.db, company.id), languages };
    },
  );
};
