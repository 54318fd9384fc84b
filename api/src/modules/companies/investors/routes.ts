import { platformPayloadSchema, userSchema } from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireInvestorManager } from '../../../security/guards';
import { loadUser } from '../../accounts/users';
import { connectInvestorPlatform } from './queries';
import { keyParams } from '../../../http/params';

/** POST /api/investors/:key/platform: connect an investor profile to a platform. */
export const investorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/investors/:key/platform',
    {
      config: { signedIn: true },
      schema: {
        tags: ['investors'],
        summary: 'Connect the investor to a platform (managers and admins); answers with the signed-in user',
        params: keyParams,
        body: platformPayloadSchema,
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const investor = await requireInvestorManager(app.db, request, request.params.key);
      await connectInvestorPlatform(app.db, investor.id, request.body.platform);
      return loadUser(app.db, investor.user.userId);
    },
  );
};
