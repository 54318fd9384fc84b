import {
  applicantOverviewSchema,
  followedStartupSchema,
  myApplicationListItemSchema,
  quickApplySettingsInputSchema,
  quickApplySettingsSchema,
  userSchema,
} from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { requireUser } from '../../../security/guards';
import { loadUser } from '../users';
import { upsertApplicantProfile } from './queries';
import { applicantOverview, followedStartups, myApplications, quickApplySettings, saveQuickApplySettings } from './service';
import { cachePolicy } from '../../../plugins/cache-policy';

/**
 * The job seeker's own pages under /api/applicant: create the profile, the profile overview,
 * quick-apply settings, their applications and followed startups. Only ever the signed-in
 * user's own data (guests: 403 E_NOT_SIGNED_IN; no applicant profile: 404).
 */
export const applicantProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/applicant',
    {
      config: { signedIn: true },
      schema: {
        tags: ['applicant'],
        summary: 'Create (or re-enable) the applicant profile on this platform; answers with the user',
        response: { 201: userSchema },
      },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      await upsertApplicantProfile(app.db, userId, app.config.platform);
      return reply.code(201).send(await loadUser(app.db, userId));
    },
  );

  app.get(
    '/applicant',
    {
      config: { signedIn: true },
      schema: {
        tags: ['applicant'],
        summary: "The signed-in user's applicant profile: name, e-mail, quick-apply settings and counts",
        response: { 200: applicantOverviewSchema },
      },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      reply.header('cache-control', cachePolicy.private);
      return applicantOverview(app.db, userId);
    },
  );

  app.get(
    '/applicant/settings',
    {
      config: { signedIn: true },
      schema: { tags: ['applicant'], summary: 'The quick-apply settings', response: { 200: quickApplySettingsSchema } },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      reply.header('cache-control', cachePolicy.private);
      return quickApplySettings(app.db, userId);
    },
  );

  app.put(
    '/applicant/settings',
    {
      config: { signedIn: true },
      schema: {
        tags: ['applicant'],
        summary: 'Replace the quick-apply settings (the CV must be a PDF or Word file the user uploaded)',
        body: quickApplySettingsInputSchema,
        response: { 200: quickApplySettingsSchema },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return saveQuickApplySettings(app.db, userId, request.body);
    },
  );

  app.get(
    '/applicant/applications',
    {
      config: { signedIn: true },
      schema: {
        tags: ['applicant'],
        summary: "The user's applications, newest first, with the status an applicant sees (To be rejected reads as under review)",
        response: { 200: z.array(myApplicationListItemSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      reply.header('cache-control', cachePolicy.private);
      return myApplications(app.db, userId);
    },
  );

  app.get(
    '/applicant/followed-startups',
    {
      config: { signedIn: true },
      schema: {
        tags: ['applicant'],
        summary: 'The startups the user follows, each with its open jobs of the last 30 days',
        response: { 200: z.array(followedStartupSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      reply.header('cache-control', cachePolicy.private);
      return followedStartups(app.db, userId);
    },
  );
};
