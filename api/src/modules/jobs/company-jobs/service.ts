import { countryNames, countryCodeSchema, jobStatusSchema, type JobDetail, type JobInputParsed, type JobListItem, type JobReview } from '@nordhub/contracts';
import {
  decideJobRejection,
  decideJobTransition,
  jobWaitsForReview,
  effectiveJobStatus,
  NEW_JOB_STATUS,
  paidPeriodEnd,
  requiredPayProblem,
  screeningQuestionProblems,
  postingPeriodMessage,
  type PayRule,
  type JobAction,
  type JobLifecycleStatus,
  type JobActor,
  type JobTransitionDecision,
  type JobReviewMode,
  type TransitionContext,
} from '@nordhub/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/db';
import { badRequest, conflict, forbidden, notFound } from '../../../http-errors';
import type { Mailer } from '../../operations/mail';
import { startIntervalTask, type IntervalTask, type ScheduledTaskOptions } from '../../../scheduling/interval-task';
import { jobRows } from '../listings';
import { anyJob, toJobListItem } from '../jobs';
import {
  companyHasHadLiveJob,
  companyJobIds,
  companyManagerEmails,
  expireDueJobs,
  jobReviewRow,
  jobsAwaitingReview,
  markPostingPaid,
  rejectJobInReview,
  type JobReviewRow,
  insertCompanyJob,
  jobLifecycleRow,
  jobPayRuleRow,
  setJobStatus,
  updateJobForm,
  writeJobPay,
  type JobFormColumns,
  type JobPayColumns,
  type JobWorkConditionColumns,
  writeJobWorkConditions,
  writeScreeningQuestions,
} from './queries';
import { jobApprovedMail, jobRejectedMail } from './review-mails';

const blankToNull = (value: string | null | undefined) => (value === undefined || value === null || value.trim() === '' ? null : value);

/** The parsed job form as stored: fields that do not apply to the chosen types are cleared. */
export function toJobFormColumns(input: JobInputParsed): JobFormColumns {
  const countryCode = input.location.countryCode ?? null;
  const nordic = countryCodeSchema.safeParse(countryCode);
  const range = input.salary.type === 'range';
  const percentage = input.otherCompensation?.type === 'percentage';
  return {
    title: input.title,
    description: input.description,
    category: input.category,
    positionType: input.positionType,
    locality: blankToNull(input.location.locality),
    address: blankToNull(input.location.address),
    // A known country code names the country when the form left the name out.
    country: blankToNull(input.location.country) ?? (nordic.success ? countryNames[nordic.data] : null),
    countryCode,
    isRemote: input.isRemote,
    expirationDate: input.expirationDate ? new Date(input.expirationDate) : null,
    salaryType: input.salary.type,
    salaryMin: range ? (input.salary.min ?? null) : null,
    salaryMax: range ? (input.salary.max ?? null) : null,
    salaryCurrency: range ? (input.salary.currency ?? null) : null,
    otherCompensation: input.otherCompensation?.type ?? null,
    otherCompensationPercentage: percentage ? (input.otherCompensation?.percentage ?? null) : null,
    receiveApplicants: input.receiveApplicants,
    applicationUrl: input.receiveApplicants === 'url' ? (input.applicationUrl ?? null) : null,
    applicationEmail: input.receiveApplicants === 'email' ? (input.applicationEmail ?? null) : null,
    shareImagePath: input.share?.image?.path ?? null,
    benefits: input.benefits ? JSON.stringify(input.benefits) : null,
  };
}

/** The pay details of the form as stored: a period only for a range, a top share only for equity. */
export function toJobPayColumns(input: JobInputParsed): JobPayColumns {
  const range = input.salary.type === 'range';
  const percentage = input.otherCompensation?.type === 'percentage';
  const top = percentage ? (input.otherCompensation?.percentageMax ?? null) : null;
  return {
    salaryPeriod: range ? (input.salary.period ?? null) : null,
    // A top share equal to the lowest is one share, stored as such.
    otherCompensationPercentageMax: top !== null && top === input.otherCompensation?.percentage ? null : top,
  };
}

/** The form's working conditions as stored; absent fields keep the stored values (null). */
export function toJobWorkConditionColumns(input: JobInputParsed): JobWorkConditionColumns {
  return {
    workingLanguage: input.workingLanguage ?? null,
    requiredLanguages: input.requiredLanguages ? [...new Set(input.requiredLanguages)] : null,
    visaSponsorship: input.visaSponsorship ?? null,
    relocationSupport: input.relocationSupport ?? null,
    remoteCountryCodes: input.remoteCountryCodes ? [...new Set(input.remoteCountryCodes)] : null,
  };
}

