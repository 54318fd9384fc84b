import {
  digestConfirmSchema,
  digestMailLookupSchema,
  digestSettingsKeySchema,
  digestSettingsSchema,
  digestSubscribeResultSchema,
  digestSubscriptionSchema,
  digestTexts,
  digestUpdateSchema,
  emailInputSchema,
  errorCodes,
} from '@nordhub/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { HttpError, notFound } from '../../../http-errors';
import { attemptsPerMinute } from '../../../plugins/rate-limits';
import { confirmSubscription, lookupSettingsKey, settingsByKey, subscribe, unsubscribe, updateSettings } from './service';
import { siteOrigin } from '../../../site-origin';
import { cachePolicy } from '../../../plugins/cache-policy';

const keyParams = z.object({ settingsKey: digestSettingsKeySchema });
const unknownKey = () => notFound('No digest subscription has this settings key');

const viewerId = (request: FastifyRequest) => request.sessionUser?.userId ?? null;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route needs no X-XSRF-TOKEN (see the one-click unsubscribe). */
    csrfExempt?: boolean;
  }
}

/**
 * Job digests: GET digest/mail/{email}, POST /digest, GET and PUT
 * /digest/{settingsKey}, and the one-click unsubscribe of the digest mails. Register under /api.
 * The settings key is the only credential of a subscription (the settings page works without
 * logging in), so it is handed out only to the address's owner: in the mails, to the signed-in
 * owner of the verified address, or to whoever follows the confirmation link (double opt-in).
 */
export const jobAlertsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Mail apps post the one-click unsubscribe as a form (RFC 8058); its body is not needed.
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string' }, (_request, _body, done) => done(null, {}));

  app.get(
    '/digest/mail/:email',
    {
      schema: {
        tags: ['digest'],
        summary: "The digest settings key of an address: only the signed-in user's own address gets it, anyone else null",
        params: z.object({ email: emailInputSchema }),
        response: { 200: digestMailLookupSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', cachePolicy.private);
      return lookupSettingsKey(app.db, request.params.email, viewerId(request));
    },
  );

  app.post(
    '/digest',
    {
      config: attemptsPerMinute(app.config.rateLimits.digestSubscribe),
      schema: {
        tags: ['digest'],
        summary:
          'Subscribe an address to job digests (daily or onceweek) with optional search filters: 202 pending (a confirmation link is mailed), or 201/200 with the settings for the signed-in owner of the verified address',
        body: digestSubscriptionSchema,
        response: { 200: digestSubscribeResultSchema, 201: digestSubscribeResultSchema, 202: digestSubscribeResultSchema },
      },
    },
    async (request, reply) => {
      const result = await subscribe(app.db, app.mailer, request.body, viewerId(request), siteOrigin(request));
      if (result.status === 'pending') void app.mailer.deliver();
      reply.header('cache-control', cachePolicy.noStore);
      return reply.code(result.status === 'subscribed' ? 201 : result.status === 'pending' ? 202 : 200).send(result);
    },
  );

  app.post(
    '/digest/confirm',
    {
      schema: {
        tags: ['digest'],
        summary: 'Confirm a subscription with the key from the confirmation mail; answers its settings (with the settings key)',
        body: digestConfirmSchema,
        response: { 200: digestSettingsSchema },
      },
    },
    async (request, reply) => {
      const settings = await confirmSubscription(app.db, request.body.confirmKey);
      if (!settings) throw new HttpError(400, errorCodes.E_INVALID_TOKEN, digestTexts.invalidConfirmKey, [{ path: 'confirmKey', message: digestTexts.invalidConfirmKey }]);
      reply.header('cache-control', cachePolicy.noStore);
      return settings;
    },
  );

  app.get(
    '/digest/:settingsKey',
    {
      config: { secretUrl: true },
      schema: {
        tags: ['digest'],
        summary: 'The digest settings of /profile-settings/{settingsKey}',
        params: keyParams,
        response: { 200: digestSettingsSchema },
      },
    },
    async (request, reply) => {
      const settings = await settingsByKey(app.db, request.params.settingsKey);
      if (!settings) throw unknownKey();
      reply.header('cache-control', cachePolicy.private);
      return settings;
    },
  );

  app.put(
    '/digest/:settingsKey',
    {
      config: { secretUrl: true },
      schema: {
        tags: ['digest'],
        summary: 'Change the frequency or filters, or unsubscribe (subscribed false); mergeData true changes only the given fields',
        params: keyParams,
        body: digestUpdateSchema,
        response: { 200: digestSettingsSchema },
      },
    },
    async (request, reply) => {
      const settings = await updateSettings(app.db, request.params.settingsKey, request.body.data, request.body.mergeData);
      if (!settings) throw unknownKey();
      reply.header('cache-control', cachePolicy.noStore);
      return settings;
    },
  );

  // The mails name /digest/unsubscribe/:settingsKey (beside the spec's /digest/mail/:email, so the
  // OpenAPI paths stay unambiguous); mails sent before still hold /digest/:settingsKey/unsubscribe,
  // which keeps working, out of the document.
  for (const [url, hide] of [
    ['/digest/unsubscribe/:settingsKey', false],
    ['/digest/:settingsKey/unsubscribe', true],
  ] as const) {
    // RFC 8058 one-click: a mail app POSTs "List-Unsubscribe=One-Click" here, with no cookies and
    // so no CSRF token. The secret key in the path is the permission, and all the route can do is
    // unsubscribe, so it is exempt from the CSRF check.
    app.post(
      url,
      {
        config: { csrfExempt: true, secretUrl: true },
        schema: {
          hide,
          tags: ['digest'],
          summary: 'One-click unsubscribe (RFC 8058 List-Unsubscribe-Post); no CSRF token needed',
          params: keyParams,
          response: { 200: z.object({ subscribed: z.literal(false) }) },
        },
      },
      async (request, reply) => {
        if (!(await unsubscribe(app.db, request.params.settingsKey))) throw unknownKey();
        reply.header('cache-control', cachePolicy.noStore);
        return { subscribed: false as const };
      },
    );

    // Opening the List-Unsubscribe address in a browser must not unsubscribe (link checkers open
    // links too): it lands on the settings page, which asks to confirm.
    app.get(
      url,
      {
        config: { secretUrl: true },
        schema: {
          hide,
          tags: ['digest'],
          summary: 'Landing of the unsubscribe link: redirects to the settings page, which confirms',
          params: keyParams,
        },
      },
      async (request, reply) => {
        reply.header('cache-control', cachePolicy.noStore);
        return reply.redirect(`/profile-settings/${encodeURIComponent(request.params.settingsKey)}?unsubscribe=1`, 303);
      },
    );
  }
};
