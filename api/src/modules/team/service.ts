import { errorCodes, profileTeamMessages, type ProfileInvite, type ProfileInvitePreview, type ProfileTeam } from '@nordhub/contracts';
import type { Db } from '../../db/db';
import { conflict, HttpError } from '../../http-errors';
import { newToken, tokenHash } from '../../security/tokens';
import type { Mailer } from '../mail/mailer';
import { profileInviteMail } from '../mail/templates';
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
  type TeamProfile,
} from './queries';

/** How long an invitation link works. */
export const inviteValidDays = 14;

/** The accept page the mail links to (mfe-client-portal, outside the portal layouts' guards). */
export const inviteLink = (origin: string, key: string) => `${origin}/client/invites/${encodeURIComponent(key)}`;

// The link does not tell which profile type it is for, so this message is the same for both.
const invalidInvite = () => new HttpError(404, errorCodes.E_INVALID_TOKEN, profileTeamMessages('company').invalidInvite);

const toInvite = (row: InviteRow): ProfileInvite => ({
  id: row.id,
  email: row.email,
  invitedBy: row.invited_by_name,
  createdAt: row.created_at.toISOString(),
  expiresAt: row.expires_at.toISOString(),
});

export async function loadTeam(db: Db, profile: TeamProfile, viewerId: string): Promise<ProfileTeam> {
  const [managers, invites] = await Promise.all([listManagers(db, profile), listOpenInvites(db, profile)]);
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
  profile: TeamProfile,
  input: { profileName: string; email: string; inviterId: string; inviterName: string; origin: string },
): Promise<ProfileInvite> {
  return db.transaction(async (tx) => {
    if (await isManagerByEmail(tx, profile, input.email)) {
      const message = profileTeamMessages(profile.type).alreadyManager;
      throw new HttpError(409, errorCodes.E_CONFLICT, message, [{ path: 'email', message }]);
    }
    const key = newToken();
    const row = await insertInvite(tx, profile, { email: input.email, keyHash: tokenHash(key), invitedBy: input.inviterId, validDays: inviteValidDays });
    await mailer.enqueue(
      tx,
      profileInviteMail({
        to: input.email,
        inviterName: input.inviterName,
        profileType: profile.type,
        profileName: input.profileName,
        link: inviteLink(input.origin, key),
        validDays: inviteValidDays,
      }),
    );
    return toInvite(row);
  });
}

export async function previewInvite(db: Db, key: string): Promise<ProfileInvitePreview> {
  const invite = await findOpenInviteByHash(db, tokenHash(key));
  if (!invite) throw invalidInvite();
  return {
    profile: {
      type: invite.profile_type,
      id: invite.profile_id,
      key: invite.profile_key,
      name: invite.profile_name,
      logoImage: invite.profile_logo_path ? { path: invite.profile_logo_path } : null,
    },
    email: invite.email,
    invitedBy: invite.invited_by_name,
    expiresAt: invite.expires_at.toISOString(),
  };
}

/**
 * Makes the signed-in user a manager of the invitation's startup or investor. The link alone is
 * not enough: the account's e-mail must be the invited address, so a forwarded or leaked mail
 * does not hand the profile to someone else.
 */
export async function acceptProfileInvite(
  db: Db,
  key: string,
  user: { userId: string; email: string },
): Promise<{ type: TeamProfile['type']; key: string }> {
  return db.transaction(async (tx) => {
    const invite = await findOpenInviteByHash(tx, tokenHash(key), true);
    if (!invite) throw invalidInvite();
    if (invite.email.toLowerCase() !== user.email.toLowerCase()) {
      throw new HttpError(403, errorCodes.E_FORBIDDEN, profileTeamMessages(invite.profile_type).wrongAccount);
    }
    await acceptInvite(tx, invite.id, { type: invite.profile_type, id: invite.profile_id }, user.userId);
    return { type: invite.profile_type, key: invite.profile_key };
  });
}

/** Removes a manager; refuses (409) to remove the last one, so no profile is left unmanaged. */
export async function removeManager(db: Db, profile: TeamProfile, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const managers = await lockManagers(tx, profile);
    if (!managers.some((manager) => manager.user_id === userId)) return false;
    if (managers.length <= 1) throw conflict(profileTeamMessages(profile.type).lastManager);
    await deleteManager(tx, profile, userId);
    return true;
  });
}
