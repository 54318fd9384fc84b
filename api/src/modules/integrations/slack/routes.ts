import { slackTestInputSchema, slackTestResultSchema, slackWebhookMessage } from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../../http-errors';
import { keyParams } from '../../../http/params';
import { cachePolicy } from '../../../plugins/cache-policy';
import { requireCompanyManager } from '../../../security/guards';
import { sendTestMessage, webhookAllowed } from './service';

/** The startup settings' "Send a test message": posts to the typed webhook and shows the answer. */
export const slackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/companies/:key/slack/test',
    {
      config: { signedIn: true },
      schema: {
        tags: ['companies'],
        summary: "Post a test message to a Slack incoming webhook and return Slack's answer (managers and admins)",
        params: keyParams,
        body: slackTestInputSchema,
        response: { 200: slackTestResultSchema },
      },
    },
    async (request, reply) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      const { webhookUrl } = request.body;
      if (!webhookAllowed(webhookUrl, app.config.production)) throw badRequest(slackWebhookMessage, [{ path: 'webhookUrl', message: slackWebhookMessage }]);
      reply.header('cache-control', cachePolicy.noStore);
      return sendTestMessage(app.db, company.id, webhookUrl);
    },
  );
};
