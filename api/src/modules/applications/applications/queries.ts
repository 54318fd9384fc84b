import type { PipelineStage } from '@nordhub/contracts';
import type { Db } from '../../../db/db';
import { kanbanColumnColors } from '../../operations/site';

export interface ColumnRow {
  id: string;
  company_id: string;
  stage: PipelineStage;
  name: string;
  color: string;
  locked: boolean;
  position: number;
  [column: string]: unknown;
}

/** The columns every board starts with (the seed makes the same ones). */
export const defaultKanbanColumns: readonly { stage: PipelineStage; name: string; locked: boolean }[] = [
  { stage: 'applied', name: 'Applied', locked: false },
  { stage: 'custom', name: 'Interview', locked: false },
  { stage: 'hired', name: 'Hired', locked: false },
  { stage: 'toreject', name: 'To be rejected', locked: false },
  { stage: 'rejected', name: 'Rejected', locked: true },
];

const columnColumns = 'id, company_id, stage, name, color, locked, position';

export function companyColumns(db: Db, companyId: string): Promise<ColumnRow[]> {
  return db.query<ColumnRow>(`SELECT ${columnColumns} FROM kanban_columns WHERE company_id = $1 ORDER BY position, id`, [companyId]);
}

/**
 * The company's columns, creating the default ones the first time a board is used (companies
 * are created in several places; the board is the one that needs them). A per-company lock
 * keeps two first requests from both creating them.
 */
