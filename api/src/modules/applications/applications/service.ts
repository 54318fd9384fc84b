import type { FastifyBaseLogger } from 'fastify';
import {
  applicantTexts,
  applyTexts,
  pipelineStageLabels,
  screeningAnswerSchema,
  type Application,
  type ApplicationNote,
  type BulkMoveApplications,
  type ApplicantsResponse,
  type KanbanColumn,
  type MoveApplication,
  type MyApplication,
  type PipelineStage,
  type ApplyToJob,
  type ScreeningAnswer,
  type StoredFile,
} from '@nordhub/contracts';
import { atsConnectedSql, atsSyncOf, enqueueAtsCandidate } from '../../integrations/ats';
import { enqueueSlackMessage, slackWantsSql } from '../../integrations/slack';
import { applicantStatusOf, formatQuantity, fullName, pickLocale } from '@nordhub/domain';
import { prepared, type Db } from '../../../db/db';
import { lenientArray, storedTexts } from '../../../db/stored-values';
import { badRequest, conflict, forbidden, notFound } from '../../../http-errors';
import type { Mailer } from '../../operations/mail';
import { kanbanColumnColors } from '../../operations/site';
import { fileUrl } from '../../accounts/users';
import { toCsv } from './csv';
import {
  applicationById,
  applicationNotes,
  applicationsOutsideCompany,
  companyApplicationCounts,
  companyApplications,
  companyColumns,
  countApplicationsInColumn,
  defaultKanbanColumns,
  deleteColumn,
  ensureCompanyColumns,
  insertColumn,
  insertNote,
  lockApplication,
  moveApplicationRow,
  setColumnPositions,
  updateColumn,
  type ApplicationFilters,
  type ApplicationRow,
  type ColumnRow,
  type NoteRow,
} from './queries';
import { checkCvUpload } from '../../accounts/applicant-profile';
import { refreshResponseRecordSoon } from '../../jobs/response-records';
import { applicantMailLanguage, applicationReceiptMail, applicationStatusMail, newApplicantMail } from './application-mails';
import { rejectionMail } from './rejection-mail';

/** A board holds at most this many custom columns (beside the four fixed ones). */
export const MAX_CUSTOM_COLUMNS = 8;

export const applicationCvPath = (id: string) => `/api/applications/${encodeURIComponent(id)}/cv`;

const toColumn = (row: ColumnRow): KanbanColumn => ({
  id: row.id,
  stage: row.stage,
  name: row.name,
  color: row.color,
  // The rejected stage is locked whatever the row says .
  locked: row.locked || row.stage === 'rejected',
  position: row.position,
});

/** The column an application shows in: its own, else (none, or deleted) the first of its stage. */
function columnOf(row: Pick<ApplicationRow, 'column_id' | 'stage'>, columns: readonly ColumnRow[]): ColumnRow | null {
  return columns.find((column) => column.id === row.column_id) ?? columns.find((column) => column.stage === row.stage) ?? null;
}

/**
 * The company's board columns with how many applicants each shows (the board's own rule,
 * columnOf), under the names the company gave them; the default columns before the board was
 * first opened. Read only: opening the dashboard does not create a board.
 */
export async function applicantsByColumn(db: Db, companyId: string): Promise<{ name: string; stage: PipelineStage; count: number }[]> {
  const [stored, counts] = await Promise.all([companyColumns(db, companyId), companyApplicationCounts(db, companyId)]);
  const columns: Pick<ColumnRow, 'id' | 'stage' | 'name'>[] =
    stored.length > 0 ? stored : defaultKanbanColumns.map((column) => ({ id: `default-${column.stage}`, stage: column.stage, name: column.name }));
  const totals = new Map(columns.map((column) => [column.id, 0]));
  for (const row of counts) {
    const column = columns.find((entry) => entry.id === row.column_id) ?? columns.find((entry) => entry.stage === row.stage);
    if (column) totals.set(column.id, (totals.get(column.id) ?? 0) + row.count);
  }
  return columns.map((column) => ({ name: column.name, stage: column.stage, count: totals.get(column.id) ?? 0 }));
}

