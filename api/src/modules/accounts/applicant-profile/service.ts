import {
  cvTexts,
  NEW_JOB_DAYS,
  type ApplicantOverview,
  type FollowedStartup,
  type MyApplicationListItem,
  type PipelineStage,
  type QuickApplySettings,
  type QuickApplySettingsInput,
  quickApplySettingsSchema,
} from '@nordhub/contracts';
import { applicantStatusOf } from '@nordhub/domain';
import type { Db } from '../../../db/db';
import { badRequest, notFound } from '../../../http-errors';
import { listItems } from '../../jobs/jobs';
import { fileUrl } from '../users';

interface ProfileRow {
  id: string;
  enabled: boolean;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  pitch: string | null;
  links: unknown;
  cv_file: unknown;
  work_permit: string | null;
  preferences: { countryCodes?: unknown } | null;
  open_to_remote: boolean;
  willing_to_relocate: boolean;
  created_at: Date;
  [column: string]: unknown;
}

/** The user's enabled applicant profile; 404 (with the way out) when they have none. */
async function applicantProfile(db: Db, userId: string): Promise<ProfileRow> {
  const row = await db.maybeOne<ProfileRow>(
    `SELECT p.id, p.enabled, u.first_name, u.last_name, u.email, p.phone, p.pitch, p.links, p.cv_file, p.work_permit,
            p.preferences, p.open_to_remote, p.willing_to_relocate, p.created_at
       FROM applicant_profiles p JOIN users u ON u.id = p.user_id
      WHERE p.user_id = $1`,
    [userId],
  );
  if (!row?.enabled) throw notFound('You have no applicant profile yet: create it at /client/applicant?create=1');
  return row;
}

function toSettings(row: ProfileRow): QuickApplySettings {
  // Parsed leniently: older rows (and the seed) may lack fields the form adds.
  const settings = {
    phone: row.phone,
    pitch: row.pitch,
    links: Array.isArray(row.links) ? row.links : [],
    cvFile: row.cv_file ?? null,
    workPermit: row.work_permit,
    countryCodes: Array.isArray(row.preferences?.countryCodes) ? row.preferences.countryCodes : [],
    openToRemote: row.open_to_remote,
    willingToRelocate: row.willing_to_relocate,
    ready: row.cv_file !== null && row.cv_file !== undefined,
  };
  return quickApplySettingsSchema.parse(settings);
}

/** GET /applicant. */
export async function applicantOverview(db: Db, userId: string): Promise<ApplicantOverview> {
  const row = await applicantProfile(db, userId);
  const counts = await db.one<{ applications: number; followed: number }>(
    `SELECT (SELECT count(*)::int FROM applications WHERE applicant_id = $1) AS applications,
            (SELECT count(*)::int FROM company_follows WHERE user_id = $2) AS followed`,
    [row.id, userId],
  );
  return {
    name: { first: row.first_name, last: row.last_name },
    email: row.email,
    settings: toSettings(row),
    counts: { applications: counts.applications, followedStartups: counts.followed },
    createdAt: row.created_at.toISOString(),
  };
}

/** GET /applicant/settings. */
export async function quickApplySettings(db: Db, userId: string): Promise<QuickApplySettings> {
  return toSettings(await applicantProfile(db, userId));
}

/**
 * 400 unless `path` is a PDF that `userId` uploaded (its type read from its bytes at upload):
 * only such a file can be their CV, so nobody sends someone else's file to a startup.
 */
export async function checkOwnCv(db: Db, userId: string, path: string): Promise<void> {
  const row = await db.maybeOne<{ content_type: string }>("SELECT content_type FROM uploads WHERE path = $1 AND user_id = $2 AND kind = 'file'", [path, userId]);
  checkCvUpload(row?.content_type ?? null);
}

/** checkOwnCv's rule, for a caller that read the content type of the user's own upload itself (null: no such upload of theirs). */
export function checkCvUpload(contentType: string | null): void {
  if (contentType === null) throw badRequest('Unknown CV file', [{ path: 'cvFile.path', message: cvTexts.unknown }]);
  if (contentType !== 'application/pdf') throw badRequest(cvTexts.notPdf, [{ path: 'cvFile.path', message: cvTexts.notPdf }]);
}

