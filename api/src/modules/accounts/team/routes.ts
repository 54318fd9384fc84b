import {
  okResponseSchema,
  profileInviteInputSchema,
  profileInvitePreviewSchema,
  profileInviteSchema,
  profileRoleInputSchema,
  profileTeamSchema,
  teamProfileWords,
  type TeamProfileType,
  userSchema,
} from '@nordhub/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { Db } from '../../../db/db';
import { notFound } from '../../../http-errors';
import { type ManagedProfile, requireCompanyManager, requireInvestorManager, requireUser } from '../../../security/guards';
import { loadUser } from '../users';
import { siteOrigin } from '../../../site-origin';
import { deleteOpenInvite, loadProfileName } from './queries';
import { acceptProfileInvite, changeManagerRole, inviteManager, loadTeam, previewInvite, removeManager } from './service';
import { keyParams } from '../../../http/params';
import { cachePolicy } from '../../../plugins/cache-policy';

const inviteKeyParams = z.object({ inviteKey: z.string().min(1).max(200) });

/** Where each profile type's team lives in the API, and who may touch it. */
const profileKinds: Record<
  TeamProfileType,
  { prefix: string; tag: string; guard: (db: Db, request: FastifyRequest, key: string) => Promise<ManagedProfile> }
> = {
  company: { prefix: '/companies', tag: 'companies', guard: requireCompanyManager },
  investor: { prefix: '/investors', tag: 'investors', guard: requireInvestorManager },
};

/**
 * A profile's team (/client/startups/{key}/users and /client/investors/{key}/users): its managers,
 * invitations by e-mail and the accept step, the same for startups (/companies/{key}/...) and
 * investors (/investors/{key}/...). Everything about a profile needs its manager (or an admin);
 * accepting needs the invited account.
 */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [type, kind] of Object.entries(profileKinds) as [TeamProfileType, (typeof profileKinds)[TeamProfileType]][]) {
    const word = teamProfileWords[type];
    const managed = async (request: FastifyRequest, key: string) => {
      const profile = await kind.guard(app.db, request, key);
      return { profile: { type, id: profile.id }, userId: profile.user.userId, actor: { userId: profile.user.userId, isAdmin: profile.user.isAdmin } };
    };

    app.get(
      `${kind.prefix}/:key/managers`,
      {
        config: { signedIn: true },
        schema: { tags: [kind.tag], summary: `The ${word}'s managers and open invitations (managers and admins)`, params: keyParams, response: { 200: profileTeamSchema } },
      },
      async (request, reply) => {
        const { profile, actor } = await managed(request, request.params.key);
        reply.header('cache-control', cachePolicy.private);
        return loadTeam(app.db, profile, actor);
      },
    );

    app.post(
      `${kind.prefix}/:key/invites`,
      {
        config: { signedIn: true },
        schema: {
          tags: [kind.tag],
          summary: `Invite a colleague by e-mail to manage the ${word} (managers and admins); mails the accept link`,
          params: keyParams,
          body: profileInviteInputSchema,
          response: { 201: profileInviteSchema },
        },
      },
      async (request, reply) => {
        const { profile, userId } = await managed(request, request.params.key);
        const [inviter, profileName] = await Promise.all([loadUser(app.db, userId), loadProfileName(app.db, profile)]);
        const invite = await inviteManager(app.db, app.mailer, profile, {
          profileName,
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
      `${kind.prefix}/:key/invites/:id`,
      {
        config: { signedIn: true },
        schema: {
          tags: [kind.tag],
          summary: 'Withdraw an open invitation (managers and admins)',
          params: keyParams.extend({ id: z.uuid('Not an invitation id') }),
          response: { 200: okResponseSchema },
        },
      },
      async (request) => {
        const { profile } = await managed(request, request.params.key);
        if (!(await deleteOpenInvite(app.db, profile, request.params.id))) throw notFound('No open invitation with that id');
        return { ok: true as const };
      },
    );

    app.delete(
      `${kind.prefix}/:key/managers/:userId`,
      {
        config: { signedIn: true },
        schema: {
          tags: [kind.tag],
          summary: 'Remove a manager or leave (managers and admins); only an owner removes an owner (403), the last owner cannot leave or be removed (409)',
          params: keyParams.extend({ userId: z.uuid('Not a user id') }),
          response: { 200: okResponseSchema },
        },
      },
      async (request) => {
        const { profile, actor } = await managed(request, request.params.key);
        if (!(await removeManager(app.db, profile, actor, request.params.userId))) throw notFound(`That person does not manage this ${word}`);
        return { ok: true as const };
      },
    );

    app.put(
      `${kind.prefix}/:key/managers/:userId`,
      {
        config: { signedIn: true },
        schema: {
          tags: [kind.tag],
          summary: `Make a manager an owner or a member of the ${word} (owners and admins, else 403); the last owner cannot become a member (409)`,
          params: keyParams.extend({ userId: z.uuid('Not a user id') }),
          body: profileRoleInputSchema,
          response: { 200: profileTeamSchema },
        },
      },
      async (request) => {
        const { profile, actor } = await managed(request, request.params.key);
        if (!(await changeManagerRole(app.db, profile, actor, request.params.userId, request.body.role))) {
          throw notFound(`That person does not manage this ${word}`);
        }
        return loadTeam(app.db, profile, actor);
      },
    );
  }

  app.get(
    '/invites/:inviteKey',
    {
      config: { secretUrl: true },
      schema: {
        tags: ['companies', 'investors'],
        summary: "An open invitation by its link's key: which startup or investor and which address (anyone holding the link)",
        params: inviteKeyParams,
        response: { 200: profileInvitePreviewSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', cachePolicy.private);
      return previewInvite(app.db, request.params.inviteKey);
    },
  );

  app.post(
    '/invites/:inviteKey/accept',
    {
      config: { secretUrl: true, signedIn: true },
      schema: {
        tags: ['companies', 'investors'],
        summary: 'Accept an invitation: the signed-in user (with the invited address) becomes a manager of the startup or investor; answers with the user',
        params: inviteKeyParams,
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const user = await loadUser(app.db, userId);
      await acceptProfileInvite(app.db, request.params.inviteKey, { userId, email: user.email });
      return loadUser(app.db, userId);
    },
  );
};
