import type { Db } from '../../../db/db';
import { PUBLIC_COMPANY_SQL } from '../companies';

export type Profile = { type: 'company' | 'investor'; id: string };

// The public sees startups but drafts (PUBLIC_COMPANY_SQL) and live investors (the funding list's rule).
const publicProfileSql: Record<Profile['type'], string> = {
  company: `SELECT c.views FROM companies AS c WHERE c.id = $1 AND ${PUBLIC_COMPANY_SQL}`,
  investor: `SELECT i.views FROM investors AS i WHERE i.id = $1 AND i.status = 'ACTIVE'`,
};
const table = { company: 'companies', investor: 'investors' } as const;

/** The public profile's view count; null when the profile is not public. */
export const publicProfileViews = (db: Db, profile: Profile) => db.maybeOne<{ views: number }>(publicProfileSql[profile.type], [profile.id]);

export async function insertEngagementLog(db: Db, event: string, data: Record<string, unknown>, userId: string | null, profile: Profile): Promise<void> {
  await db.query(`INSERT INTO engagement_logs (event, data, user_id, company_id, investor_id) VALUES ($1, $2::jsonb, $3, $4, $5)`, [
    event,
    JSON.stringify(data),
    userId,
    profile.type === 'company' ? profile.id : null,
    profile.type === 'investor' ? profile.id : null,
  ]);
}

/** Records the visitor's view of the day; false when it was already counted. Older days are dropped. */
export async function insertProfileView(db: Db, profile: Profile, day: string, visitor: string): Promise<boolean> {
  await db.query(`DELETE FROM profile_views WHERE entity_type = $1 AND entity_id = $2 AND day < $3::date - 1`, [profile.type, profile.id, day]);
  const inserted = await db.query(
    `INSERT INTO profile_views (entity_type, entity_id, day, visitor) VALUES ($1, $2, $3::date, $4) ON CONFLICT DO NOTHING RETURNING entity_id`,
    [profile.type, profile.id, day, visitor],
  );
  return inserted.length > 0;
}

/** Adds one view to the day's count and the profile's total; returns the total. */
export async function countView(db: Db, profile: Profile, day: string): Promise<number> {
  await db.query(
    `INSERT INTO view_counts (entity_type, entity_id, day, count) VALUES ($1, $2, $3::date, 1)
     ON CONFLICT (entity_type, entity_id, day) DO UPDATE SET count = view_counts.count + 1`,
    [profile.type, profile.id, day],
  );
  const row = await db.one<{ views: number }>(`UPDATE ${table[profile.type]} SET views = views + 1 WHERE id = $1 RETURNING views`, [profile.id]);
  return row.views;
}
