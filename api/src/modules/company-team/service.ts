import { companyInviteMessages, errorCodes, type CompanyInvite, type CompanyInvitePreview, type CompanyTeam } from '@nordhub/contracts';
import type { Db } from '../../db/db';
import { conflict, HttpError } from '../../http-errors';
import { newToken, tokenHash } from '../../security/tokens';
import type { Mailer } from '../mail/mailer';
import { companyInviteMail } from '../mail/templates';
import {
  acceptInvite,
  deleteManager,
  findOpenInviteByHash,
  insertInvite,
  isManagerByEmail,
  listManagers,
  listOpenInvites,
  lockManagers,
  type InviteRow,
} from './queries';

/** How long an invitation link works. */
export const inviteValidDays = 14;

/** The accept page the mail links to (mfe-client-portal, outside the startup layout's guard). */
export const inviteLink = (origin: string, key: string) => `${origin}/client/invites/${encodeURIComponent(key)}`;

const invalidInvite = () => new HttpError(404, errorCodes.E_INVALID_TOKEN, companyInviteMessages.invalidInvite);

const toInvite = (row: InviteRow): CompanyInvite => ({
  id: row.id,
  email: row.email,
  invitedBy: row.invited_by_name,
  createdAt: row.created_at.toISOString(),
  expiresAt: row.expires_at.toISOString(),
});

export async function loadTeam(db: Db, companyId: string, viewerId: string): Promise<CompanyTeam> {
  const [managers, invites] = await Promise.all([listManagers(db, companyId), listOpenInvites(db, companyId)]);
  return {
    managers: managers.map((row) => ({
      userId: row.user_id,
      name: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
      role: row.role,
      isYou: row.user_id === viewerId,
      createdAt: row.created_at.toISOString(),
    })),
    invites: invites.map(toInvite),
  };
}

export async function inviteManager(
  db: Db,
  mailer: Mailer,
  input: { companyId: string; companyName: string; email: string; inviterId: string; inviterName: string; origin: string },
): Promise<CompanyInvite> {
  return db.transaction(async (tx) => {
    if (await isManagerByEmail(tx, input.companyId, input.email)) {
      throw new HttpError(409, errorCodes.E_CONFLICT, companyInviteMessages.alreadyManager, [{ path: 'email', message: companyInviteMessages.alreadyManager }]);
    }
    const key = newToken();
    const row = await insertInvite(tx, { companyId: input.companyId, email: input.email, keyHash: tokenHash(key), invitedBy: input.inviterId, validDays: inviteValidDays });
    await mailer.enqueue(
      tx,
      companyInviteMail({ to: input.email, inviterName: input.inviterName, companyName: input.companyName, link: inviteLink(input.origin, key), validDays: inviteValidDays }),
    );
    return toInvite(row);
  });
}

export async function previewInvite(db: Db, key: string): Promise<CompanyInvitePreview> {
  const invite = await findOpenInviteByHash(db, tokenHash(key));
  if (!invite) throw invalidInvite();
  return {
    company: {
      id: invite.company_id,
      key: invite.company_key,
      name: invite.company_name,
      logoImage: invite.company_logo_path ? { path: invite.company_logo_path } : null,
    },
    email: invite.email,
    invitedBy: invite.invited_by_name,
    expiresAt: invite.expires_at.toISOString(),
  };
}

/**
 * Makes the signed-in user a manager. The link alone is not enough: the account's e-mail must be
 * the invited address, so a forwarded or leaked mail does not hand the startup to someone else.
 */
export async function acceptCompanyInvite(db: Db, key: string, user: { userId: string; email: string }): Promise<{ companyKey: string }> {
  return db.transaction(async (tx) => {
    const invite = await findOpenInviteByHash(tx, tokenHash(key), true);
    if (!invite) throw invalidInvite();
    if (invite.email.toLowerCase() !== user.email.toLowerCase()) {
      throw new HttpError(403, errorCodes.E_FORBIDDEN, companyInviteMessages.wrongAccount);
    }
    await acceptInvite(tx, invite.id, invite.company_id, user.userId);
    return { companyKey: invite.company_key };
  });
}

/** Removes a manager; refuses (409) to remove the last one, so no startup is left unmanaged. */
export async function removeManager(db: Db, companyId: string, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const managers = await lockManagers(tx, companyId);
    if (!managers.some((manager) => manager.user_id === userId)) return false;
    if (managers.length <= 1) throw conflict(companyInviteMessages.lastManager);
    await deleteManager(tx, companyId, userId);
    return true;
  });
}