/**
 * Refuses a form save whose pay breaks a required rule (400 naming the salary field to fix) or
 * that asks applicants about their pay history (400 naming each such question).
 */
function assertFormFollowsPayRules(rules: readonly PayRule[], input: JobInputParsed, now: Date): void {
  const problem = requiredPayProblem(rules, input.location.countryCode, input.salary, now);
  if (problem) throw badRequest(problem.message, [{ path: problem.field, message: problem.message }]);
  const questions = screeningQuestionProblems(input.screeningQuestions ?? []);
  const [first] = questions;
  if (first) throw badRequest(first.message, questions.map(({ index, message }) => ({ path: `screeningQuestions.${index}`, message })));
}

/**
 * Refuses to put a stored job live (submit, approve, resume, republish, checkout) while its pay
 * breaks a required rule: 409 with the rule, fixed by editing the job's pay.
 */
export async function assertStoredJobStatesPay(db: Db, rules: readonly PayRule[], id: string, now: Date): Promise<void> {
  const row = await jobPayRuleRow(db, id);
  if (!row) return;
  const salary = { type: row.salary_type, min: row.salary_min, max: row.salary_max, currency: row.salary_currency, period: row.salary_period };
  const problem = requiredPayProblem(rules, row.country_code, salary, now);
  if (problem) throw conflict(`${problem.message} Edit the job's pay first.`);
}

/** Reads a job just written; it exists, since the caller holds its id from the write. */
async function loadJob(db: Db, id: string, viewerId: string): Promise<JobDetail> {
  const job = await anyJob(db, id, viewerId);
  if (!job) throw new Error(`Job ${id} vanished after a write`);
  return job;
}

/** POST /companies/{key}/jobs: a new job is always a DRAFT. */
export async function createCompanyJob(
  db: Db,
  companyId: string,
  input: JobInputParsed,
  viewerId: string,
  payRules: readonly PayRule[],
  now = new Date(),
): Promise<JobDetail> {
  assertFormFollowsPayRules(payRules, input, now);
  const id = await db.transaction(async (tx) => {
    const created = await insertCompanyJob(tx, companyId, NEW_JOB_STATUS, toJobFormColumns(input));
    await writeJobPay(tx, created, toJobPayColumns(input));
    await writeJobWorkConditions(tx, created, toJobWorkConditionColumns(input));
    await writeScreeningQuestions(tx, created, input.screeningQuestions ?? null);
    return created;
  });
  return loadJob(db, id, viewerId);
}

/**
 * PUT /jobs/{id}: the form may be saved in any status (an expired job gets a new date before
 * republishing). A new date never buys time: a job past its date is first stored as EXPIRED (so
 * only republishing and paying brings it back), and a live or paused job's date stays within its
 * paid period (400 naming `expirationDate`; no date means the period's end).
 */
export async function editCompanyJob(
  db: Db,
  id: string,
  input: JobInputParsed,
  viewerId: string,
  payRules: readonly PayRule[],
  now = new Date(),
): Promise<JobDetail> {
  assertFormFollowsPayRules(payRules, input, now);
  await db.transaction(async (tx) => {
    const columns = toJobFormColumns(input);
    const row = await jobLifecycleRow(tx, id, { lock: true });
    if (row && effectiveJobStatus({ status: row.status, expirationDate: row.expiration_date }, now) !== row.status) {
      await setJobStatus(tx, id, 'EXPIRED', 'keep');
    } else if (row && (row.status === 'ACTIVE' || row.status === 'STOPPED')) {
      const end = paidPeriodEnd({ postingEndsAt: row.posting_ends_at, approvedAt: row.approved_at, expirationDate: row.expiration_date });
      if (end && columns.expirationDate === null) columns.expirationDate = end;
      if (end && columns.expirationDate && columns.expirationDate.getTime() > end.getTime()) {
        const message = postingPeriodMessage(end);
        throw badRequest(message, [{ path: 'expirationDate', message }]);
      }
    }
    await updateJobForm(tx, id, columns);
    await writeJobPay(tx, id, toJobPayColumns(input));
    await writeJobWorkConditions(tx, id, toJobWorkConditionColumns(input));
    await writeScreeningQuestions(tx, id, input.screeningQuestions ?? null);
  });
  return loadJob(db, id, viewerId);
}

/** GET /companies/{key}/jobs: every job of the company, newest first, with the status that counts. */
export async function listCompanyJobs(db: Db, companyId: string, viewerId: string, now = new Date()): Promise<JobListItem[]> {
  const rows = await jobRows(db, await companyJobIds(db, companyId), viewerId);
  // The lifecycle's effective status: a paused job past its date is EXPIRED here too.
  return rows.map((row) => ({
    ...toJobListItem(row, now),
    status: effectiveJobStatus({ status: jobStatusSchema.parse(row.status), expirationDate: row.expiration_date }, now),
    postingPaid: row.posting_paid,
  }));
}

