import { companySchema, platformPayloadSchema, userSchema } from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { notFound } from '../../http-errors';
import { requireCompanyManager } from '../../security/guards';
import { loadUser } from '../users/service';
import { connectCompanyPlatform } from './queries';
import { loadCompany } from './service';

const keyParams = z.object({ key: z.string().min(1).max(200) });

/** Company (startup) endpoints of the accounts work: connecting a platform and the portal's data. */
export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/companies/:key/platform',
    {
      schema: {
        tags: ['companies'],
        summary: 'Connect the company to a platform (managers and admins); answers with the signed-in user',
        params: keyParams,
        body: platformPayloadSchema,
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      await connectCompanyPlatform(app.db, company.id, request.body.platform);
      return loadUser(app.db, company.user.userId);
    },
  );

  app.get(
    '/companies/:key/hidden',
    {
      schema: {
        tags: ['companies'],
        summary: 'A company in any status, drafts included (managers and admins)',
        params: keyParams,
        response: { 200: companySchema },
      },
    },
    async (request, reply) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      const result = await loadCompany(app.db, company.key, company.user.userId);
      if (!result) throw notFound(`No startup with the key ${company.key}`);
      reply.header('cache-control', 'private, no-store');
      return result;
    },
  );
};