/** PUT /applicant/settings: replaces the quick-apply settings; the CV must be the user's own upload. */
export async function saveQuickApplySettings(db: Db, userId: string, input: QuickApplySettingsInput): Promise<QuickApplySettings> {
  const profile = await applicantProfile(db, userId);
  if (input.cvFile) await checkOwnCv(db, userId, input.cvFile.path);
  await db.query(
    `UPDATE applicant_profiles
        SET phone = $2, pitch = $3, links = $4::jsonb, cv_file = $5::jsonb, work_permit = $6,
            preferences = jsonb_set(preferences, '{countryCodes}', $7::jsonb), open_to_remote = $8, willing_to_relocate = $9,
            updated_at = now()
      WHERE id = $1`,
    [
      profile.id,
      input.phone || null,
      input.pitch || null,
      JSON.stringify(input.links),
      input.cvFile ? JSON.stringify(input.cvFile) : null,
      input.workPermit,
      JSON.stringify(input.countryCodes),
      input.openToRemote,
      input.willingToRelocate,
    ],
  );
  return quickApplySettings(db, userId);
}

/** The most applications GET /applicant/applications lists. */
export const MY_APPLICATIONS_LIMIT = 200;

/** GET /applicant/applications: newest first, each with the status the applicant may see. */
export async function myApplications(db: Db, userId: string, now = new Date()): Promise<MyApplicationListItem[]> {
  const profile = await applicantProfile(db, userId);
  const rows = await db.query<{ id: string; job_id: string; stage: PipelineStage; created_at: Date; updated_at: Date }>(
    `SELECT id, job_id, stage, created_at, updated_at FROM applications WHERE applicant_id = $1 ORDER BY created_at DESC, id LIMIT $2`,
    [profile.id, MY_APPLICATIONS_LIMIT],
  );
  const jobs = new Map((await listItems(db, rows.map((row) => row.job_id), userId, now)).map((job) => [job.id, job]));
  return rows.flatMap((row) => {
    const job = jobs.get(row.job_id);
    if (!job) return [];
    return [{ id: row.id, job, status: applicantStatusOf(row.stage), createdAt: row.created_at.toISOString(), updatedAt: row.updated_at.toISOString() }];
  });
}

/** New jobs shown per followed startup. */
export const FOLLOWED_NEW_JOBS_LIMIT = 5;

/** GET /applicant/followed-startups: most recently followed first. */
export async function followedStartups(db: Db, userId: string, now = new Date()): Promise<FollowedStartup[]> {
  const rows = await db.query<{ id: string; key: string; name: string; logo_path: string | null; followed_at: Date; job_ids: string[] }>(
    `SELECT c.id, c.key, c.name, c.logo_path, f.created_at AS followed_at,
            ARRAY(SELECT j.id FROM jobs j
                   WHERE j.company_id = c.id AND j.status = 'ACTIVE' AND j.approved_at IS NOT NULL
                     AND j.approved_at > $2::timestamptz - make_interval(days => $3)
                     AND (j.expiration_date IS NULL OR j.expiration_date > $2)
                   ORDER BY j.approved_at DESC, j.id LIMIT $4) AS job_ids
       FROM company_follows f JOIN companies c ON c.id = f.company_id
      WHERE f.user_id = $1
      ORDER BY f.created_at DESC, c.name`,
    [userId, now, NEW_JOB_DAYS, FOLLOWED_NEW_JOBS_LIMIT],
  );
  const jobs = new Map((await listItems(db, rows.flatMap((row) => row.job_ids), userId, now)).map((job) => [job.id, job]));
  return rows.map((row) => ({
    key: row.key,
    name: row.name,
    logoUrl: row.logo_path ? fileUrl(row.logo_path) : null,
    followedAt: row.followed_at.toISOString(),
    newJobs: row.job_ids.flatMap((id) => jobs.get(id) ?? []),
  }));
}
