import type { ProfileRole, TeamProfileType } from '@nordhub/contracts';
import type { Db } from '../../../db/db';

/** A startup or an investor whose team this is: its type and id. */
export interface TeamProfile {
  type: TeamProfileType;
  id: string;
}

// The tables of each profile type; fixed strings only (never input), so safe to splice into SQL.
const tables = {
  company: { profiles: 'companies', managers: 'company_managers', column: 'company_id' },
  investor: { profiles: 'investors', managers: 'investor_managers', column: 'investor_id' },
} as const satisfies Record<TeamProfileType, { profiles: string; managers: string; column: string }>;

export interface ManagerRow {
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: ProfileRole;
  created_at: Date;
  [column: string]: unknown;
}

export interface InviteRow {
  id: string;
  email: string;
  invited_by_name: string | null;
  created_at: Date;
  expires_at: Date;
  [column: string]: unknown;
}

export const loadProfileName = async (db: Db, profile: TeamProfile) =>
  (await db.one<{ name: string }>(`SELECT name FROM ${tables[profile.type].profiles} WHERE id = $1`, [profile.id])).name;

export const listManagers = (db: Db, profile: TeamProfile) => {
  const { managers, column } = tables[profile.type];
  return db.query<ManagerRow>(
    `SELECT manager.user_id, users.first_name, users.last_name, users.email, manager.role, manager.created_at
       FROM ${managers} AS manager JOIN users ON users.id = manager.user_id
      WHERE manager.${column} = $1
      ORDER BY manager.created_at, users.email`,
    [profile.id],
  );
};

/** Open (not accepted, not expired) invitations of a profile. */
export const listOpenInvites = (db: Db, profile: TeamProfile) =>
  db.query<InviteRow>(
    `SELECT invite.id, invite.email, nullif(trim(inviter.first_name || ' ' || inviter.last_name), '') AS invited_by_name,
            invite.created_at, invite.expires_at
       FROM profile_invites AS invite LEFT JOIN users AS inviter ON inviter.id = invite.invited_by
      WHERE invite.${tables[profile.type].column} = $1 AND invite.accepted_at IS NULL AND invite.expires_at > now()
      ORDER BY invite.created_at DESC`,
    [profile.id],
  );

export const isManagerByEmail = async (db: Db, profile: TeamProfile, email: string) => {
  const { managers, column } = tables[profile.type];
  return (
    (await db.maybeOne(
      `SELECT 1 FROM ${managers} AS manager JOIN users ON users.id = manager.user_id
        WHERE manager.${column} = $1 AND lower(users.email) = lower($2)`,
      [profile.id, email],
    )) !== null
  );
};

/** Replaces any open invitation of that address with a new one. */
export async function insertInvite(db: Db, profile: TeamProfile, invite: { email: string; keyHash: string; invitedBy: string; validDays: number }) {
  const { column } = tables[profile.type];
  await db.query(`DELETE FROM profile_invites WHERE ${column} = $1 AND lower(email) = lower($2) AND accepted_at IS NULL`, [profile.id, invite.email]);
  return db.one<InviteRow>(
    `WITH inserted AS (
       INSERT INTO profile_invites (${column}, email, key_hash, invited_by, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(days => $5::int))
       RETURNING *
     )
     SELECT inserted.id, inserted.email, nullif(trim(inviter.first_name || ' ' || inviter.last_name), '') AS invited_by_name,
            inserted.created_at, inserted.expires_at
       FROM inserted LEFT JOIN users AS inviter ON inviter.id = inserted.invited_by`,
    [profile.id, invite.email, invite.keyHash, invite.invitedBy, invite.validDays],
  );
}

export const deleteOpenInvite = async (db: Db, profile: TeamProfile, inviteId: string) =>
  (
    await db.query(`DELETE FROM profile_invites WHERE ${tables[profile.type].column} = $1 AND id = $2 AND accepted_at IS NULL RETURNING id`, [
      profile.id,
      inviteId,
    ])
  ).length > 0;

export interface OpenInviteByKey {
  id: string;
  email: string;
  expires_at: Date;
  invited_by_name: string | null;
  profile_type: TeamProfileType;
  profile_id: string;
  profile_key: string;
  profile_name: string;
  profile_logo_path: string | null;
  [column: string]: unknown;
}

/** An open invitation by its link key's hash, with its startup or investor (FOR UPDATE inside the accept transaction). */
export const findOpenInviteByHash = (db: Db, keyHash: string, lock = false) =>
  db.maybeOne<OpenInviteByKey>(
    `SELECT invite.id, invite.email, invite.expires_at,
            nullif(trim(inviter.first_name || ' ' || inviter.last_name), '') AS invited_by_name,
            CASE WHEN invite.company_id IS NOT NULL THEN 'company' ELSE 'investor' END AS profile_type,
            coalesce(company.id, investor.id) AS profile_id,
            coalesce(company.key, investor.key) AS profile_key,
            coalesce(company.name, investor.name) AS profile_name,
            CASE WHEN invite.company_id IS NOT NULL THEN company.logo_path ELSE investor.logo_path END AS profile_logo_path
       FROM profile_invites AS invite
       LEFT JOIN companies AS company ON company.id = invite.company_id
       LEFT JOIN investors AS investor ON investor.id = invite.investor_id
       LEFT JOIN users AS inviter ON inviter.id = invite.invited_by
      WHERE invite.key_hash = $1 AND invite.accepted_at IS NULL AND invite.expires_at > now()
      ${lock ? 'FOR UPDATE OF invite' : ''}`,
    [keyHash],
  );

export async function acceptInvite(db: Db, inviteId: string, profile: TeamProfile, userId: string) {
  const { managers, column } = tables[profile.type];
  await db.query(`UPDATE profile_invites SET accepted_at = now(), accepted_by = $2 WHERE id = $1`, [inviteId, userId]);
  await db.query(`INSERT INTO ${managers} (${column}, user_id, role) VALUES ($1, $2, 'member') ON CONFLICT (${column}, user_id) DO NOTHING`, [
    profile.id,
    userId,
  ]);
}

/** Locks the profile's manager rows and reads their roles (so two removals or demotions cannot both pass). */
export const lockManagers = (db: Db, profile: TeamProfile) => {
  const { managers, column } = tables[profile.type];
  return db.query<{ user_id: string; role: ProfileRole }>(`SELECT user_id, role FROM ${managers} WHERE ${column} = $1 FOR UPDATE`, [profile.id]);
};

export const setManagerRole = (db: Db, profile: TeamProfile, userId: string, role: ProfileRole) => {
  const { managers, column } = tables[profile.type];
  return db.query(`UPDATE ${managers} SET role = $3 WHERE ${column} = $1 AND user_id = $2`, [profile.id, userId, role]);
};

export const deleteManager = (db: Db, profile: TeamProfile, userId: string) => {
  const { managers, column } = tables[profile.type];
  return db.query(`DELETE FROM ${managers} WHERE ${column} = $1 AND user_id = $2`, [profile.id, userId]);
};
