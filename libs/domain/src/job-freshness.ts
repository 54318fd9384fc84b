import { DAY_MS, toDate, utcDayNumber, type DateInput } from './dates';

/**
 * Fresh jobs: every public job says when its startup last confirmed it open. A job not
 * confirmed for JOB_STALE_AFTER_DAYS is stale: it ranks below confirmed jobs in the default sorts
 * and its page and card say so. Documented in docs/fresh-jobs.md.
 */

/** A job whose last confirmation is older than this many days is stale. */
export const JOB_STALE_AFTER_DAYS = 30;
/** A reminder to confirm goes out this many days after the last confirmation (or reminder). */
export const JOB_CONFIRMATION_REMINDER_DAYS = 14;
/** How long the confirmation link of a reminder works. */
export const JOB_CONFIRMATION_LINK_DAYS = 30;

const isMissing = (value: DateInput | null | undefined): value is null | undefined => value === null || value === undefined || value === '';

/**
 * Whether a job confirmed open at `confirmedAt` is stale at `now`: not confirmed in the last
 * JOB_STALE_AFTER_DAYS days. A job never confirmed is stale. (SQL: confirmed_at < now() - 30 days.)
 */
export function isJobStale(confirmedAt: DateInput | null | undefined, now: Date): boolean {
  if (isMissing(confirmedAt)) return true;
  return toDate(confirmedAt).getTime() < now.getTime() - JOB_STALE_AFTER_DAYS * DAY_MS;
}

/** The text a job page and card show: "Confirmed open today", "... 3 days ago", or the stale notice. */
export function jobFreshnessLabel(confirmedAt: DateInput | null | undefined, now: Date): string {
  if (isMissing(confirmedAt) || isJobStale(confirmedAt, now)) return `Not confirmed in the last ${JOB_STALE_AFTER_DAYS} days`;
  const days = utcDayNumber(now) - utcDayNumber(toDate(confirmedAt));
  if (days <= 0) return 'Confirmed open today';
  if (days === 1) return 'Confirmed open yesterday';
  return `Confirmed open ${days} days ago`;
}

export interface ConfirmationReminderState {
  confirmedAt: DateInput;
  /** When the last reminder went out; null when none since the job exists. */
  remindedAt?: DateInput | null;
}

/**
 * A reminder is due JOB_CONFIRMATION_REMINDER_DAYS after the later of the last confirmation and
 * the last reminder: every 14 days until the startup confirms (or the job closes).
 */
export function confirmationReminderDue(job: ConfirmationReminderState, now: Date): boolean {
  const last = Math.max(toDate(job.confirmedAt).getTime(), isMissing(job.remindedAt) ? 0 : toDate(job.remindedAt).getTime());
  return now.getTime() - last >= JOB_CONFIRMATION_REMINDER_DAYS * DAY_MS;
}

export interface PostedJobLike {
  title: string;
  location: { locality?: string | null; countryCode?: string | null };
}

const normalized = (text: string | null | undefined) => (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Whether two job postings are the same job (the duplicate guard): titles equal ignoring case and
 * surrounding or repeated spaces, and the same place (city ignoring case, and country).
 */
export function isSameJobPosting(a: PostedJobLike, b: PostedJobLike): boolean {
  return (
    normalized(a.title) === normalized(b.title) &&
    normalized(a.location.locality) === normalized(b.location.locality) &&
    normalized(a.location.countryCode) === normalized(b.location.countryCode)
  );
}