/** Actions that put a job in front of job seekers (or in the queue to be). */
const GOING_LIVE: ReadonlySet<JobAction> = new Set(['submit', 'approve', 'resume', 'republish']);

export type TransitionOutcome =
  | { done: true; job: JobDetail }
  | { done: false; refusal: Extract<JobTransitionDecision, { allowed: false }> };

/**
 * Takes `action` on job `id` for `actor`, under a row lock so two requests cannot both move
 * the same job (an approval of a job in review goes through approveJobInReview). A job whose date has passed is first stored as EXPIRED (the clock catching
 * up), then the action is judged.
 */
export async function transitionJob(
  db: Db,
  id: string,
  action: JobAction,
  actor: JobActor,
  viewerId: string,
  settings: { payRules: readonly PayRule[]; jobReview: JobReviewMode },
  notify: { mailer: Mailer; origin: string },
  now = new Date(),
): Promise<TransitionOutcome> {
  // Approving a job in review is one decision wherever the admin takes it: the queue's, mails included.
  if (action === 'approve' && (await jobReviewRow(db, id))?.status === 'PENDING_COMPANY_APPROVAL') {
    await approveJobInReview(db, notify.mailer, { id, actor, origin: notify.origin, payRules: settings.payRules }, now);
    return { done: true, job: await loadJob(db, id, viewerId) };
  }
  if (GOING_LIVE.has(action)) await assertStoredJobStatesPay(db, settings.payRules, id, now);
  const decision = await db.transaction(async (tx) => {
    const row = await jobLifecycleRow(tx, id, { lock: true });
    if (!row) throw new Error(`Job ${id} vanished before its transition`);
    const job = { status: row.status, expirationDate: row.expiration_date, postingPaid: row.posting_paid };
    if (action !== 'expire' && effectiveJobStatus(job, now) !== job.status) {
      await setJobStatus(tx, id, 'EXPIRED', 'keep');
      job.status = 'EXPIRED';
    }
    const context = action === 'submit' ? await reviewContext(tx, row.company_id, settings.jobReview) : {};
    const decided = decideJobTransition(job, action, actor, now, context);
    if (decided.allowed) await setJobStatus(tx, id, decided.to, decided.approval);
    return decided;
  });
  if (!decision.allowed) return { done: false, refusal: decision };
  return { done: true, job: await loadJob(db, id, viewerId) };
}

/**
 * Stores a move of job `id` to `to` that the caller has judged (decideJobTransition's `to` and
 * `approval`) inside its own transaction, as the payments module's post steps do. `paid`: a
 * confirmed posting payment whose job now waits for review, so it is never charged again.
 */
export async function changeJobStatus(db: Db, id: string, to: JobLifecycleStatus, approval: 'set' | 'clear' | 'keep', options: { paid?: boolean } = {}): Promise<void> {
  await setJobStatus(db, id, to, approval);
  if (options.paid && to === 'PENDING_COMPANY_APPROVAL') await markPostingPaid(db, id);
}

/**
 * Whether a job of company `companyId` going live now waits for review (JOB_REVIEW), as the
 * lifecycle's context: for a submit here, for a confirmed payment in the payments module.
 */
export async function reviewContext(db: Db, companyId: string, mode: JobReviewMode): Promise<TransitionContext> {
  if (mode !== 'first-job') return { review: jobWaitsForReview(mode, true) };
  return { review: jobWaitsForReview(mode, await companyHasHadLiveJob(db, companyId)) };
}

/** How many jobs the admin's queue shows at once (the oldest first). */
export const REVIEW_QUEUE_LIMIT = 200;

function toJobReview(row: JobReviewRow): JobReview {
  return {
    jobId: row.id,
    title: row.title,
    status: row.status,
    company: { key: row.company_key, name: row.company_name },
    place: [row.locality, row.country].filter(Boolean).join(', ') || null,
    waiting: row.status === 'PENDING_COMPANY_APPROVAL',
    paid: row.posting_paid,
    submittedAt: row.review_submitted_at?.toISOString() ?? null,
    rejection:
      row.review_rejection_reason && row.review_rejected_at ? { reason: row.review_rejection_reason, at: row.review_rejected_at.toISOString() } : null,
  };
}

/** GET /job-review: the admin's queue. */
export async function reviewQueue(db: Db): Promise<JobReview[]> {
  return (await jobsAwaitingReview(db, REVIEW_QUEUE_LIMIT)).map(toJobReview);
}

