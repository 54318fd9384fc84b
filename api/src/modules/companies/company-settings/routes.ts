import { companySettingsInputSchema, companySettingsSchema, errorCodes, type CompanySettings } from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { Db } from '../../../db/db';
import { badRequest, HttpError, notFound } from '../../../http-errors';
import { requireAdmin, requireCompanyManager } from '../../../security/guards';
import type { CareersDomainRow } from '../careers-sites/queries';
import { careersDomainMessages, careersDomainVerification, checkCareersDomain, revokeCareersDomain, verifyCareersDomain } from '../careers-sites/service';
import { slackNotificationOptions } from '../../operations/site/options';
import { keyParams } from '../../../http/params';
import { cachePolicy } from '../../../plugins/cache-policy';


interface SettingsRow extends CareersDomainRow {
  linkedin_id: string | null;
  slack_notifications: string[];
  slack_webhook_url: string | null;
}

const toSettings = (row: SettingsRow): CompanySettings => ({
  linkedinId: row.linkedin_id,
  slackNotifications: row.slack_notifications,
  slackWebhookUrl: row.slack_webhook_url,
  careersDomain: row.careers_domain,
  careersDomainVerification: careersDomainVerification(row),
});

// careers_domain is UNIQUE: a startup taking the same domain in the meantime loses to the first.
const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

const readSettings = async (db: Db, companyId: string) =>
  toSettings(
    await db.one<SettingsRow>(
      `SELECT linkedin_id, slack_notifications, slack_webhook_url, careers_domain, careers_domain_status, careers_domain_token, careers_domain_verified_at
         FROM companies WHERE id = $1`,
      [companyId],
    ),
  );

/**
 * A startup's settings page: the LinkedIn company id (linked, the company's live jobs go into the
 * LinkedIn job feed and the banner goes away), which Slack notifications it wants and the host name
 * of its own careers site (checked by checkCareersDomain).
 */
export const companySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies/:key/settings',
    { schema: { tags: ['companies'], summary: "The startup's settings (managers and admins)", params: keyParams, response: { 200: companySettingsSchema } } },
    async (request, reply) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      reply.header('cache-control', cachePolicy.private);
      return readSettings(app.db, company.id);
    },
  );

  app.put(
    '/companies/:key/settings',
    {
      schema: {
        tags: ['companies'],
        summary: "Change the startup's settings (managers and admins); fields left out stay as they are",
        params: keyParams,
        body: companySettingsInputSchema,
        response: { 200: companySettingsSchema },
      },
    },
    async (request) => {
      const saveSettings = async (sql: string, params: unknown[]) => {
        try {
          await app.db.query(sql, params);
        } catch (error) {
          if (isUniqueViolation(error)) throw new HttpError(409, errorCodes.E_CONFLICT, careersDomainMessages.taken, [{ path: 'careersDomain', message: careersDomainMessages.taken }]);
          throw error;
        }
      };
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
      if (careersDomain) {
        await checkCareersDomain(app.db, { main: app.config.mainHosts, whiteLabelSuffixes: app.config.whiteLabelSuffixes }, careersDomain, company.id);
      }
      await saveSettings(
        `UPDATE companies SET
           linkedin_id = CASE WHEN $2 THEN $3 ELSE linkedin_id END,
           slack_notifications = coalesce($4::text[], slack_notifications),
           slack_webhook_url = CASE WHEN $5 THEN $6 ELSE slack_webhook_url END,
           careers_domain = CASE WHEN $7 THEN $8 ELSE careers_domain END,
           updated_at = now()
         WHERE id = $1`,
        [
          company.id,
          linkedinId !== undefined,
          linkedinId ?? null,
          slackNotifications ? [...new Set(slackNotifications)] : null,
          slackWebhookUrl !== undefined,
          slackWebhookUrl ?? null,
          careersDomain !== undefined,
          careersDomain ?? null,
        ],
      );
      return readSettings(app.db, company.id);
    },
  );

  app.post(
    '/companies/:key/careers-domain/verify',
    {
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
      schema: {
        tags: ['companies'],
        summary: "Revoke a startup's careers domain (admins only): it is no longer served until the startup sets a domain again",
        params: keyParams,
        response: { 200: companySettingsSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      const company = await app.db.maybeOne<{ id: string }>('SELECT id FROM companies WHERE key = $1', [request.params.key]);
      if (!company) throw notFound(`No startup with the key ${request.params.key}`);
      await revokeCareersDomain(app.db, company.id);
      return readSettings(app.db, company.id);
    },
  );
};
