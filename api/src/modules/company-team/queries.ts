import type { Db } from '../../db/db';

export interface ManagerRow {
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: 'owner' | 'member';
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

export const listManagers = (db: Db, companyId: string) =>
  db.query<ManagerRow>(
    `SELECT manager.user_id, users.first_name, users.last_name, users.email, manager.role, manager.created_at
       FROM company_managers AS manager JOIN users ON users.id = manager.user_id
      WHERE manager.company_id = $1
      ORDER BY manager.created_at, users.email`,
    [companyId],
  );

/** Open (not accepted, not expired) invitations of a company. */
export const listOpenInvites = (db: Db, companyId: string) =>
  db.query<InviteRow>(
    `SELECT invite.id, invite.email, nullif(trim(inviter.first_name || ' ' || inviter.last_name), '') AS invited_by_name,
            invite.created_at, invite.expires_at
       FROM company_invites AS invite LEFT JOIN users AS inviter ON inviter.id = invite.invited_by
      WHERE invite.company_id = $1 AND invite.accepted_at IS NULL AND invite.expires_at > now()
      ORDER BY invite.created_at DESC`,
    [companyId],
  );

export const isManagerByEmail = async (db: Db, companyId: string, email: string) =>
  (await db.maybeOne(
    `SELECT 1 FROM company_managers JOIN users ON users.id = company_managers.user_id
      WHERE company_managers.company_id = $1 AND lower(users.email) = lower($2)`,
    [companyId, email],
  )) !== null;

/** Replaces any open invitation of that address with a new one. */
export async function insertInvite(db: Db, invite: { companyId: string; email: string; keyHash: string; invitedBy: string; validDays: number }) {
  await db.query(`DELETE FROM company_invites WHERE company_id = $1 AND lower(email) = lower($2) AND accepted_at IS NULL`, [invite.companyId, invite.email]);
  return db.one<InviteRow>(
    `WITH inserted AS (
       INSERT INTO company_invites (company_id, email, key_hash, invited_by, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(days => $5::int))
       RETURNING *
     )
     SELECT inserted.id, inserted.email, nullif(trim(inviter.first_name || ' ' || inviter.last_name), '') AS invited_by_name,
            inserted.created_at, inserted.expires_at
       FROM inserted LEFT JOIN users AS inviter ON inviter.id = inserted.invited_by`,
    [invite.companyId, invite.email, invite.keyHash, invite.invitedBy, invite.validDays],
  );
}

export const deleteOpenInvite = async (db: Db, companyId: string, inviteId: string) =>
  (await db.query(`DELETE FROM company_invites WHERE company_id = $1 AND id = $2 AND accepted_at IS NULL RETURNING id`, [companyId, inviteId])).length > 0;

export interface OpenInviteByKey {
  id: string;
  email: string;
  expires_at: Date;
  invited_by_name: string | null;
  company_id: string;
  company_key: string;
  company_name: string;
  company_logo_path: string | null;
  [column: string]: unknown;
}

/** An open invitation by its link key's hash (FOR UPDATE inside the accept transaction). */
export const findOpenInviteByHash = (db: Db, keyHash: string, lock = false) =>
  db.maybeOne<OpenInviteByKey>(
    `SELECT invite.id, invite.email, invite.expires_at, invite.company_id,
            nullif(trim(inviter.first_name || ' ' || inviter.last_name), '') AS invited_by_name,
            company.key AS company_key, company.name AS company_name, company.logo_path AS company_logo_path
       FROM company_invites AS invite
       JOIN companies AS company ON company.id = invite.company_id
       LEFT JOIN users AS inviter ON inviter.id = invite.invited_by
      WHERE invite.key_hash = $1 AND invite.accepted_at IS NULL AND invite.expires_at > now()
      ${lock ? 'FOR UPDATE OF invite' : ''}`,
    [keyHash],
  );

export async function acceptInvite(db: Db, inviteId: string, companyId: string, userId: string) {
  await db.query(`UPDATE company_invites SET accepted_at = now(), accepted_by = $2 WHERE id = $1`, [inviteId, userId]);
  await db.query(
    `INSERT INTO company_managers (company_id, user_id, role) VALUES ($1, $2, 'member') ON CONFLICT (company_id, user_id) DO NOTHING`,
    [companyId, userId],
  );
}

/** Locks the company's manager rows and counts them (so two removals cannot both pass). */
export const lockManagers = (db: Db, companyId: string) =>
  db.query<{ user_id: string }>(`SELECT user_id FROM company_managers WHERE company_id = $1 FOR UPDATE`, [companyId]);

export const deleteManager = (db: Db, companyId: string, userId: string) =>
  db.query(`DELETE FROM company_managers WHERE company_id = $1 AND user_id = $2`, [companyId, userId]);