/** GET /jobs/{id}/review: the job's review for its managers (the reason of a rejection). */
export async function jobReview(db: Db, id: string): Promise<JobReview> {
  const row = await jobReviewRow(db, id);
  if (!row) throw notFound(`No job with the id ${id}`);
  return toJobReview(row);
}

export interface ReviewDecisionInput {
  id: string;
  actor: JobActor;
  origin: string;
  payRules: readonly PayRule[];
}

/**
 * POST /job-review/{id}/approve: an admin publishes a job in review (the lifecycle's approve,
 * which starts its posting period) and each manager of the startup is mailed; a first publish
 * links to the job's welcome page.
 */
export async function approveJobInReview(db: Db, mailer: Mailer, input: ReviewDecisionInput, now = new Date()): Promise<JobReview> {
  await assertStoredJobStatesPay(db, input.payRules, input.id, now);
  const approved = await db.transaction(async (tx) => {
    const row = await jobReviewRow(tx, input.id);
    if (!row) throw notFound(`No job with the id ${input.id}`);
    const lifecycle = await jobLifecycleRow(tx, input.id, { lock: true });
    const job = { status: row.status, expirationDate: lifecycle?.expiration_date ?? null };
    if (job.status !== 'PENDING_COMPANY_APPROVAL') throw conflict(`Cannot approve a job in status ${job.status} here: it is not waiting for review`);
    const decided = decideJobTransition(job, 'approve', input.actor, now);
    if (!decided.allowed) throw decided.reason === 'actor' ? forbidden(decided.message) : conflict(decided.message);
    await setJobStatus(tx, input.id, decided.to, decided.approval);
    const mailInput = { jobTitle: row.title, companyName: row.company_name, companyKey: row.company_key, jobId: row.id, origin: input.origin };
    for (const to of await companyManagerEmails(tx, row.company_id)) {
      await mailer.enqueue(tx, jobApprovedMail(to, { ...mailInput, firstPublish: row.first_published_at === null }));
    }
    return (await jobReviewRow(tx, input.id)) ?? row;
  });
  void mailer.deliver();
  return toJobReview(approved);
}

/**
 * POST /job-review/{id}/reject: an admin sends a job in review back to DRAFT with a reason, which
 * its managers see on the job and get by mail. A paid posting stays paid: the resubmitted job
 * comes back to review without another checkout.
 */
export async function rejectJob(db: Db, mailer: Mailer, input: ReviewDecisionInput & { reason: string }): Promise<JobReview> {
  const rejected = await db.transaction(async (tx) => {
    const lifecycle = await jobLifecycleRow(tx, input.id, { lock: true });
    const row = await jobReviewRow(tx, input.id);
    if (!lifecycle || !row) throw notFound(`No job with the id ${input.id}`);
    const decided = decideJobRejection({ status: lifecycle.status }, input.actor);
    if (!decided.allowed) throw decided.reason === 'actor' ? forbidden(decided.message) : conflict(decided.message);
    await rejectJobInReview(tx, input.id, input.reason);
    const mailInput = { jobTitle: row.title, companyName: row.company_name, companyKey: row.company_key, jobId: row.id, origin: input.origin, reason: input.reason };
    for (const to of await companyManagerEmails(tx, row.company_id)) await mailer.enqueue(tx, jobRejectedMail(to, mailInput));
    return (await jobReviewRow(tx, input.id)) ?? row;
  });
  void mailer.deliver();
  return toJobReview(rejected);
}

/** How often the clock stores EXPIRED for jobs past their date (reads use the effective status meanwhile). */
export const EXPIRY_SWEEP_MS = 60 * 60 * 1000;

/** The job expiry sweep as a scheduled task: once an hour across all instances (expireDueJobs is idempotent). */
export function jobExpirySchedule(deps: { db: Db; log: FastifyBaseLogger }): ScheduledTaskOptions<{ expired: number }> {
  return {
    task: 'job-expiry',
    db: deps.db,
    intervalMs: EXPIRY_SWEEP_MS,
    log: deps.log,
    run: async () => ({ expired: await expireDueJobs(deps.db) }),
    shouldLog: (summary) => summary.expired > 0,
    doneMessage: 'jobs past their date expired',
    failedMessage: 'Expiring due jobs failed',
  };
}

/**
 * Starts the expiry sweep (main.ts). The first tick waits one interval, the timing the sweep always
 * had: a server that just started keeps the stored statuses as they are (reads use the effective
 * status anyway), and short-lived servers (e2e) never sweep.
 */
export function startJobExpiryScheduler(deps: { db: Db; log: FastifyBaseLogger }): IntervalTask {
  return startIntervalTask({ ...jobExpirySchedule(deps), startDelayMs: EXPIRY_SWEEP_MS });
}