export function toApplication(row: ApplicationRow, columns: readonly ColumnRow[]): Application {
  return {
    id: row.id,
    job: { id: row.job_id, title: row.job_title },
    applicant: {
      id: row.applicant_id,
      name: fullName({ first: row.first_name, last: row.last_name }) || row.email,
      email: row.email,
      phone: row.phone,
      imageUrl: row.image_path ? fileUrl(row.image_path) : null,
      linkedinUrl: row.linkedin_url,
    },
    stage: row.stage,
    columnId: columnOf(row, columns)?.id ?? null,
    message: row.message,
    answers: storedAnswers.parse(row.answers),
    cvFile: row.cv_file,
    cvUrl: row.cv_file ? applicationCvPath(row.id) : null,
    noteCount: row.note_count,
    atsSync: atsSyncOf(row),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    stageChangedAt: row.stage_changed_at.toISOString(),
    lastNoteAt: row.last_note_at ? row.last_note_at.toISOString() : null,
  };
}

/** GET {company}/applicants: the board's columns and the matching applications. */
export async function loadBoard(db: Db, companyId: string, filters: ApplicationFilters): Promise<ApplicantsResponse> {
  const columns = await ensureCompanyColumns(db, companyId);
  const rows = await companyApplications(db, companyId, filters);
  return { columns: columns.map(toColumn), applications: rows.map((row) => toApplication(row, columns)) };
}

/** The CSV export of the same list: one row per application. */
export async function exportApplicantsCsv(db: Db, companyId: string, filters: ApplicationFilters): Promise<string> {
  const { columns, applications } = await loadBoard(db, companyId, filters);
  const columnName = new Map(columns.map((column) => [column.id, column.name]));
  return toCsv(
    ['Name', 'E-mail', 'Phone', 'Job', 'Stage', 'Column', 'Applied', 'LinkedIn', 'Message'],
    applications.map((application) => [
      application.applicant.name,
      application.applicant.email,
      application.applicant.phone,
      application.job.title,
      pipelineStageLabels[application.stage],
      application.columnId ? columnName.get(application.columnId) : '',
      application.createdAt.slice(0, 10),
      application.applicant.linkedinUrl,
      application.message,
    ]),
  );
}

/**
 * Moves an application to a column. The target is the named column (it must be of the named
 * stage), else the stage's first column. Rejected applications are locked: a move out of
 * Rejected is a 409. Moving into Rejected writes the rejection mail to the applicant in the
 * same transaction, once (a repeated move to Rejected is no change and sends nothing). A move that
 * changes the status the applicant sees (libs/domain applicantStatusOf: Applied, Under review,
 * Hired) mails them the new status; a move between columns of one status sends nothing. The
 * move is in the application's history, and the startup's response record is recomputed after
 * the commit.
 */
