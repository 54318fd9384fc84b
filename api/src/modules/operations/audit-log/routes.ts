import { auditLogEntrySchema, auditLogQuerySchema } from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { requireAdmin } from '../../../security/guards';
import { listAuditEvents } from './service';
import { cachePolicy } from '../../../plugins/cache-policy';

/** GET /audit-log: the security events, newest first (admins only). Register under /api. */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-log',
    {
      config: { signedIn: true },
      schema: {
        tags: ['users'],
        summary: 'The audit log of security events (sign-ins, failed sign-ins, password changes and resets, refusals, payment confirmations), newest first (admins only)',
        querystring: auditLogQuerySchema,
        response: { 200: z.array(auditLogEntrySchema) },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      reply.header('cache-control', cachePolicy.private);
      return listAuditEvents(app.db, request.query);
    },
  );
};
