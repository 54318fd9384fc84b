import { engagementLogResponseSchema, engagementLogSchema } from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isUuid } from '../../../db/ids';
import { badRequest } from '../../../http-errors';
import { logEngagement, type Profile } from './service';

/** POST /engagement/log: views and clicks on the profile being shown. */
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
      // Profile ids are UUIDs; anything else would reach the database as a cast error.
      if (!isUuid(profile.id)) throw badRequest(`${profile.type}: Must be a profile id`, [{ path: profile.type, message: 'Must be a profile id' }]);
      return logEngagement(app.db, {
        event,
        data,
        profile,
        visitor: { userId: request.sessionUser?.userId ?? null, ip: request.ip, userAgent: (request.headers['user-agent'] ?? '').slice(0, 300) },
      });
    },
  );
};
