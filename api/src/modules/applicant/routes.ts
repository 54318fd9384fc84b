import { userSchema } from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../security/guards';
import { loadUser } from '../users/service';
import { upsertApplicantProfile } from './queries';

/** POST /api/applicant: the signed-in user becomes a job seeker on the current platform. */
export const applicantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/applicant',
    {
      schema: {
        tags: ['applicant'],
        summary: 'Create (or re-enable) the applicant profile on this platform; answers with the user',
        response: { 201: userSchema },
      },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      await upsertApplicantProfile(app.db, userId, app.config.platform);
      return reply.code(201).send(await loadUser(app.db, userId));
    },
  );
};
