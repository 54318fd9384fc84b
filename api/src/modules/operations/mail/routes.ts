import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { notFound } from '../../../http-errors';
import { linksIn, mailboxListPage, mailboxMailPage } from './mailbox-pages';
import { findOutboxMail, listOutboxMails } from './queries';
import { cachePolicy } from '../../../plugins/cache-policy';

const mailboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  template: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  /** The links in the text, e.g. the verification or reset link (handy for e2e stories). */
  links: z.array(z.string()),
  /** Extra headers such as List-Unsubscribe. */
  headers: z.record(z.string(), z.string()).nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

/**
 * GET /api/dev/mailbox (JSON). Registered only while the mailbox is enabled (never in production),
 * and, as a development tool, answers loopback sockets only (plugins/dev-tools.ts).
 */
export const mailboxApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mailbox',
    {
      config: { devTool: true },
      schema: {
        tags: ['dev'],
        summary: 'Development mailbox: mails in the outbox, newest first',
        querystring: z.object({ to: z.string().max(200).optional() }),
        response: { 200: z.array(mailboxMailSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', cachePolicy.noStore);
      const mails = await listOutboxMails(app.db, request.query.to);
      return mails.map((mail) => ({
        id: mail.id,
        to: mail.to_address,
        subject: mail.subject,
        template: mail.template,
        text: mail.text_body,
        html: mail.html_body,
        links: linksIn(mail.text_body),
        headers: mail.headers,
        createdAt: mail.created_at.toISOString(),
        sentAt: mail.sent_at?.toISOString() ?? null,
      }));
    },
  );
};

/** GET /dev/mailbox and /dev/mailbox/:id: plain HTML pages (registered before the SPA fallback); loopback sockets only. */
export const mailboxPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dev/mailbox', { config: { devTool: true }, schema: { hide: true } }, async (_request, reply) => {
    const mails = await listOutboxMails(app.db, undefined);
    return reply.header('cache-control', cachePolicy.noStore).type('text/html; charset=utf-8').send(mailboxListPage(mails));
  });
  app.get('/dev/mailbox/:id', { config: { devTool: true }, schema: { hide: true, params: z.object({ id: z.string() }) } }, async (request, reply) => {
    const mail = await findOutboxMail(app.db, request.params.id);
    if (!mail) throw notFound('No such mail');
    return reply.header('cache-control', cachePolicy.noStore).type('text/html; charset=utf-8').send(mailboxMailPage(mail));
  });
};
