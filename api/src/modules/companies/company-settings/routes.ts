import { companySettingsInputSchema, companySettingsSchema, slackWebhookMessage } from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../../http-errors';
import { keyParams } from '../../../http/params';
import { cachePolicy } from '../../../plugins/cache-policy';
import { requireAdmin, requireCompanyManager } from '../../../security/guards';
import { webhookAllowed } from '../../integrations/slack';
import { slackNotificationOptions } from '../../operations/site';
import { checkCareersDomain, revokeCareersDomain, verifyCareersDomain } from '../careers-domains';
import { companyIdOfKey, readSettings, saveSettings } from './service';

/**
 * A startup's settings page: the LinkedIn company id (linked, the company's live jobs go into the
 * LinkedIn job feed and the banner goes away), which Slack notifications it wants and the host name
 * of its own careers site (checked by checkCareersDomain).
 */
export const companySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies/:key/settings',
    { config: { signedIn: true }, schema: { tags: ['companies'], summary: "The startup's settings (managers and admins)", params: keyParams, response: { 200: companySettingsSchema } } },
    async (request, reply) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      reply.header('cache-control', cachePolicy.private);
      return readSettings(app.db, company.id);
    },
  );

  app.put(
    '/companies/:key/settings',
    {
      config: { signedIn: true },
      schema: {
        tags: ['companies'],
        summary: "Change the startup's settings (managers and admins); fields left out stay as they are",
        params: keyParams,
        body: companySettingsInputSchema,
        response: { 200: companySettingsSchema },
      },
    },
    async (request) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      const { linkedinId, slackNotifications, slackWebhookUrl, careersDomain } = request.body;
      if (slackNotifications) {
        const known = new Set(slackNotificationOptions.map((option) => option.value));
        const index = slackNotifications.findIndex((value) => !known.has(value));
        if (index >= 0) {
          const message = `Unknown Slack notification "${slackNotifications[index]}": use one of ${[...known].join(', ')}`;
          throw badRequest(message, [{ path: `slackNotifications.${index}`, message }]);
        }
      }
      // The contract takes a receiver on this machine too; production posts to Slack only.
      if (slackWebhookUrl && !webhookAllowed(slackWebhookUrl, app.config.production)) {
        throw badRequest(slackWebhookMessage, [{ path: 'slackWebhookUrl', message: slackWebhookMessage }]);
      }
      if (careersDomain) {
        await checkCareersDomain(app.db, { main: app.config.mainHosts, whiteLabelSuffixes: app.config.whiteLabelSuffixes }, careersDomain, company.id);
      }
      await saveSettings(app.db, company.id, { linkedinId, slackNotifications, slackWebhookUrl, careersDomain });
      return readSettings(app.db, company.id);
    },
  );

  app.post(
    '/companies/:key/careers-domain/verify',
    {
      config: { signedIn: true },
      schema: {
        tags: ['companies'],
        summary:
          'Verify control of the careers domain (managers and admins): looks for the TXT record or the well-known file holding the token; once found the site is served. 409 with the reason otherwise',
        params: keyParams,
        response: { 200: companySettingsSchema },
      },
    },
    async (request) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      await verifyCareersDomain(app.db, app.domainProbe, company.id);
      return readSettings(app.db, company.id);
    },
  );

  app.post(
    '/companies/:key/careers-domain/revoke',
    {
      config: { signedIn: true },
      schema: {
        tags: ['companies'],
        summary: "Revoke a startup's careers domain (admins only): it is no longer served until the startup sets a domain again",
        params: keyParams,
        response: { 200: companySettingsSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      const companyId = await companyIdOfKey(app.db, request.params.key);
      if (!companyId) throw notFound(`No startup with the key ${request.params.key}`);
      await revokeCareersDomain(app.db, companyId);
      return readSettings(app.db, companyId);
    },
  );
};
