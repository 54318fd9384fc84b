import type { Db } from '../../../db/db';
import type { CareersDomainRow } from '../careers-domains';

export interface SettingsRow extends CareersDomainRow {
  linkedin_id: string | null;
  slack_notifications: string[];
  slack_webhook_url: string | null;
}

export const settingsRow = (db: Db, companyId: string) =>
  db.one<SettingsRow>(
    `SELECT linkedin_id, slack_notifications, slack_webhook_url, careers_domain, careers_domain_status, careers_domain_token, careers_domain_verified_at
       FROM companies WHERE id = $1`,
    [companyId],
  );

/** The settings to change; an undefined field stays as it is. */
export interface SettingsChange {
  linkedinId?: string | null;
  slackNotifications?: string[] | null;
  slackWebhookUrl?: string | null;
  careersDomain?: string | null;
}

export async function updateSettings(db: Db, companyId: string, change: SettingsChange): Promise<void> {
  const { linkedinId, slackNotifications, slackWebhookUrl, careersDomain } = change;
  await db.query(
    `UPDATE companies SET
       linkedin_id = CASE WHEN $2 THEN $3 ELSE linkedin_id END,
       slack_notifications = coalesce($4::text[], slack_notifications),
       slack_webhook_url = CASE WHEN $5 THEN $6 ELSE slack_webhook_url END,
       careers_domain = CASE WHEN $7 THEN $8 ELSE careers_domain END,
       updated_at = now()
     WHERE id = $1`,
    [
      companyId,
      linkedinId !== undefined,
      linkedinId ?? null,
      slackNotifications ? [...new Set(slackNotifications)] : null,
      slackWebhookUrl !== undefined,
      slackWebhookUrl ?? null,
      careersDomain !== undefined,
      careersDomain ?? null,
    ],
  );
}

export const companyIdByKey = (db: Db, key: string) => db.maybeOne<{ id: string }>('SELECT id FROM companies WHERE key = $1', [key]);
