import type { Db } from '../../../db/db';

/** The company's webhook when it wants Slack told of `event`; null otherwise. */
export async function webhookFor(db: Db, companyId: string, event: string): Promise<string | null> {
  const row = await db.maybeOne<{ slack_webhook_url: string }>(
    'SELECT slack_webhook_url FROM companies WHERE id = $1 AND slack_webhook_url IS NOT NULL AND $2 = ANY (slack_notifications)',
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
