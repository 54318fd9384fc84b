import { toDate, type DateInput } from './dates';

/**
 * The job lifecycle: one state machine for the API (which refuses everything else with 409) and
 * the UI (which offers only what `availableJobActions` returns). Documented in
 * docs/jobs-and-applicants.md ("Job lifecycle").
 */

/** Every job status (contracts' jobStatusSchema is built from this list). */
export const JOB_STATUSES = ['ACTIVE', 'STOPPED', 'EXPIRED', 'DRAFT', 'PENDING_PAYMENT', 'PENDING_COMPANY_APPROVAL'] as const;
export type JobLifecycleStatus = (typeof JOB_STATUSES)[number];

/** Every lifecycle action; creating a job is not one (a new job is always a DRAFT). */
export const JOB_ACTIONS = ['submit', 'pay', 'approve', 'pause', 'resume', 'expire', 'republish'] as const;
export type JobAction = (typeof JOB_ACTIONS)[number];

/** The status of every new job. */
export const NEW_JOB_STATUS: JobLifecycleStatus = 'DRAFT';

/**
 * Who acts: a manager of the job's company, an admin (who may also do whatever a manager may,
 * since admins pass every company guard), or the system itself (a confirmed payment, the clock).
 */
export type JobActor = 'manager' | 'admin' | 'system';

/** What a transition does to approvedAt: set it to now, clear it, or leave it. */
export type ApprovalChange = 'set' | 'clear' | 'keep';

export interface JobTransitionRule {
  from: readonly JobLifecycleStatus[];
  to: JobLifecycleStatus;
  /** The least actor: 'manager' also lets admins act; 'admin' and 'system' only themselves. */
  by: JobActor;
  approval: ApprovalChange;
  /** The job must not be past its expiration date (it would go, or be paid for going, live). */
  needsOpenDate: boolean;
}

export const jobTransitionRules: Readonly<Record<JobAction, JobTransitionRule>> = {
  // A manager sends a draft to payment (a draft already paid for, rejected in review, goes back to
  // review instead: jobTransitionTarget).
  submit: { from: ['DRAFT'], to: 'PENDING_PAYMENT', by: 'manager', approval: 'keep', needsOpenDate: true },
  // A confirmed payment approves the job: it goes live at once, unless it waits for review
  // (PENDING_COMPANY_APPROVAL, paid; docs/jobs-and-applicants.md "Job review").
  pay: { from: ['PENDING_PAYMENT'], to: 'ACTIVE', by: 'system', approval: 'set', needsOpenDate: true },
  // An admin publishes without payment (support, partners, free postings).
  approve: { from: ['DRAFT', 'PENDING_PAYMENT', 'PENDING_COMPANY_APPROVAL'], to: 'ACTIVE', by: 'admin', approval: 'set', needsOpenDate: true },
  pause: { from: ['ACTIVE'], to: 'STOPPED', by: 'manager', approval: 'keep', needsOpenDate: false },
  // A paused job past its date counts as EXPIRED, so it cannot be resumed, only republished.
  resume: { from: ['STOPPED'], to: 'ACTIVE', by: 'manager', approval: 'keep', needsOpenDate: true },
  // The clock: a live or paused job whose expiration date has passed.
  expire: { from: ['ACTIVE', 'STOPPED'], to: 'EXPIRED', by: 'system', approval: 'keep', needsOpenDate: false },
  // A new period is a new posting: it is paid (or approved) again.
  republish: { from: ['EXPIRED'], to: 'PENDING_PAYMENT', by: 'manager', approval: 'clear', needsOpenDate: true },
};

export interface LifecycleJob {
  status: JobLifecycleStatus;
  expirationDate?: DateInput | null;
  /**
   * Its posting is paid and has not gone live yet (a job waiting for review, or rejected there
   * and back to DRAFT): it is never charged again, and submitting it sends it back to review.
   */
  postingPaid?: boolean;
}

/** Which jobs an admin reviews before they go live (site setting JOB_REVIEW). */
export const JOB_REVIEW_MODES = ['off', 'first-job', 'all'] as const;
export type JobReviewMode = (typeof JOB_REVIEW_MODES)[number];

/**
 * Whether a job going live now waits for review instead: `first-job` reviews the jobs of startups
 * that have never had a job approved (gone live), `all` every job.
 */
export function jobWaitsForReview(mode: JobReviewMode, companyHasHadApprovedJob: boolean): boolean {
  return mode === 'all' || (mode === 'first-job' && !companyHasHadApprovedJob);
}

/** What a transition decision needs beyond the job: whether going live now waits for review. */
export interface TransitionContext {
  review?: boolean;
}

