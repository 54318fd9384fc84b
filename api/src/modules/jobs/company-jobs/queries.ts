import { postingPeriodDays, type JobLifecycleStatus } from '@nordhub/domain';
import type { Db } from '../../../db/db';
import { isJobId } from '../../../db/ids';

/** The columns the job form writes, as stored. */
export interface JobFormColumns {
  title: string;
  description: string;
  category: string;
  positionType: string;
  locality: string | null;
  address: string | null;
  country: string | null;
  countryCode: string | null;
  isRemote: boolean;
  expirationDate: Date | null;
  salaryType: string;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  otherCompensation: string | null;
  otherCompensationPercentage: number | null;
  receiveApplicants: string;
  applicationUrl: string | null;
  applicationEmail: string | null;
  shareImagePath: string | null;
  /** JSON of [{ icon, text }]; null keeps what is stored (none for a new job). */
  benefits: string | null;
}

const formValues = (job: JobFormColumns) => [
  job.title,
  job.description,
  job.category,
  job.positionType,
  job.locality,
  job.address,
  job.country,
  job.countryCode,
  job.isRemote,
  job.expirationDate,
  job.salaryType,
  job.salaryMin,
  job.salaryMax,
  job.salaryCurrency,
  job.otherCompensation,
  job.otherCompensationPercentage,
  job.receiveApplicants,
  job.applicationUrl,
  job.applicationEmail,
  job.shareImagePath,
  job.benefits,
];

/** Inserts a job of `companyId` in `status`; returns its id. */
export async function insertCompanyJob(db: Db, companyId: string, status: JobLifecycleStatus, job: JobFormColumns): Promise<string> {
  const row = await db.one<{ id: string }>(
    `INSERT INTO jobs (title, description, category, position_type, locality, address, country, country_code, is_remote,
                       expiration_date, salary_type, salary_min, salary_max, salary_currency, other_compensation,
                       other_compensation_percentage, receive_applicants, application_url, application_email, share_image_path,
                       benefits, company_id, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20,
             COALESCE($21::jsonb, '[]'::jsonb), $22, $23)
     RETURNING id`,
    [...formValues(job), companyId, status],
  );
  return row.id;
}

/** Rewrites the form's columns of job `id`; an edit also confirms the job open (docs/fresh-jobs.md). */
export async function updateJobForm(db: Db, id: string, job: JobFormColumns): Promise<void> {
  await db.query(
    `UPDATE jobs SET title = $1, description = $2, category = $3, position_type = $4, locality = $5, address = $6, country = $7,
                     country_code = $8, is_remote = $9, expiration_date = $10, salary_type = $11, salary_min = $12, salary_max = $13,
                     salary_currency = $14, other_compensation = $15, other_compensation_percentage = $16, receive_applicants = $17,
                     application_url = $18, application_email = $19, share_image_path = $20,
                     benefits = COALESCE($21::jsonb, benefits), updated_at = now(), confirmed_at = now()
      WHERE id = $22`,
    [...formValues(job), id],
  );
}

/** Writes the screening questions of job `id`; null keeps what is stored. */
export async function writeScreeningQuestions(db: Db, id: string, questions: readonly string[] | null): Promise<void> {
  if (questions === null) return;
  await db.query('UPDATE jobs SET screening_questions = $2::jsonb WHERE id = $1', [id, JSON.stringify(questions)]);
}

/** What the pay rule looks at in a stored job: where it is and the pay it states. */
export interface JobPayRuleRow {
  country_code: string | null;
  salary_type: string;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  salary_period: string | null;
  [column: string]: unknown;
}

export function jobPayRuleRow(db: Db, id: string): Promise<JobPayRuleRow | null> {
  if (!isJobId(id)) return Promise.resolve(null);
  return db.maybeOne<JobPayRuleRow>(
    `SELECT country_code, salary_type, salary_min::float8 AS salary_min, salary_max::float8 AS salary_max, salary_currency, salary_period
       FROM jobs WHERE id = $1`,
    [id],
  );
}

/** The pay details of the job form beyond its first columns (migration 0030), as stored. */
export interface JobPayColumns {
  salaryPeriod: string | null;
  otherCompensationPercentageMax: number | null;
}