export async function ensureCompanyColumns(db: Db, companyId: string): Promise<ColumnRow[]> {
  const existing = await companyColumns(db, companyId);
  if (existing.length > 0) return existing;
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('nordhub.kanban.' || $1))`, [companyId]);
    const again = await companyColumns(tx, companyId);
    if (again.length > 0) return again;
    for (const [position, column] of defaultKanbanColumns.entries()) {
      await tx.query(
        `INSERT INTO kanban_columns (company_id, stage, name, color, locked, position) VALUES ($1, $2, $3, $4, $5, $6)`,
        [companyId, column.stage, column.name, kanbanColumnColors[position * 2] ?? kanbanColumnColors[0], column.locked, position],
      );
    }
    return companyColumns(tx, companyId);
  });
}

export function insertColumn(db: Db, companyId: string, column: { name: string; color: string; position: number }): Promise<ColumnRow> {
  return db.one<ColumnRow>(
    `INSERT INTO kanban_columns (company_id, stage, name, color, locked, position) VALUES ($1, 'custom', $2, $3, false, $4) RETURNING ${columnColumns}`,
    [companyId, column.name, column.color, column.position],
  );
}

export async function setColumnPositions(db: Db, ids: readonly string[]): Promise<void> {
  for (const [position, id] of ids.entries()) await db.query('UPDATE kanban_columns SET position = $2 WHERE id = $1', [id, position]);
}

export function updateColumn(db: Db, id: string, change: { name?: string | undefined; color?: string | undefined }): Promise<ColumnRow> {
  return db.one<ColumnRow>(
    `UPDATE kanban_columns SET name = COALESCE($2, name), color = COALESCE($3, color) WHERE id = $1 RETURNING ${columnColumns}`,
    [id, change.name ?? null, change.color ?? null],
  );
}

export async function deleteColumn(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM kanban_columns WHERE id = $1', [id]);
}

/** Applications to a company's jobs counted by their own column (null: none or deleted) and stage. */
export function companyApplicationCounts(db: Db, companyId: string) {
  return db.query<{ column_id: string | null; stage: PipelineStage; count: number }>(
    `SELECT a.column_id, a.stage, count(*)::int AS count FROM applications AS a JOIN jobs AS j ON j.id = a.job_id
      WHERE j.company_id = $1 GROUP BY a.column_id, a.stage`,
    [companyId],
  );
}

export async function countApplicationsInColumn(db: Db, columnId: string): Promise<number> {
  const row = await db.one<{ count: number }>('SELECT count(*)::int AS count FROM applications WHERE column_id = $1', [columnId]);
  return row.count;
}

export interface ApplicationRow {
  id: string;
  job_id: string;
  job_title: string;
  company_id: string;
  applicant_id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  image_path: string | null;
  linkedin_url: string | null;
  stage: PipelineStage;
  column_id: string | null;
  message: string;
  answers: unknown;
  /** The careers site's or feed's language the application was made in; null: the main site. */
  language: string | null;
  cv_file: { path: string; name?: string; size?: number; contentType?: string } | null;
  note_count: number;
  /** The applicant-tracking candidate delivery (outbox_deliveries); null attempts: none. */
  ats_attempts: number | null;
  ats_delivered_at: Date | null;
  ats_failed_at: Date | null;
  ats_last_error: string | null;
  created_at: Date;
  updated_at: Date;
  /** The time of the history's newest entry (the last move), else created_at. */
  stage_changed_at: Date;
  last_note_at: Date | null;
  [column: string]: unknown;
}

export interface ApplicationFilters {
  jobId?: string | undefined;
  stage?: PipelineStage | undefined;
  columnId?: string | undefined;
  text?: string | undefined;
}

/** A board stays usable and an export stays one file up to this many applications. */
export const MAX_LISTED_APPLICATIONS = 5000;

const applicationSelect = `
  SELECT a.id, a.job_id, j.title AS job_title, j.company_id, p.id AS applicant_id, u.first_name, u.last_name, u.email,
         COALESCE(a.phone, p.phone) AS phone, u.image_path, p.linkedin_url, a.stage, a.column_id, a.message, a.answers, a.language,
         COALESCE(a.cv_file, p.cv_file) AS cv_file,
         (SELECT count(*)::int FROM application_notes n WHERE n.application_id = a.id) AS note_count,
         ats.attempts AS ats_attempts, ats.delivered_at AS ats_delivered_at, ats.failed_at AS ats_failed_at, ats.last_error AS ats_last_error,
         a.created_at, a.updated_at,
         -- Every move appends { stage, columnId, at } to the history (0004), so the time in a stage is read from it.
         COALESCE((SELECT max((entry ->> 'at')::timestamptz)
                     FROM jsonb_array_elements(CASE WHEN jsonb_typeof(a.history) = 'array' THEN a.history ELSE '[]'::jsonb END) AS entry
                    WHERE entry ->> 'at' IS NOT NULL), a.created_at) AS stage_changed_at,
         (SELECT max(n.created_at) FROM application_notes n WHERE n.application_id = a.id) AS last_note_at
    FROM applications a
    JOIN jobs j ON j.id = a.job_id
    JOIN applicant_profiles p ON p.id = a.applicant_id
    JOIN users u ON u.id = p.user_id
    LEFT JOIN LATERAL (SELECT d.attempts, d.delivered_at, d.failed_at, d.last_error FROM outbox_deliveries d
                        WHERE d.application_id = a.id AND d.kind = 'ats-candidate' ORDER BY d.created_at DESC LIMIT 1) ats ON true`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The company's applications matching the filters, newest first. */
export function companyApplications(db: Db, companyId: string, filters: ApplicationFilters): Promise<ApplicationRow[]> {
  const where = ['j.company_id = $1'];
  const params: unknown[] = [companyId];
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (filters.jobId) add((p) => `a.job_id = ${p}`, filters.jobId);
  if (filters.stage) add((p) => `a.stage = ${p}`, filters.stage);
  if (filters.columnId) add((p) => `a.column_id = ${p}`, filters.columnId);
  const text = filters.text?.trim();
  if (text) {
    add(
      (p) => `(u.first_name || ' ' || u.last_name ILIKE ${p} OR u.email ILIKE ${p} OR j.title ILIKE ${p})`,
      likePattern(text),
    );
  }
  params.push(MAX_LISTED_APPLICATIONS);
  return db.query<ApplicationRow>(
    `${applicationSelect} WHERE ${where.join(' AND ')} ORDER BY a.created_at DESC, a.id LIMIT $${params.length}`,
    params,
  );
}

/** One application with its job's company key and name. */
export function applicationById(db: Db, id: string): Promise<(ApplicationRow & { company_key: string; company_name: string }) | null> {
  return db.maybeOne(
    `SELECT app.*, c.key AS company_key, c.name AS company_name
       FROM (${applicationSelect} WHERE a.id = $1) app
       JOIN companies c ON c.id = app.company_id`,
    [id],
  );
}

/** Of these application ids, the ones whose job is not the company's (or that do not exist). */
export async function applicationsOutsideCompany(db: Db, companyId: string, ids: readonly string[]): Promise<string[]> {
  const found = await db.query<{ id: string }>(
    'SELECT a.id FROM applications a JOIN jobs j ON j.id = a.job_id WHERE a.id = ANY($1::uuid[]) AND j.company_id = $2',
    [ids, companyId],
  );
  const inside = new Set(found.map((row) => row.id));
  return ids.filter((id) => !inside.has(id));
}

/** Locks the application's row for the rest of the transaction (two moves at once queue). */
export async function lockApplication(db: Db, id: string): Promise<void> {
  await db.query('SELECT id FROM applications WHERE id = $1 FOR UPDATE', [id]);
}

export async function moveApplicationRow(
  db: Db,
  id: string,
  move: { stage: PipelineStage; columnId: string; byUserId: string },
): Promise<void> {
  const entry = JSON.stringify([{ stage: move.stage, columnId: move.columnId, at: new Date().toISOString(), byUserId: move.byUserId }]);
  await db.query(
    `UPDATE applications SET stage = $2, column_id = $3, updated_at = now(), history = history || $4::jsonb WHERE id = $1`,
    [id, move.stage, move.columnId, entry],
  );
}

export interface NoteRow {
  id: string;
  application_id: string;
  author_id: string | null;
  first_name: string | null;
  last_name: string | null;
  text: string;
  created_at: Date;
  [column: string]: unknown;
}

const noteSelect = `SELECT n.id, n.application_id, n.author_id, u.first_name, u.last_name, n.text, n.created_at
                      FROM application_notes n LEFT JOIN users u ON u.id = n.author_id`;

export function applicationNotes(db: Db, applicationId: string): Promise<NoteRow[]> {
  return db.query<NoteRow>(`${noteSelect} WHERE n.application_id = $1 ORDER BY n.created_at, n.id`, [applicationId]);
}

export async function insertNote(db: Db, applicationId: string, authorId: string, text: string): Promise<NoteRow> {
  const row = await db.one<{ id: string }>(
    'INSERT INTO application_notes (application_id, author_id, text) VALUES ($1, $2, $3) RETURNING id',
    [applicationId, authorId, text],
  );
  return db.one<NoteRow>(`${noteSelect} WHERE n.id = $1`, [row.id]);
}
