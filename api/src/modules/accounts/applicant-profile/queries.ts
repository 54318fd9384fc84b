import type { Db } from '../../../db/db';

/**
 * Creates the user's applicant profile connected to `platform`, or re-enables an existing one
 * and connects it (one applicant profile per user).
 */
export const upsertApplicantProfile = (db: Db, userId: string, platform: string) =>
  db.query(
    `INSERT INTO applicant_profiles (user_id, enabled, platform) VALUES ($1, true, jsonb_build_object($2::text, true))
     ON CONFLICT (user_id) DO UPDATE
       SET enabled = true, platform = applicant_profiles.platform || jsonb_build_object($2::text, true), updated_at = now()`,
    [userId, platform],
  );