/** Writes the pay details of job `id` (the same transaction as the form's other columns). */
export async function writeJobPay(db: Db, id: string, pay: JobPayColumns): Promise<void> {
  await db.query('UPDATE jobs SET salary_period = $2, other_compensation_percentage_max = $3 WHERE id = $1', [
    id,
    pay.salaryPeriod,
    pay.otherCompensationPercentageMax,
  ]);
}

/**
 * The Nordic working conditions of the job form (migration 0029), as stored; null keeps the
 * stored value (a new job has the columns' defaults).
 */
export interface JobWorkConditionColumns {
  workingLanguage: string | null;
  requiredLanguages: string[] | null;
  visaSponsorship: boolean | null;
  relocationSupport: boolean | null;
  remoteCountryCodes: string[] | null;
}

/** Writes the working conditions of job `id` (the same transaction as the form's other columns). */
export async function writeJobWorkConditions(db: Db, id: string, conditions: JobWorkConditionColumns): Promise<void> {
  await db.query(
    `UPDATE jobs SET working_language = COALESCE($2, working_language), required_languages = COALESCE($3::text[], required_languages),
                     visa_sponsorship = COALESCE($4, visa_sponsorship), relocation_support = COALESCE($5, relocation_support),
                     remote_country_codes = COALESCE($6::text[], remote_country_codes)
      WHERE id = $1`,
    [id, conditions.workingLanguage, conditions.requiredLanguages, conditions.visaSponsorship, conditions.relocationSupport, conditions.remoteCountryCodes],
  );
  // A job that is English-friendly needs no local language, and one done on site no remote countries.
  await db.query(
    `UPDATE jobs SET required_languages = CASE WHEN working_language = 'ENGLISH' THEN '{}' ELSE required_languages END,
                     remote_country_codes = CASE WHEN is_remote THEN remote_country_codes ELSE '{}' END
      WHERE id = $1 AND ((working_language = 'ENGLISH' AND required_languages <> '{}') OR (NOT is_remote AND remote_country_codes <> '{}'))`,
    [id],
  );
}

export interface JobLifecycleRow {
  id: string;
  status: JobLifecycleStatus;
  expiration_date: Date | null;
  approved_at: Date | null;
  posting_ends_at: Date | null;
  posting_paid: boolean;
  company_id: string;
  company_key: string;
  [column: string]: unknown;
}

/** What the lifecycle needs of job `id` (and its company, for the guard); null when none. */
export function jobLifecycleRow(db: Db, id: string, options: { lock?: boolean } = {}): Promise<JobLifecycleRow | null> {
  if (!isJobId(id)) return Promise.resolve(null);
  return db.maybeOne<JobLifecycleRow>(
    `SELECT j.id, j.status, j.expiration_date, j.approved_at, j.posting_ends_at, j.posting_paid, c.id AS company_id, c.key AS company_key
       FROM jobs AS j JOIN companies AS c ON c.id = j.company_id
      WHERE j.id = $1${options.lock ? ' FOR UPDATE OF j' : ''}`,
    [id],
  );
}

/**
 * Moves job `id` to `to`, changing approved_at as told. Going live (ACTIVE) confirms the job open.
 * Approval (a confirmed payment or an admin's approve) starts a posting period: it ends
 * `postingPeriodDays` from now, and the expiration date is capped by it (none: its end).
 */
export async function setJobStatus(db: Db, id: string, to: JobLifecycleStatus, approval: 'set' | 'clear' | 'keep'): Promise<void> {
  const period = `now() + make_interval(days => ${postingPeriodDays})`;
  const approvedAt =
    approval === 'set'
      ? `, approved_at = now(), posting_ends_at = ${period}, expiration_date = least(coalesce(expiration_date, ${period}), ${period})`
      : approval === 'clear'
        ? ', approved_at = NULL, posting_ends_at = NULL'
        : '';
  // Live: its first time out is remembered, its paid posting used, a past rejection settled.
  const live = to === 'ACTIVE'
    ? ', confirmed_at = now(), first_published_at = coalesce(first_published_at, now()), posting_paid = false, review_rejection_reason = NULL, review_rejected_at = NULL'
    : '';
  const review = to === 'PENDING_COMPANY_APPROVAL' ? ', review_submitted_at = now()' : '';
  await db.query(`UPDATE jobs SET status = $2, updated_at = now()${approvedAt}${live}${review} WHERE id = $1`, [id, to]);
}

