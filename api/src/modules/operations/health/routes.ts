import { healthSchema } from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appVersion } from '../../../version';
import { cachePolicy } from '../../../plugins/cache-policy';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: healthSchema },
      },
    },
    async (_request, reply) => {
      // A database that cannot be reached makes this throw: the error handler answers 503 with
      // Retry-After, which a load balancer reads as "unhealthy".
      await app.db.query('SELECT 1');
      reply.header('cache-control', cachePolicy.noStore);
      return { status: 'ok' as const, database: app.db.kind, version: appVersion };
    },
  );
};
