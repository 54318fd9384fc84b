import { errorCodes, jobConfirmationSchema, jobConfirmOpenRequestSchema } from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { HttpError, notFound } from '../../../http-errors';
import { freshnessJob } from './queries';
import { confirmJobOpen } from './service';
import { checkConfirmationToken } from './token';
import { idParams } from '../../../http/params';
import { cachePolicy } from '../../../plugins/cache-policy';
import { requireJobManager } from '../../../security/guards';


const invalidToken = (message: string) => new HttpError(403, errorCodes.E_INVALID_TOKEN, message);

/**
 * Fresh jobs (register under /api; docs/fresh-jobs.md): POST /jobs/{id}/confirm-open confirms a
 * job still open. A manager of its startup or an admin (checked here, like every company route),
 * or whoever holds the signed link of a reminder e-mail (`token`, no log-in needed).
 */
export const jobFreshnessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/jobs/:id/confirm-open',
    {
      config: { signedIn: true },
      schema: {
        tags: ['jobs'],
        summary:
          "Confirm that a job is still open: managers of its startup and admins, or the reminder e-mail's signed link (token, valid 30 days); 409 when the job is not open",
        params: idParams,
        body: z.nullish(jobConfirmOpenRequestSchema),
        response: { 200: jobConfirmationSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const token = request.body?.token;
      if (token !== undefined) {
        if (!(await freshnessJob(app.db, id))) throw notFound(`No job with the id ${id}`);
        const check = await checkConfirmationToken(app.db, id, token, new Date());
        if (check === 'invalid') throw invalidToken('This confirmation link is not valid. Log in to confirm the job from your jobs page.');
        if (check === 'expired') throw invalidToken('This confirmation link has expired. Log in to confirm the job from your jobs page.');
      } else {
        await requireJobManager(app.db, request, id);
      }
      const confirmed = await confirmJobOpen(app.db, id);
      if (!confirmed) throw notFound(`No job with the id ${id}`);
      reply.header('cache-control', cachePolicy.private);
      return confirmed;
    },
  );
};