export async function moveApplication(
  db: Db,
  mailer: Mailer,
  id: string,
  move: MoveApplication,
  userId: string,
  origin: string,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<Application> {
  const { application, companyId } = await db.transaction((tx) => moveInTransaction(tx, mailer, id, move, userId, origin));
  await refreshAfterCommit(db, companyId, log);
  return application;
}

/**
 * A startup's response record is derived data: refreshed after the commit, so writes to one
 * startup's applications do not queue on its record's row; a failure leaves the write stored (the
 * hourly refresh of stale records mends the record).
 */
async function refreshAfterCommit(db: Db, companyId: string, log: Pick<FastifyBaseLogger, 'error'>): Promise<void> {
  await refreshResponseRecordSoon(db, companyId).catch((error: unknown) => log.error({ err: error, companyId }, 'refreshing a response record after a write failed'));
}

/** moveApplication's work inside the caller's transaction, the response record aside. */
async function moveInTransaction(tx: Db, mailer: Mailer, id: string, move: MoveApplication, userId: string, origin: string): Promise<{ application: Application; companyId: string }> {
  await lockApplication(tx, id);
  const current = await applicationById(tx, id);
  if (!current) throw notFound(`No application with the id ${id}`);
  const columns = await ensureCompanyColumns(tx, current.company_id);
  const target = move.columnId ? columns.find((column) => column.id === move.columnId) : columns.find((column) => column.stage === move.stage);
  if (!target) {
    if (move.columnId) throw badRequest('Unknown column', [{ path: 'columnId', message: 'This column is not on the startup\'s board' }]);
    throw badRequest(`The board has no ${pipelineStageLabels[move.stage]} column`, [{ path: 'stage', message: 'The board has no column of this stage' }]);
  }
  if (target.stage !== move.stage) {
    throw badRequest('The column belongs to another stage', [{ path: 'columnId', message: `This column is of stage ${target.stage}, not ${move.stage}` }]);
  }
  const from = columnOf(current, columns);
  if (from?.id === target.id && current.stage === target.stage) return { application: toApplication(current, columns), companyId: current.company_id };
  if (current.stage === 'rejected' || from?.locked) throw conflict(applicantTexts.rejectedLocked);

  await moveApplicationRow(tx, id, { stage: target.stage, columnId: target.id, byUserId: userId });
  const status = applicantStatusOf(target.stage);
  // The applicant's mails speak the language of the site they applied on (null: the main site, English).
  const language = current.language === null ? null : pickLocale(current.language);
  if (status === 'rejected') {
    await mailer.enqueue(
      tx,
      rejectionMail(
        { to: current.email, firstName: current.first_name, lastName: current.last_name, jobTitle: current.job_title, companyName: current.company_name, message: move.message },
        await applicantMailLanguage(language),
      ),
    );
  } else if (applicantStatusOf(current.stage) !== status) {
    await mailer.enqueue(
      tx,
      applicationStatusMail(
        { to: current.email, firstName: current.first_name, jobTitle: current.job_title, companyName: current.company_name, status, origin },
        await applicantMailLanguage(language),
      ),
    );
  }
  const moved = await applicationById(tx, id);
  if (!moved) throw new Error(`Application ${id} vanished during a move`);
  return { application: toApplication(moved, columns), companyId: current.company_id };
}

/**
 * POST {company}/applications/move: several applications of the company to one stage (and
 * column), each as moveApplication moves it (mails included), all or none. Every id must be an
 * application of this company's jobs: one that is not makes the whole request a 404 naming it,
 * so a manager learns nothing about other startups' applications.
 */
export async function moveApplications(
  db: Db,
  mailer: Mailer,
  companyId: string,
  input: BulkMoveApplications,
  userId: string,
  origin: string,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<Application[]> {
  const ids = [...new Set(input.ids)];
  const moved = await db.transaction(async (tx) => {
    const outside = await applicationsOutsideCompany(tx, companyId, ids);
    if (outside.length > 0) throw notFound(`No application with the id ${outside[0]} on this board`);
    const applications: Application[] = [];
    for (const id of ids) {
      applications.push((await moveInTransaction(tx, mailer, id, { stage: input.stage, columnId: input.columnId, message: input.message }, userId, origin)).application);
    }
    return applications;
  });
  await refreshAfterCommit(db, companyId, log);
  return moved;
}

/** Column colours come from the site configuration's kanban.columnColors only. */
function checkColor(color: string | undefined): void {
  if (color !== undefined && !kanbanColumnColors.includes(color)) {
    throw badRequest('Unknown column colour', [{ path: 'color', message: `Choose one of the board colours: ${kanbanColumnColors.join(', ')}` }]);
  }
}

/** A new custom column after the last custom one (before Hired); its colour the first unused one. */
export async function createCustomColumn(db: Db, companyId: string, input: { name: string; color?: string | undefined }): Promise<KanbanColumn> {
  checkColor(input.color);
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('nordhub.kanban.' || $1))`, [companyId]);
    const columns = await ensureCompanyColumns(tx, companyId);
    if (columns.filter((column) => column.stage === 'custom').length >= MAX_CUSTOM_COLUMNS) {
      throw conflict(`A board holds at most ${MAX_CUSTOM_COLUMNS} custom columns`);
    }
    const used = new Set(columns.map((column) => column.color));
    const color = input.color ?? kanbanColumnColors.find((candidate) => !used.has(candidate)) ?? kanbanColumnColors[0]!;
    const lastEarly = columns.map((column) => column.stage).lastIndexOf('custom');
    const at = lastEarly >= 0 ? lastEarly + 1 : Math.max(0, columns.findIndex((column) => column.stage === 'applied') + 1);
    const created = await insertColumn(tx, companyId, { name: input.name, color, position: at });
    const order = [...columns.slice(0, at).map((c) => c.id), created.id, ...columns.slice(at).map((c) => c.id)];
    await setColumnPositions(tx, order);
    return toColumn({ ...created, position: at });
  });
}

async function customColumn(db: Db, companyId: string, columnId: string): Promise<ColumnRow> {
  const columns = await ensureCompanyColumns(db, companyId);
  const column = columns.find((candidate) => candidate.id === columnId);
  if (!column) throw notFound(`No column with the id ${columnId} on this board`);
  if (column.stage !== 'custom') throw conflict(`Only custom columns can be changed or deleted; ${column.name} is part of every board`);
  return column;
}

export async function changeCustomColumn(
  db: Db,
  companyId: string,
  columnId: string,
  change: { name?: string | undefined; color?: string | undefined },
): Promise<KanbanColumn> {
  checkColor(change.color);
  await customColumn(db, companyId, columnId);
  return toColumn(await updateColumn(db, columnId, change));
}

/** Deleting a column that still holds applicants would hide them: 409 until it is empty. */
export async function deleteCustomColumn(db: Db, companyId: string, columnId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const column = await customColumn(tx, companyId, columnId);
    const count = await countApplicationsInColumn(tx, column.id);
    if (count > 0) throw conflict(`Move the ${count === 1 ? 'applicant' : formatQuantity(count, 'applicant')} out of ${column.name} before deleting it`);
    await deleteColumn(tx, column.id);
    const rest = (await ensureCompanyColumns(tx, companyId)).map((candidate) => candidate.id);
    await setColumnPositions(tx, rest);
  });
}

const toNote = (row: NoteRow): ApplicationNote => ({
  id: row.id,
  applicationId: row.application_id,
  author: row.author_id ? { id: row.author_id, name: fullName({ first: row.first_name ?? '', last: row.last_name ?? '' }) } : null,
  text: row.text,
  createdAt: row.created_at.toISOString(),
});

export async function listNotes(db: Db, applicationId: string): Promise<ApplicationNote[]> {
  return (await applicationNotes(db, applicationId)).map(toNote);
}

export async function addNote(db: Db, applicationId: string, authorId: string, text: string): Promise<ApplicationNote> {
  return toNote(await insertNote(db, applicationId, authorId, text));
}

/**
 * Everything applying needs, read in one statement (each read is a round trip, and on PGlite a turn
 * of its one connection): the applicant's profile, the job and its startup, the startup's Applied
 * column (null before its board is first used), its managers' addresses, the content type of the
 * CV named when it is the applicant's own upload, and whether the startup wants Slack told and is
 * connected to an applicant-tracking service. Profile and job columns are null when missing.
 */
interface ApplyRead {
  profile_id: string | null;
  enabled: boolean | null;
  phone: string | null;
  pitch: string | null;
  cv_file: StoredFile | null;
  email: string;
  first_name: string;
  last_name: string;
  job_id: string | null;
  title: string;
  company_id: string;
  company_key: string;
  company_name: string;
  status: string;
  approved_at: Date | null;
  expiration_date: Date | null;
  receive_applicants: string;
  screening_questions: unknown;
  has_board: boolean;
  applied_column_id: string | null;
  manager_emails: string[] | null;
  cv_content_type: string | null;
  slack_wanted: boolean | null;
  ats_connected: boolean | null;
  [column: string]: unknown;
}

const applyRead = prepared(
  'apply_read',
  `SELECT p.id AS profile_id, p.enabled, p.phone, p.pitch, p.cv_file, u.email, u.first_name, u.last_name,
          j.id AS job_id, j.title, j.company_id, c.key AS company_key, c.name AS company_name, j.status, j.approved_at,
          j.expiration_date, j.receive_applicants, j.screening_questions,
          EXISTS (SELECT 1 FROM kanban_columns k WHERE k.company_id = j.company_id) AS has_board,
          (SELECT k.id FROM kanban_columns k WHERE k.company_id = j.company_id AND k.stage = 'applied' ORDER BY k.position, k.id LIMIT 1) AS applied_column_id,
          ARRAY (SELECT mu.email FROM company_managers m JOIN users mu ON mu.id = m.user_id WHERE m.company_id = j.company_id ORDER BY m.created_at) AS manager_emails,
          (SELECT f.content_type FROM uploads f WHERE f.path = $3 AND f.user_id = $1 AND f.kind = 'file') AS cv_content_type,
          ${slackWantsSql('c', `'new-applicant'`)} AS slack_wanted,
          ${atsConnectedSql('j.company_id')} AS ats_connected
     FROM (SELECT 1) AS one
     LEFT JOIN (applicant_profiles p JOIN users u ON u.id = p.user_id) ON p.user_id = $1
     LEFT JOIN (jobs j JOIN companies c ON c.id = j.company_id) ON j.id = $2`,
);

const storedAnswers = lenientArray(screeningAnswerSchema);

/**
 * The job's screening questions with the applicant's answers, in the job's order: each needs a
 * non-blank answer (400 naming `answers.<n>`). Quick apply has no answers to give.
 */
function screeningAnswers(questions: readonly string[], input: ApplyToJob): ScreeningAnswer[] {
  if (questions.length === 0) return [];
  if (input.quickApply) {
    throw badRequest('This job asks questions: apply with the form', [{ path: 'quickApply', message: 'This job asks questions: apply with the form to answer them' }]);
  }
  const given = input.answers ?? [];
  const missing = questions.flatMap((_question, index) => (given[index]?.trim() ? [] : [{ path: `answers.${index}`, message: applyTexts.answerRequired }]));
  if (missing.length > 0) throw badRequest(applyTexts.answerRequired, missing);
  return questions.map((question, index) => ({ question, answer: given[index]?.trim() ?? '' }));
}

/** What the application stores: the form's answers, or (quick apply) the stored settings. */
function applicationContent(profile: Pick<ApplyRead, 'phone' | 'pitch' | 'cv_file'>, input: ApplyToJob): { message: string; phone: string | null; cvFile: StoredFile | null } {
  if (input.quickApply) {
    if (!profile.cv_file) {
      throw badRequest('Quick apply needs a CV', [{ path: 'quickApply', message: 'Add your CV in Quick apply settings first, or apply with the form' }]);
    }
    return { message: input.message?.trim() || profile.pitch || '', phone: input.phone || profile.phone, cvFile: profile.cv_file };
  }
  return { message: input.message ?? '', phone: input.phone ?? null, cvFile: input.cvFile ?? null };
}

/**
 * POST /jobs/{id}/apply: one application per applicant and job, landing in Applied. Only jobs
 * the public can see and that take applications on Nordhub; a CV must be a file the applicant
 * uploaded themselves (its path is what managers later download). Quick apply copies the stored
 * quick-apply settings into the application, so later changes to them leave it as sent. The
 * startup's managers get a mail and the applicant a receipt, written to the outbox in the same
 * transaction and sent after the commit. What the application needs is read in one statement and
 * checked before the transaction, which holds only the writes (the application, its mails in one
 * statement, the Slack and applicant-tracking deliveries when the startup has them), so concurrent
 * applications wait on each other least.
 * `queuedDeliveries` says whether a Slack message or applicant-tracking candidate waits in the
 * delivery outbox (the caller starts its worker only then).
 */
export async function applyToJob(
  db: Db,
  mailer: Mailer,
  userId: string,
  jobId: string,
  input: ApplyToJob,
  origin: string,
): Promise<{ application: MyApplication; queuedDeliveries: boolean }> {
  // A CV sent with the form must be the applicant's own upload; quick apply takes the stored one.
  const cvPath = !input.quickApply && input.cvFile ? input.cvFile.path : null;
  const read = await db.one<ApplyRead>(applyRead, [userId, jobId, cvPath]);
  const profile = read.profile_id === null ? null : { ...read, id: read.profile_id };
  if (!profile?.enabled) throw forbidden('Create your applicant profile before you apply');
  const job = read.job_id === null ? null : { ...read, id: read.job_id };
  const open = job && job.status === 'ACTIVE' && job.approved_at !== null && (job.expiration_date === null || job.expiration_date > new Date());
  if (!job || !open) throw notFound(`No open job with the id ${jobId}`);
  if (job.receive_applicants !== 'platform') throw conflict('This job takes applications outside Nordhub: follow the link or e-mail on the job page');
  const answers = screeningAnswers(storedTexts.parse(job.screening_questions), input);
  const content = applicationContent(profile, input);
  if (cvPath !== null) checkCvUpload(read.cv_content_type);
  const receiptLanguage = await applicantMailLanguage(input.language);
  // The board's columns are made the first time it is used: the first application to a startup makes them.
  const applied = read.has_board ? (read.applied_column_id === null ? null : { id: read.applied_column_id }) : ((await ensureCompanyColumns(db, job.company_id)).find((column) => column.stage === 'applied') ?? null);
  const managers = read.manager_emails ?? [];
  const history = JSON.stringify([{ stage: 'applied', columnId: applied?.id ?? null, at: new Date().toISOString(), byUserId: userId }]);
  const mailInput = {
    applicantName: fullName({ first: profile.first_name, last: profile.last_name }) || profile.email,
    applicantFirstName: profile.first_name,
    jobTitle: job.title,
    companyName: job.company_name,
    companyKey: job.company_key,
    jobId,
    origin,
  };
  const mails = managers.map((email) => newApplicantMail(email, mailInput));

  const application = await db.transaction(async (tx) => {
    const row = await tx.maybeOne<{ id: string; created_at: Date }>(
      `INSERT INTO applications (job_id, applicant_id, stage, column_id, message, phone, cv_file, history, answers, language)
       VALUES ($1, $2, 'applied', $3, $4, $5, $6::jsonb, $7::jsonb, $8::jsonb, $9)
       ON CONFLICT (job_id, applicant_id) DO NOTHING
       RETURNING id, created_at`,
      [jobId, profile.id, applied?.id ?? null, content.message, content.phone, content.cvFile ? JSON.stringify(content.cvFile) : null, history, JSON.stringify(answers), input.language ?? null],
    );
    if (!row) throw conflict(applicantTexts.alreadyApplied);
    // The receipt names the day of the application, known once its row is in.
    await mailer.enqueueAll(tx, [...mails, applicationReceiptMail(profile.email, { ...mailInput, appliedAt: row.created_at }, receiptLanguage)]);
    if (read.slack_wanted) {
      await enqueueSlackMessage(tx, job.company_id, 'new-applicant', `New applicant for ${job.title}: ${mailInput.applicantName}. ${origin}/client/startups/${encodeURIComponent(job.company_key)}/applicants`);
    }
    if (read.ats_connected) await enqueueAtsCandidate(tx, job.company_id, row.id);
    const created: MyApplication = { id: row.id, jobId, stage: 'applied', createdAt: row.created_at.toISOString() };
    return { application: created, queuedDeliveries: Boolean(read.slack_wanted || read.ats_connected) };
  });
  // The startup's response record stays as it is: an application counts in it once it is answered
  // (a move, which refreshes the record) or its answer window has passed (the hourly refresh).
  return application;
}
