import { companyResponseRecordSchema } from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../http-errors';
import { findPublicCompany } from '../../companies/companies';
import { companyResponseRecord } from './service';
import { keyParams } from '../../../http/params';
import { cachePolicy } from '../../../plugins/cache-policy';


/** Employers who answer (docs/employers-who-answer.md): a public startup's response record. */
export const responseRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies/:key/response-record',
    {
      schema: {
        tags: ['companies'],
        summary:
          "How a public startup answers applications: median days to the first move out of Applied and the share answered within 14 days (null until five applications count); drafts answer 404",
        params: keyParams,
        response: { 200: companyResponseRecordSchema },
      },
    },
    async (request, reply) => {
      const company = await findPublicCompany(app.db, request.params.key);
      if (!company) throw notFound(`No startup with the key ${request.params.key}`);
      // A manager who just answered applications sees the record change at once.
      reply.header('cache-control', cachePolicy.noStore);
      return companyResponseRecord(app.db, company.id);
    },
  );
};
