import { authErrorMessages, errorCodes } from '@nordhub/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { isJobId } from '../db/ids';
import { forbidden, HttpError, notFound } from '../http-errors';
import type { SessionUser } from '../plugins/session';

/**
 * The API side of the product's roles and permissions, in one place: every endpoint that needs a signed-in
 * user or a profile manager calls one of these before touching data. Admins pass every profile
 * guard.
 */

export const notSignedIn = () => new HttpError(403, errorCodes.E_NOT_SIGNED_IN, authErrorMessages.notSignedIn);

/** The signed-in user; a guest gets 403 E_NOT_SIGNED_IN 'Please log in'. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw notSignedIn();
  return request.sessionUser;
}

/** An admin; a guest gets 403 E_NOT_SIGNED_IN, anyone else 403 E_FORBIDDEN. */
export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (!user.isAdmin) throw forbidden('Only administrators may do this');
  return user;
}

export interface ManagedProfile {
  user: SessionUser;
  /** The profile's id. */
  id: string;
  key: string;
}

async function requireManager(
  db: Db,
  request: FastifyRequest,
  key: string,
  sql: { profile: string; manager: string },
  what: string,
): Promise<ManagedProfile> {
  const user = requireUser(request);
  const profile = await db.maybeOne<{ id: string; is_manager: boolean }>(
    `SELECT profile.id, EXISTS (SELECT 1 FROM ${sql.manager} AS manager WHERE manager.${sql.profile}_id = profile.id AND manager.user_id = $2) AS is_manager
       FROM ${sql.profile === 'company' ? 'companies' : 'investors'} AS profile
      WHERE profile.key = $1`,
    [key, user.userId],
  );
  if (!profile) throw notFound(`No ${what} with the key ${key}`);
  if (!profile.is_manager && !user.isAdmin) throw forbidden(`You do not manage this ${what}`);
  return { user, id: profile.id, key };
}

/** A manager of the company (startup) `key`, or an admin; else 403 (guest: E_NOT_SIGNED_IN). 404 if none. */
export function requireCompanyManager(db: Db, request: FastifyRequest, key: string): Promise<ManagedProfile> {
  return requireManager(db, request, key, { profile: 'company', manager: 'company_managers' }, 'startup');
}

/** A manager of the investor `key`, or an admin; else 403 (guest: E_NOT_SIGNED_IN). 404 if none. */
export function requireInvestorManager(db: Db, request: FastifyRequest, key: string): Promise<ManagedProfile> {
  return requireManager(db, request, key, { profile: 'investor', manager: 'investor_managers' }, 'investor');
}

/**
 * A manager of the company that posted job `id`, or an admin. Signed in first, so a guest learns
 * nothing about which ids exist; then 404 for no job; then 403 for another company's manager.
 */
export async function requireJobManager(db: Db, request: FastifyRequest, id: string): Promise<{ job: { id: string; company_key: string }; managed: ManagedProfile }> {
  requireUser(request);
  const job = isJobId(id)
    ? await db.maybeOne<{ id: string; company_key: string }>(
        'SELECT j.id, c.key AS company_key FROM jobs AS j JOIN companies AS c ON c.id = j.company_id WHERE j.id = $1',
        [id],
      )
    : null;
  if (!job) throw notFound(`No job with the id ${id}`);
  const managed = await requireCompanyManager(db, request, job.company_key);
  return { job, managed };
}
