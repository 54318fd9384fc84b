import { errorCodes, type CompanySettings } from '@nordhub/contracts';
import type { Db } from '../../../db/db';
import { HttpError } from '../../../http-errors';
import { careersDomainMessages, careersDomainVerification } from '../careers-domains';
import { companyIdByKey, settingsRow, updateSettings, type SettingsChange, type SettingsRow } from './queries';

const toSettings = (row: SettingsRow): CompanySettings => ({
  linkedinId: row.linkedin_id,
  slackNotifications: row.slack_notifications,
  slackWebhookUrl: row.slack_webhook_url,
  careersDomain: row.careers_domain,
  careersDomainVerification: careersDomainVerification(row),
});

// careers_domain is UNIQUE: a startup taking the same domain in the meantime loses to the first.
const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

export const readSettings = async (db: Db, companyId: string) => toSettings(await settingsRow(db, companyId));

/** Saves the change; a careers domain another startup took meanwhile is a 409 naming the field. */
export async function saveSettings(db: Db, companyId: string, change: SettingsChange): Promise<void> {
  try {
    await updateSettings(db, companyId, change);
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, errorCodes.E_CONFLICT, careersDomainMessages.taken, [{ path: 'careersDomain', message: careersDomainMessages.taken }]);
    throw error;
  }
}

export const companyIdOfKey = async (db: Db, key: string) => (await companyIdByKey(db, key))?.id ?? null;
