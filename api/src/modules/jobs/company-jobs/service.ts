import { countryNames, countryCodeSchema, jobStatusSchema, type JobDetail, type JobInputParsed, type JobListItem } from '@nordhub/contracts';
import {
  decideJobTransition,
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
} from '@nordhub/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/db';
import { badRequest, conflict } from '../../../http-errors';
import { startIntervalTask, type IntervalTask, type ScheduledTaskOptions } from '../../../scheduling/interval-task';
import { jobRows } from '../listings';
import { anyJob, toJobListItem } from '../jobs';
import {
  companyJobIds,
  expireDueJobs,
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
  }));
}

/** Actions that put a job in front of job seekers (or in the queue to be). */
const GOING_LIVE: ReadonlySet<JobAction> = new Set(['submit', 'approve', 'resume', 'republish']);

export type TransitionOutcome =
  | { done: true; job: JobDetail }
  | { done: false; refusal: Extract<JobTransitionDecision, { allowed: false }> };

/**
 * Takes `action` on job `id` for `actor`, under a row lock so two requests cannot both move
 * the same job. A job whose date has passed is first stored as EXPIRED (the clock catching
 * up), then the action is judged.
 */
export async function transitionJob(
  db: Db,
  id: string,
  action: JobAction,
  actor: JobActor,
  viewerId: string,
  payRules: readonly PayRule[],
  now = new Date(),
): Promise<TransitionOutcome> {
  if (GOING_LIVE.has(action)) await assertStoredJobStatesPay(db, payRules, id, now);
  const decision = await db.transaction(async (tx) => {
    const row = await jobLifecycleRow(tx, id, { lock: true });
    if (!row) throw new Error(`Job ${id} vanished before its transition`);
    const job = { status: row.status, expirationDate: row.expiration_date };
    if (action !== 'expire' && effectiveJobStatus(job, now) !== job.status) {
      await setJobStatus(tx, id, 'EXPIRED', 'keep');
      job.status = 'EXPIRED';
    }
    const decided = decideJobTransition(job, action, actor, now);
    if (decided.allowed) await setJobStatus(tx, id, decided.to, decided.approval);
    return decided;
  });
  if (!decision.allowed) return { done: false, refusal: decision };
  return { done: true, job: await loadJob(db, id, viewerId) };
}

/**
 * Stores a move of job `id` to `to` that the caller has judged (decideJobTransition's `to` and
 * `approval`) inside its own transaction, as the payments module's post steps do.
 */
export function changeJobStatus(db: Db, id: string, to: JobLifecycleStatus, approval: 'set' | 'clear' | 'keep'): Promise<void> {
  return setJobStatus(db, id, to, approval);
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
