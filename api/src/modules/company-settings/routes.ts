import { companySettingsInputSchema, companySettingsSchema, type CompanySettings } from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { Db } from '../../db/db';
import { badRequest } from '../../http-errors';
import { requireCompanyManager } from '../../security/guards';
import { slackNotificationOptions } from '../site/options';

const keyParams = z.object({ key: z.string().min(1).max(200) });

interface SettingsRow {
  linkedin_id: string | null;
  slack_notifications: string[];
  slack_webhook_url: string | null;
  [column: string]: unknown;
}

const toSettings = (row: SettingsRow): CompanySettings => ({
  linkedinId: row.linkedin_id,
  slackNotifications: row.slack_notifications,
  slackWebhookUrl: row.slack_webhook_url,
});

const readSettings = async (db: Db, companyId: string) =>
  toSettings(await db.one<SettingsRow>('SELECT linkedin_id, slack_notifications, slack_webhook_url FROM companies WHERE id = $1', [companyId]));

/**
 * A startup's settings page: the LinkedIn company id (linked, the company's live jobs go into the
 * LinkedIn job feed and the banner goes away) and which Slack notifications it wants.
 */
export const companySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies/:key/settings',
    { schema: { tags: ['companies'], summary: "The startup's settings (managers and admins)", params: keyParams, response: { 200: companySettingsSchema } } },
    async (request, reply) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      reply.header('cache-control', 'private, no-store');
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
      const company = await requireCompanyManager(app.db, request, request.params.key);
      const { linkedinId, slackNotifications, slackWebhookUrl } = request.body;
      if (slackNotifications) {
        const known = new Set(slackNotificationOptions.map((option) => option.value));
        const index = slackNotifications.findIndex((value) => !known.has(value));
        if (index >= 0) {
          const message = `Unknown Slack notification "${slackNotifications[index]}": use one of ${[...known].join(', ')}`;
          throw badRequest(message, [{ path: `slackNotifications.${index}`, message }]);
        }
      }
      await app.db.query(
        `UPDATE companies SET
           linkedin_id = CASE WHEN $2 THEN $3 ELSE linkedin_id END,
           slack_notifications = coalesce($4::text[], slack_notifications),
           slack_webhook_url = CASE WHEN $5 THEN $6 ELSE slack_webhook_url END,
           updated_at = now()
         WHERE id = $1`,
        [
          company.id,
          linkedinId !== undefined,
          linkedinId ?? null,
          slackNotifications ? [...new Set(slackNotifications)] : null,
          slackWebhookUrl !== undefined,
          slackWebhookUrl ?? null,
        ],
      );
      return readSettings(app.db, company.id);
    },
  );
};