/**
 * Where an allowed action takes the job. A paid job goes to review (PENDING_COMPANY_APPROVAL)
 * instead of live when review applies; a paid draft (rejected in review) is submitted without a
 * second payment: back to review, or live when review no longer applies.
 */
function jobTransitionTarget(action: JobAction, job: LifecycleJob, context: TransitionContext): { to: JobLifecycleStatus; approval: ApprovalChange } {
  const rule = jobTransitionRules[action];
  const paidGoingLive = action === 'pay' || (action === 'submit' && job.postingPaid === true);
  if (!paidGoingLive) return { to: rule.to, approval: rule.approval };
  return context.review ? { to: 'PENDING_COMPANY_APPROVAL', approval: 'keep' } : { to: 'ACTIVE', approval: 'set' };
}

function pastExpiration(job: LifecycleJob, now: Date): boolean {
  const date = job.expirationDate;
  if (date === null || date === undefined || date === '') return false;
  return toDate(date).getTime() <= now.getTime();
}

/**
 * The status that counts: an ACTIVE or STOPPED job past its expiration date is EXPIRED, even
 * before the clock has stored that.
 */
export function effectiveJobStatus(job: LifecycleJob, now: Date): JobLifecycleStatus {
  return (job.status === 'ACTIVE' || job.status === 'STOPPED') && pastExpiration(job, now) ? 'EXPIRED' : job.status;
}

/** Whether `actor` may take an action whose least actor is `by`. */
export function actorMay(actor: JobActor, by: JobActor): boolean {
  if (by === 'manager') return actor === 'manager' || actor === 'admin';
  return actor === by;
}

export type JobTransitionRefusal = 'actor' | 'status' | 'expiration';

export type JobTransitionDecision =
  | { allowed: true; action: JobAction; from: JobLifecycleStatus; to: JobLifecycleStatus; approval: ApprovalChange }
  | { allowed: false; action: JobAction; from: JobLifecycleStatus; reason: JobTransitionRefusal; message: string };

const actorRefusals: Record<JobActor, (action: JobAction) => string> = {
  manager: (action) => `Only a manager of the company may ${action} a job`,
  admin: (action) => `Only an admin may ${action} a job`,
  system: (action) =>
    action === 'pay' ? 'A job is paid only through a confirmed checkout' : 'A job expires by itself when its expiration date passes',
};

/**
 * Whether `actor` may take `action` on `job` now, and what it does. Every action but `expire`
 * is judged on the effective status; `expire` is the clock catching the stored status up.
 */
export function decideJobTransition(job: LifecycleJob, action: JobAction, actor: JobActor, now: Date, context: TransitionContext = {}): JobTransitionDecision {
  const rule = jobTransitionRules[action];
  const from = action === 'expire' ? job.status : effectiveJobStatus(job, now);
  const refuse = (reason: JobTransitionRefusal, message: string): JobTransitionDecision => ({ allowed: false, action, from, reason, message });
  if (!actorMay(actor, rule.by)) return refuse('actor', actorRefusals[rule.by](action));
  if (!rule.from.includes(from)) {
    return refuse('status', `Cannot ${action} a job in status ${from}: ${action} is possible only from ${rule.from.join(' or ')}`);
  }
  if (action === 'expire' && !pastExpiration(job, now)) {
    return refuse('expiration', `Cannot expire a job in status ${from} before its expiration date`);
  }
  if (rule.needsOpenDate && pastExpiration(job, now)) {
    return refuse('expiration', `Cannot ${action} a job in status ${from} whose expiration date has passed: set a later expiration date first`);
  }
  return { allowed: true, action, from, ...jobTransitionTarget(action, job, context) };
}

export type JobRejectionDecision = { allowed: true; to: JobLifecycleStatus } | { allowed: false; reason: JobTransitionRefusal; message: string };

/**
 * An admin's rejection in review: the job goes back to DRAFT (kept paid, with the reason for its
 * managers), to be edited and submitted again. Not a lifecycle action of the transitions endpoint,
 * since it needs a reason.
 */
export function decideJobRejection(job: LifecycleJob, actor: JobActor): JobRejectionDecision {
  if (actor !== 'admin') return { allowed: false, reason: 'actor', message: 'Only an admin may reject a job' };
  if (job.status !== 'PENDING_COMPANY_APPROVAL') {
    return { allowed: false, reason: 'status', message: `Cannot reject a job in status ${job.status}: only a job waiting for review (PENDING_COMPANY_APPROVAL) can be` };
  }
  return { allowed: true, to: 'DRAFT' };
}

/** The actions `actor` may take on `job` now (for buttons; the API decides again). */
export function availableJobActions(job: LifecycleJob, actor: JobActor, now: Date): JobAction[] {
  return JOB_ACTIONS.filter((action) => decideJobTransition(job, action, actor, now).allowed);
}
