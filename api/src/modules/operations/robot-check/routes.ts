import { robotCheckSchema } from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachePolicy } from '../../../plugins/cache-policy';

/** GET /api/robot-check: the robot check the sign-up form shows (a fresh ALTCHA challenge each time). */
export const robotCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/robot-check',
    {
      schema: {
        tags: ['users'],
        summary: 'The sign-up robot check: an ALTCHA challenge, or the reCAPTCHA site key',
        response: { 200: robotCheckSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', cachePolicy.noStore);
      return app.robotCheck.describe();
    },
  );
};
