import {
  authErrorMessages,
  authMessages,
  authTexts,
  confirmEmailChangeResultSchema,
  confirmEmailChangeSchema,
  errorCodes,
  forgotPasswordResponseSchema,
  forgotPasswordSchema,
  logInFormSchema,
  resetPasswordSchema,
  sessionStatusSchema,
  signUpFormSchema,
  updateMeSchema,
  userSchema,
  verifyEmailSchema,
} from '@nordhub/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { HttpError } from '../../../http-errors';
import { siteOrigin } from '../../../site-origin';
import { auditRequest } from '../../operations/audit-log';
import { attemptsPerMinute, attemptsPerMinutePerKey } from '../../../plugins/rate-limits';
import { endOtherSessions, endSession, startSession } from '../../../plugins/session';
import { requireUser } from '../../../security/guards';
import { reservePasswordCheck } from '../../../security/password';
import type { WorkReservation } from '../../../security/work-gate';
import { checkCredentials, confirmEmailChange, loadUser, requestPasswordReset, resetPassword, signUp, updateMe, verifyEmail } from './service';
import { cachePolicy } from '../../../plugins/cache-policy';

const userResponse = userSchema;

/** Accounts: sign-up, sign-in, sign-out, password reset, e-mail verification and the own account. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rateLimits } = app.config;
  // The account tried (the schema has trimmed and lower-cased it: spellings open no new count).
  const signInAccount = (request: FastifyRequest) => String((request.body as { email?: unknown } | undefined)?.email ?? '');

  app.post(
    '/users/sign-up',
    {
      config: attemptsPerMinute(rateLimits.signUp),
      schema: {
        tags: ['users'],
        summary: 'Create an account (robot check required) and sign in',
        body: signUpFormSchema,
        response: { 201: userResponse },
      },
    },
    async (request, reply) => {
      if (app.config.disableSignUp) throw new HttpError(403, errorCodes.E_FORBIDDEN, authErrorMessages.signUpDisabled);
      const { name, email, password, reCaptchaResponse } = request.body;
      if (!(await app.robotCheck.verify(reCaptchaResponse, request.ip))) {
        throw new HttpError(400, errorCodes.E_ROBOT_CHECK, authMessages.robot, [{ path: 'reCaptchaResponse', message: authMessages.robot }]);
      }
      const userId = await signUp(app.db, app.mailer, { firstName: name.first, lastName: name.last, email, password }, siteOrigin(request));
      void app.mailer.deliver();
      await startSession(app.db, request, reply, userId);
      return reply.code(201).send(await loadUser(app.db, userId));
    },
  );

  // A sign-in's place in the queue of password checks, held from its arrival to its answer.
  const passwordChecks = new WeakMap<FastifyRequest, WorkReservation>();
  const releasePasswordCheck = async (request: FastifyRequest) => {
    passwordChecks.get(request)?.release();
  };

  app.post(
    '/users/sign-in',
    {
      // Signing in changes no guest's answer: the public micro-cache stays.
      // Per address and account, and per account from every address (a guesser with many addresses).
      config: { keepsPublicCache: true, ...attemptsPerMinute(rateLimits.signIn, signInAccount) },
      // When the password checks already queued would keep this one waiting too long, it is told
      // at once when to come back (429, Retry-After), before reading the database or counting as
      // an attempt: a burst of sign-ins costs the database only what the queue can take.
      onRequest: async (request) => {
        passwordChecks.set(request, reservePasswordCheck());
      },
      onResponse: releasePasswordCheck,
      onRequestAbort: releasePasswordCheck,
      preHandler: attemptsPerMinutePerKey(app, 'sign-in-account', rateLimits.signInPerAccount, signInAccount),
      schema: {
        tags: ['users'],
        summary: 'Sign in with e-mail and password',
        body: logInFormSchema,
        response: { 200: userResponse },
      },
    },
    async (request, reply) => {
      const userId = await checkCredentials(app.db, request.body, passwordChecks.get(request)).catch(async (error: unknown) => {
        // The address tried, never the password.
        if (error instanceof HttpError) await auditRequest(request, { event: 'sign-in-failed', userId: null, email: request.body.email, detail: { code: error.code } });
        throw error;
      });
      await startSession(app.db, request, reply, userId);
      return loadUser(app.db, userId);
    },
  );

  app.post(
    '/users/sign-out',
    { config: { keepsPublicCache: true }, schema: { tags: ['users'], summary: 'Sign out (ends the session)', response: { 204: z.undefined() } } },
    async (request, reply) => {
      await endSession(app.db, request, reply);
      return reply.code(204).send();
    },
  );

  app.post(
    '/users/forgot-password',
    {
      config: attemptsPerMinute(rateLimits.forgotPassword),
      schema: {
        tags: ['users'],
        summary: 'Send a password-reset link (the same answer whether or not the account exists)',
        body: forgotPasswordSchema,
        response: { 200: forgotPasswordResponseSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(app.db, app.mailer, request.body, siteOrigin(request));
      await auditRequest(request, { event: 'password-reset-requested', email: request.body.email });
      void app.mailer.deliver();
      return { message: authTexts.forgotPasswordSent };
    },
  );

  app.post(
    '/users/reset-password',
    {
      schema: {
        tags: ['users'],
        summary: 'Set a new password with the key from the reset e-mail, and sign in',
        body: resetPasswordSchema,
        response: { 200: userResponse },
      },
    },
    async (request, reply) => {
      const userId = await resetPassword(app.db, request.body);
      await auditRequest(request, { event: 'password-reset', userId });
      // Whoever knew the old password is signed out everywhere.
      await endOtherSessions(app, userId, null);
      await startSession(app.db, request, reply, userId);
      return loadUser(app.db, userId);
    },
  );

  app.post(
    '/users/verify-email',
    {
      schema: {
        tags: ['users'],
        summary: 'Confirm the e-mail address with the key from the verification e-mail, and sign in',
        body: verifyEmailSchema,
        response: { 200: userResponse },
      },
    },
    async (request, reply) => {
      const userId = await verifyEmail(app.db, request.body.emailVerificationKey);
      // The key proves the mailbox, like a reset link: the browser that opened it is signed in.
      if (request.sessionUser?.userId !== userId) await startSession(app.db, request, reply, userId);
      return loadUser(app.db, userId);
    },
  );

  app.post(
    '/users/confirm-email-change',
    {
      schema: {
        tags: ['users'],
        summary: "Make the new e-mail the account's, with the key from the link mailed to it (no session needed, none started)",
        body: confirmEmailChangeSchema,
        response: { 200: confirmEmailChangeResultSchema },
      },
    },
    async (request, reply) => {
      const { email } = await confirmEmailChange(app.db, app.mailer, request.body.emailChangeKey, siteOrigin(request));
      void app.mailer.deliver();
      reply.header('cache-control', cachePolicy.noStore);
      return { email };
    },
  );

  app.get(
    '/session',
    {
      schema: {
        tags: ['users'],
        summary: 'Who is signed in: { user } with the signed-in user, or { user: null } for a guest',
        response: { 200: sessionStatusSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', cachePolicy.noStore);
      const userId = request.sessionUser?.userId;
      return { user: userId ? await loadUser(app.db, userId) : null };
    },
  );

  app.get(
    '/users/me',
    {
      config: { signedIn: true },
      schema: {
        tags: ['users'],
        summary: 'The signed-in user (403 E_NOT_SIGNED_IN for a guest)',
        response: { 200: userResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', cachePolicy.noStore);
      return loadUser(app.db, requireUser(request).userId);
    },
  );

  app.put(
    '/users/me',
    {
      config: { signedIn: true },
      schema: {
        tags: ['users'],
        summary:
          'Change the own account: UI features, remembered profile, name, password, image; a new e-mail (with currentPassword) is mailed a confirmation link and changes only when it is followed',
        body: updateMeSchema,
        response: { 200: userResponse },
      },
    },
    async (request) => {
      const session = requireUser(request);
      const { passwordChanged } = await updateMe(app.db, app.mailer, session.userId, request.body, siteOrigin(request));
      if (passwordChanged) {
        await auditRequest(request, { event: 'password-changed', userId: session.userId });
        await endOtherSessions(app, session.userId, session.sessionId);
      }
      void app.mailer.deliver();
      return loadUser(app.db, session.userId);
    },
  );
};
