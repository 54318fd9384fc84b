import {
  companyInviteInputSchema,
  companyInvitePreviewSchema,
  companyInviteSchema,
  companyTeamSchema,
  okResponseSchema,
  userSchema,
} from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { notFound } from '../../http-errors';
import { requireCompanyManager, requireUser } from '../../security/guards';
import { loadUser } from '../users/service';
import { siteOrigin } from '../users/routes';
import { deleteOpenInvite } from './queries';
import { acceptCompanyInvite, inviteManager, loadTeam, previewInvite, removeManager } from './service';

const keyParams = z.object({ key: z.string().min(1).max(200) });
const inviteKeyParams = z.object({ inviteKey: z.string().min(1).max(200) });

/**
 * A startup's team (/client/startups/{key}/users): its managers, invitations by e-mail and the
 * accept step. Everything about a company needs its manager (or an admin); accepting needs the
 * invited account.
 */
export const companyTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies/:key/managers',
    {
      schema: { tags: ['companies'], summary: "The startup's managers and open invitations (managers and admins)", params: keyParams, response: { 200: companyTeamSchema } },
    },
    async (request, reply) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      reply.header('cache-control', 'private, no-store');
      return loadTeam(app.db, company.id, company.user.userId);
    },
  );

  app.post(
    '/companies/:key/invites',
    {
      schema: {
        tags: ['companies'],
        summary: 'Invite a colleague by e-mail to manage the startup (managers and admins); mails the accept link',
        params: keyParams,
        body: companyInviteInputSchema,
        response: { 201: companyInviteSchema },
      },
    },
    async (request, reply) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      const [inviter, details] = await Promise.all([
        loadUser(app.db, company.user.userId),
        app.db.one<{ name: string }>('SELECT name FROM companies WHERE id = $1', [company.id]),
      ]);
      const invite = await inviteManager(app.db, app.mailer, {
        companyId: company.id,
        companyName: details.name,
        email: request.body.email,
        inviterId: inviter.id,
        inviterName: inviter.fullName || inviter.email,
        origin: siteOrigin(request),
      });
      void app.mailer.deliver();
      return reply.code(201).send(invite);
    },
  );

  app.delete(
    '/companies/:key/invites/:id',
    {
      schema: {
        tags: ['companies'],
        summary: 'Withdraw an open invitation (managers and admins)',
        params: keyParams.extend({ id: z.uuid('Not an invitation id') }),
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      if (!(await deleteOpenInvite(app.db, company.id, request.params.id))) throw notFound('No open invitation with that id');
      return { ok: true as const };
    },
  );

  app.delete(
    '/companies/:key/managers/:userId',
    {
      schema: {
        tags: ['companies'],
        summary: 'Remove a manager (managers and admins); the last manager cannot be removed (409)',
        params: keyParams.extend({ userId: z.uuid('Not a user id') }),
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      if (!(await removeManager(app.db, company.id, request.params.userId))) throw notFound('That person does not manage this startup');
      return { ok: true as const };
    },
  );

  app.get(
    '/company-invites/:inviteKey',
    {
      schema: {
        tags: ['companies'],
        summary: "An open invitation by its link's key: which startup and which address (anyone holding the link)",
        params: inviteKeyParams,
        response: { 200: companyInvitePreviewSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return previewInvite(app.db, request.params.inviteKey);
    },
  );

  app.post(
    '/company-invites/:inviteKey/accept',
    {
      schema: {
        tags: ['companies'],
        summary: 'Accept an invitation: the signed-in user (with the invited address) becomes a manager; answers with the user',
        params: inviteKeyParams,
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const user = await loadUser(app.db, userId);
      await acceptCompanyInvite(app.db, request.params.inviteKey, { userId, email: user.email });
      return loadUser(app.db, userId);
    },
  );
};
