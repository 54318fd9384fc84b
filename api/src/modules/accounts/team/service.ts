import {
  errorCodes,
  profileTeamMessages,
  type ProfileInvite,
  type ProfileInvitePreview,
  type ProfileRole,
  type ProfileTeam,
} from '@nordhub/contracts';
import type { Db } from '../../../db/db';
import { conflict, forbidden, HttpError } from '../../../http-errors';
import { newToken, tokenHash } from '../../../security/tokens';
import type { Mailer } from '../../operations/mail';
import { profileInviteMail } from '../../operations/mail';
import {
  acceptInvite,
  deleteManager,
  findOpenInviteByHash,
  insertInvite,
  isManagerByEmail,
  listManagers,
  listOpenInvites,
  lockManagers,
  setManagerRole,
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

/** Who acts on a team: the signed-in user, and whether they are an admin (who acts as an owner of every profile). */
export interface TeamActor {
  userId: string;
  isAdmin: boolean;
}

const actsAsOwner = (actor: TeamActor, managers: { user_id: string; role: ProfileRole }[]) =>
  actor.isAdmin || managers.some((manager) => manager.user_id === actor.userId && manager.role === 'owner');

export async function loadTeam(db: Db, profile: TeamProfile, viewer: TeamActor): Promise<ProfileTeam> {
  const viewerId = viewer.userId;
  const [managers, invites] = await Promise.all([listManagers(db, profile), listOpenInvites(db, profile)]);
  return {
    viewerIsOwner: actsAsOwner(viewer, managers),
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

/**
 * Removes a manager (or lets one leave). Any manager may remove a member; only an owner (or an
 * admin) removes an owner (403), so a member cannot take a profile over by removing its owners;
 * the last owner can neither leave nor be removed (409), so no profile is left without one.
 */
export async function removeManager(db: Db, profile: TeamProfile, actor: TeamActor, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const managers = await lockManagers(tx, profile);
    const target = managers.find((manager) => manager.user_id === userId);
    if (!target) return false;
    const messages = profileTeamMessages(profile.type);
    if (managers.length <= 1) throw conflict(messages.lastManager);
    if (target.role === 'owner') {
      if (!actsAsOwner(actor, managers)) throw forbidden(messages.ownerOnlyRemove);
      if (managers.filter((manager) => manager.role === 'owner').length <= 1) throw conflict(messages.lastOwner);
    }
    await deleteManager(tx, profile, userId);
    return true;
  });
}

/**
 * Makes a manager an owner or a member: owners (and admins) only (403), so a member cannot promote
 * themselves; the last owner cannot be made a member (409). False when `userId` is no manager.
 */
export async function changeManagerRole(db: Db, profile: TeamProfile, actor: TeamActor, userId: string, role: ProfileRole): Promise<boolean> {
  return db.transaction(async (tx) => {
    const managers = await lockManagers(tx, profile);
    const target = managers.find((manager) => manager.user_id === userId);
    if (!target) return false;
    const messages = profileTeamMessages(profile.type);
    if (!actsAsOwner(actor, managers)) throw forbidden(messages.ownerOnlyRole);
    if (target.role === 'owner' && role === 'member' && managers.filter((manager) => manager.role === 'owner').length <= 1) {
      throw conflict(messages.lastOwner);
    }
    if (target.role !== role) await setManagerRole(tx, profile, userId, role);
    return true;
  });
}
