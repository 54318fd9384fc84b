import { engagementEvents, engagementLogResponseSchema, engagementLogSchema } from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/db';
import { badRequest, notFound } from '../../../http-errors';
import { PUBLIC_COMPANY_SQL } from '../companies/directory';
import { isJobId } from '../../jobs/jobs/queries';
import { visitorKey, type Visitor } from '../../jobs/jobs/service';

type Profile = { type: 'company' | 'investor'; id: string };

// The public sees startups but drafts (PUBLIC_COMPANY_SQL) and live investors (the funding list's rule).
const publicProfileSql: Record<Profile['type'], string> = {
  company: `SELECT c.views FROM companies AS c WHERE c.id = $1 AND ${PUBLIC_COMPANY_SQL}`,
  investor: `SELECT i.views FROM investors AS i WHERE i.id = $1 AND i.status = 'ACTIVE'`,
};
const table = { company: 'companies', investor: 'investors' } as const;

/**
 * Records one engagement event against a public profile; a 'profile-view' also counts a view once
 * per visitor and UTC day (profile_views), adding to the profile's views and to view_counts.
 */
export async function logEngagement(
  db: Db,
  input: { event: string; data: Record<string, unknown>; profile: Profile; visitor: Visitor },
  now = new Date(),
): Promise<{ counted: boolean; views: number }> {
  const { profile } = input;
  return db.transaction(async (tx) => {
    const found = await tx.maybeOne<{ views: number }>(publicProfileSql[profile.type], [profile.id]);
    if (!found) throw notFound(`No public ${profile.type === 'company' ? 'startup' : 'investor'} with the id ${profile.id}`);
    await tx.query(
      `INSERT INTO engagement_logs (event, data, user_id, company_id, investor_id) VALUES ($1, $2::jsonb, $3, $4, $5)`,
      [input.event, JSON.stringify(input.data), input.visitor.userId, profile.type === 'company' ? profile.id : null, profile.type === 'investor' ? profile.id : null],
    );
    if (input.event !== engagementEvents.profileView) return { counted: false, views: found.views };
    const day = now.toISOString().slice(0, 10);
    await tx.query(`DELETE FROM profile_views WHERE entity_type = $1 AND entity_id = $2 AND day < $3::date - 1`, [profile.type, profile.id, day]);
    const inserted = await tx.query(
      `INSERT INTO profile_views (entity_type, entity_id, day, visitor) VALUES ($1, $2, $3::date, $4) ON CONFLICT DO NOTHING RETURNING entity_id`,
      [profile.type, profile.id, day, visitorKey(input.visitor, day)],
    );
    if (inserted.length === 0) return { counted: false, views: found.views };
    await tx.query(
      `INSERT INTO view_counts (entity_type, entity_id, day, count) VALUES ($1, $2, $3::date, 1)
       ON CONFLICT (entity_type, entity_id, day) DO UPDATE SET count = view_counts.count + 1`,
      [profile.type, profile.id, day],
    );
    const row = await tx.one<{ views: number }>(`UPDATE ${table[profile.type]} SET views = views + 1 WHERE id = $1 RETURNING views`, [profile.id]);
    return { counted: true, views: row.views };
  });
}

/** POST /engagement/log (spec section 7): views and clicks on the profile being shown. */
export const engagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/engagement/log',
    {
      // Counted on every profile view: a cached startup's view count lags by the cache's TTL instead.
      config: { keepsPublicCache: true },
      schema: {
        tags: ['engagement'],
        summary:
          "Record a view or click on a public startup's or investor's profile ('profile-view' counts once per visitor per UTC day)",
        body: engagementLogSchema,
        response: { 200: engagementLogResponseSchema },
      },
    },
    async (request) => {
      const { event, data, company, investor } = request.body;
      const profile: Profile | null = company ? { type: 'company', id: company } : investor ? { type: 'investor', id: investor } : null;
      if (!profile) throw badRequest('company: Name the startup or investor the event is about', [{ path: 'company', message: 'Name the startup or investor the event is about' }]);
      // Profile ids are UUIDs like job ids; anything else would reach the database as a cast error.
      if (!isJobId(profile.id)) throw badRequest(`${profile.type}: Must be a profile id`, [{ path: profile.type, message: 'Must be a profile id' }]);
      return logEngagement(app.db, {
        event,
        data,
        profile,
        visitor: { userId: request.sessionUser?.userId ?? null, ip: request.ip, userAgent: (request.headers['user-agent'] ?? '').slice(0, 300) },
      });
    },
  );
};
