import { DAY_MS, toDate, type DateInput } from './dates';

/**
 * What one payment (or an admin's approval) buys: the job is listed for this many days from the
 * moment it goes live. Its expiration date can be earlier, never later; a longer listing is a
 * new posting (republish, then pay again). docs/payments.md, "Posting period".
 */
export const postingPeriodDays = 60;

/** The end of the posting period that starts at `paidAt`. */
export function postingPeriodEnd(paidAt: DateInput): Date {
  return new Date(toDate(paidAt).getTime() + postingPeriodDays * DAY_MS);
}

/** The expiration date a job gets when its period starts at `paidAt`: its own date, capped by the period (none: the period's end). */
export function cappedExpiration(expirationDate: DateInput | null | undefined, paidAt: DateInput): Date {
  const end = postingPeriodEnd(paidAt);
  if (expirationDate === null || expirationDate === undefined || expirationDate === '') return end;
  const date = toDate(expirationDate);
  return date.getTime() > end.getTime() ? end : date;
}

export interface PostedJobPeriod {
  /** The end of the paid period, stored when the job was paid for or approved. */
  postingEndsAt?: DateInput | null;
  /** When the job went live, for jobs published before periods were stored. */
  approvedAt?: DateInput | null;
  /** The stored expiration date, for jobs published before periods were stored. */
  expirationDate?: DateInput | null;
}

/**
 * The last moment a published job may be listed. Jobs published before periods were stored get
 * the later of their date and `postingPeriodDays` after approval, so no existing date becomes
 * invalid; null when there is nothing to count from (never published).
 */
export function paidPeriodEnd(job: PostedJobPeriod): Date | null {
  if (job.postingEndsAt) return toDate(job.postingEndsAt);
  const candidates = [job.approvedAt ? postingPeriodEnd(job.approvedAt) : null, job.expirationDate ? toDate(job.expirationDate) : null].filter(
    (date): date is Date => date !== null,
  );
  if (candidates.length === 0) return null;
  return new Date(Math.max(...candidates.map((date) => date.getTime())));
}

/** The message of an expiration date past the paid period (400 naming `expirationDate`). */
export function postingPeriodMessage(end: Date): string {
  return `A job is listed for ${postingPeriodDays} days per payment: its expiration date can be at most ${end.toISOString().slice(0, 10)}. To list it longer, let it expire, then republish and pay for a new period`;
}
