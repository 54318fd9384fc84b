import type { Db } from '../../../db/db';

/**
 * SQL: whether the companies row `company` (a table alias) wants Slack told of `event` (an SQL
 * expression: a parameter or a literal); a caller's larger read uses it too.
 */
export const slackWantsSql = (company: string, event: string) => `(${company}.slack_webhook_url IS NOT NULL AND ${event} = ANY (${company}.slack_notifications))`;

/** The company's webhook when it wants Slack told of `event`; null otherwise. */
export async function webhookFor(db: Db, companyId: string, event: string): Promise<string | null> {
  const row = await db.maybeOne<{ slack_webhook_url: string }>(
    `SELECT c.slack_webhook_url FROM companies c WHERE c.id = $1 AND ${slackWantsSql('c', '$2')}`,
    [companyId, event],
  );
  return row?.slack_webhook_url ?? null;
}

/** The company's webhook now (a delivery goes to the channel set when it is sent). */
export async function currentWebhook(db: Db, companyId: string): Promise<string | null> {
  const row = await db.maybeOne<{ slack_webhook_url: string | null }>('SELECT slack_webhook_url FROM companies WHERE id = $1', [companyId]);
  return row?.slack_webhook_url ?? null;
}

export async function companyName(db: Db, companyId: string): Promise<string> {
  return (await db.one<{ name: string }>('SELECT name FROM companies WHERE id = $1', [companyId])).name;
}
