import {
  companyDashboardSchema,
  companyInputSchema,
  companySchema,
  companyUpdateSchema,
  platformPayloadSchema,
  userSchema,
} from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../http-errors';
import { requireCompanyManager, requireUser } from '../../../security/guards';
import { checkCareersDomain } from '../careers-domains';
import { loadUser } from '../../accounts/users';
import { connectCompanyPlatform } from './queries';
import { createCompany, loadCompany, loadCompanyDashboard, updateCompany } from './service';
import { keyParams } from '../../../http/params';
import { cachePolicy } from '../../../plugins/cache-policy';


/** Company (startup) endpoints of the accounts work: connecting a platform and the portal's data. */
export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  // A careers domain sent with the profile gets the settings page's checks too.
  const hostRules = () => ({ main: app.config.mainHosts, whiteLabelSuffixes: app.config.whiteLabelSuffixes });
  app.post(
    '/companies/:key/platform',
    {
      config: { signedIn: true },
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
      config: { signedIn: true },
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
      reply.header('cache-control', cachePolicy.private);
      return result;
    },
  );

  app.post(
    '/companies',
    {
      config: { signedIn: true },
      schema: {
        tags: ['companies'],
        summary: 'Create a startup in DRAFT; the signed-in user becomes its manager',
        body: companyInputSchema,
        response: { 201: companySchema },
      },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      if (request.body.careersDomain) await checkCareersDomain(app.db, hostRules(), request.body.careersDomain, null);
      const key = await createCompany(app.db, userId, request.body, app.config.platform);
      const company = await loadCompany(app.db, key, userId);
      if (!company) throw notFound(`No startup with the key ${key}`);
      return reply.code(201).header('cache-control', cachePolicy.private).send(company);
    },
  );

  app.put(
    '/companies/:key',
    {
      config: { signedIn: true },
      schema: {
        tags: ['companies'],
        summary: 'Update a startup (managers and admins); status ACTIVE publishes a draft once its required fields are filled',
        params: keyParams,
        body: companyUpdateSchema,
        response: { 200: companySchema },
      },
    },
    async (request, reply) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      if (request.body.careersDomain) await checkCareersDomain(app.db, hostRules(), request.body.careersDomain, company.id);
      await updateCompany(
        app.db,
        { id: company.id, key: company.key, isAdmin: company.user.isAdmin, viewerId: company.user.userId },
        request.body,
      );
      const result = await loadCompany(app.db, company.key, company.user.userId);
      if (!result) throw notFound(`No startup with the key ${company.key}`);
      reply.header('cache-control', cachePolicy.private);
      return result;
    },
  );

  app.get(
    '/companies/:key/dashboard',
    {
      config: { signedIn: true },
      schema: {
        tags: ['companies'],
        summary: "A startup's dashboard: jobs by status, applicants by stage, and views and applicants per day (managers and admins)",
        params: keyParams,
        response: { 200: companyDashboardSchema },
      },
    },
    async (request, reply) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      reply.header('cache-control', cachePolicy.private);
      return loadCompanyDashboard(app.db, company.id);
    },
  );
};