/** A confirmed posting payment whose job waits for review: it is not charged again. */
export async function markPostingPaid(db: Db, id: string): Promise<void> {
  await db.query('UPDATE jobs SET posting_paid = true, updated_at = now() WHERE id = $1', [id]);
}

/** Whether company `companyId` has had a job live (JOB_REVIEW=first-job reviews the others). */
export async function companyHasHadLiveJob(db: Db, companyId: string): Promise<boolean> {
  const row = await db.maybeOne<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM jobs WHERE company_id = $1 AND first_published_at IS NOT NULL) AS found', [companyId]);
  return row?.found ?? false;
}

/** An admin's rejection: back to DRAFT with the reason (the posting stays paid). */
export async function rejectJobInReview(db: Db, id: string, reason: string): Promise<void> {
  await db.query(
    `UPDATE jobs SET status = 'DRAFT', review_rejection_reason = $2, review_rejected_at = now(), updated_at = now() WHERE id = $1`,
    [id, reason],
  );
}

export interface JobReviewRow {
  id: string;
  title: string;
  status: JobLifecycleStatus;
  posting_paid: boolean;
  review_submitted_at: Date | null;
  review_rejection_reason: string | null;
  review_rejected_at: Date | null;
  first_published_at: Date | null;
  locality: string | null;
  country: string | null;
  company_id: string;
  company_key: string;
  company_name: string;
  [column: string]: unknown;
}

const reviewColumns = `j.id, j.title, j.status, j.posting_paid, j.review_submitted_at, j.review_rejection_reason, j.review_rejected_at,
       j.first_published_at, j.locality, j.country, c.id AS company_id, c.key AS company_key, c.name AS company_name`;

/** The admin's queue: jobs waiting for review, the longest waiting first. */
export function jobsAwaitingReview(db: Db, limit: number): Promise<JobReviewRow[]> {
  return db.query<JobReviewRow>(
    `SELECT ${reviewColumns}
       FROM jobs AS j JOIN companies AS c ON c.id = j.company_id
      WHERE j.status = 'PENDING_COMPANY_APPROVAL'
      ORDER BY j.review_submitted_at NULLS FIRST, j.id
      LIMIT $1`,
    [limit],
  );
}

/** The review state of job `id`; null when none. */
export function jobReviewRow(db: Db, id: string): Promise<JobReviewRow | null> {
  if (!isJobId(id)) return Promise.resolve(null);
  return db.maybeOne<JobReviewRow>(`SELECT ${reviewColumns} FROM jobs AS j JOIN companies AS c ON c.id = j.company_id WHERE j.id = $1`, [id]);
}

/** The e-mail addresses of company `companyId`'s managers (the review's mails go to each). */
export async function companyManagerEmails(db: Db, companyId: string): Promise<string[]> {
  const rows = await db.query<{ email: string }>(
    'SELECT u.email FROM company_managers m JOIN users u ON u.id = m.user_id WHERE m.company_id = $1 ORDER BY m.created_at',
    [companyId],
  );
  return rows.map((row) => row.email);
}

/** The clock: every live or paused job past its expiration date becomes EXPIRED. Returns how many. */
export async function expireDueJobs(db: Db): Promise<number> {
  const rows = await db.query(
    `UPDATE jobs SET status = 'EXPIRED', updated_at = now()
      WHERE status IN ('ACTIVE', 'STOPPED') AND expiration_date IS NOT NULL AND expiration_date <= now()
      RETURNING id`,
  );
  return rows.length;
}

/** Ids of all jobs of company `companyId`, newest first. */
export async function companyJobIds(db: Db, companyId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM jobs WHERE company_id = $1 ORDER BY created_at DESC, id ASC`,
    [companyId],
  );
  return rows.map((row) => row.id);
}
