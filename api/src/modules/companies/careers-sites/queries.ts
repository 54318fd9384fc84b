import type { Db } from '../../../db/db';

/**
 * The key of the published (ACTIVE) startup whose careers site lives on `domain` (lower-case) and
 * whose control of it is verified; null otherwise (a pending or revoked domain is unknown).
 */
export const findCareersCompanyKey = async (db: Db, domain: string) =>
  (
    await db.maybeOne<{ key: string }>(
      `SELECT key FROM companies WHERE lower(careers_domain) = $1 AND status = 'ACTIVE' AND careers_domain_status = 'verified'`,
      [domain],
    )
  )?.key ?? null;

export type CareersHeroRow = {
  headline: string;
  pitch: string;
  picture_path: string | null;
  video_url: string | null;
  primary_color: string | null;
  accent_color: string | null;
  job_grouping: string;
};

/** The hero a startup set for its careers site; null until it set one (a row with languages only has no headline). */
export const findCareersHero = (db: Db, companyId: string) =>
  db.maybeOne<CareersHeroRow>(
    `SELECT headline, pitch, picture_path, video_url, primary_color, accent_color, job_grouping FROM careers_sites WHERE company_id = $1 AND headline IS NOT NULL`,
    [companyId],
  );

export type CareersLanguagesRow = { default_language: string; languages: string[] };

/** The careers site's languages; null until the startup chose them (English then). */
export const findCareersLanguages = (db: Db, companyId: string) =>
  db.maybeOne<CareersLanguagesRow>(`SELECT default_language, languages FROM careers_sites WHERE company_id = $1`, [companyId]);

/** Writes the languages, keeping the hero (or its absence) as it is. */
export const upsertCareersLanguages = (db: Db, companyId: string, row: CareersLanguagesRow) =>
  db.query(
    `INSERT INTO careers_sites (company_id, default_language, languages, updated_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (company_id) DO UPDATE SET default_language = EXCLUDED.default_language, languages = EXCLUDED.languages, updated_at = now()`,
    [companyId, row.default_language, row.languages],
  );

/** Writes the whole hero (the editor sends every field). */
export const upsertCareersHero = (db: Db, companyId: string, hero: CareersHeroRow) =>
  db.query(
    `INSERT INTO careers_sites (company_id, headline, pitch, picture_path, video_url, primary_color, accent_color, job_grouping, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now())
     ON CONFLICT (company_id) DO UPDATE SET headline = EXCLUDED.headline, pitch = EXCLUDED.pitch, picture_path = EXCLUDED.picture_path,
       video_url = EXCLUDED.video_url, primary_color = EXCLUDED.primary_color, accent_color = EXCLUDED.accent_color,
       job_grouping = EXCLUDED.job_grouping, updated_at = now()`,
    [companyId, hero.headline, hero.pitch, hero.picture_path, hero.video_url, hero.primary_color, hero.accent_color, hero.job_grouping],
  );
