import { contactMessageFormSchema, contactMessageReceiptSchema, contactMessages, errorCodes } from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../../http-errors';
import { attemptsPerMinute } from '../../../plugins/rate-limits';
import { sendContactMessage } from './service';

/** POST /api/contact: the public contact form (robot check required, rate limited per IP). */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      config: attemptsPerMinute(app.config.rateLimits.contact),
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the Nordhub team (robot check required); the sender gets a confirmation mail',
        body: contactMessageFormSchema,
        response: { 201: contactMessageReceiptSchema },
      },
    },
    async (request, reply) => {
      const { reCaptchaResponse, ...message } = request.body;
      if (!(await app.robotCheck.verify(reCaptchaResponse, request.ip))) {
        throw new HttpError(400, errorCodes.E_ROBOT_CHECK, contactMessages.robot, [{ path: 'reCaptchaResponse', message: contactMessages.robot }]);
      }
      const receipt = await sendContactMessage(app.db, app.mailer, message, {
        teamEmail: app.config.contactEmail,
        userId: request.sessionUser?.userId ?? null,
        remoteIp: request.ip,
      });
      void app.mailer.deliver();
      return reply.code(201).send(receipt);
    },
  );
};
