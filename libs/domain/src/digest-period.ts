/**
 * Job digest rules: which period a digest belongs to, when a subscription is due, and which jobs
 * go in. All dates are UTC, so every API instance agrees on the period whatever its time zone.
 */
import { DAY_MS } from './dates';

/** How often a subscriber gets a digest ('onceweek' is shown as Weekly). */
export type DigestFrequency = 'daily' | 'onceweek';

/** At most this many jobs in one digest (newest first); the mail links to the full search. */
export const DIGEST_MAX_JOBS = 20;

/**
 * How far before the previous digest the next one still looks for jobs. A job becomes visible
 * when its transaction commits, which may be after the creation or approval time stored with it;
 * looking back a day catches those, and the record of sent jobs keeps any job from coming twice.
 */
export const DIGEST_LOOKBACK_MS = DAY_MS;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The UTC day of `date`, e.g. '2026-11-23'. */
export function dailyPeriod(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The ISO 8601 week of `date` (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeek(date: Date): { year: number; week: number } {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  // The Thursday of this week decides the year.
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / DAY_MS + 1) / 7);
  return { year: day.getUTCFullYear(), week };
}

/** The ISO week of `date`, e.g. '2026-W48'. */
export function weeklyPeriod(date: Date): string {
  const { year, week } = isoWeek(date);
  return `${year}-W${pad(week)}`;
}

/** The period a digest sent at `now` belongs to: 'YYYY-MM-DD' daily, 'YYYY-Www' weekly. */
export function digestPeriod(frequency: DigestFrequency, now: Date): string {
  return frequency === 'daily' ? dailyPeriod(now) : weeklyPeriod(now);
}

/** When the period holding `now` began: UTC midnight, or Monday 00:00 UTC for weekly. */
export function digestPeriodStart(frequency: DigestFrequency, now: Date): Date {
  const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (frequency === 'daily') return midnight;
  const weekday = midnight.getUTCDay() || 7;
  return new Date(midnight.getTime() - (weekday - 1) * DAY_MS);
}

export interface DigestSchedule {
  frequency: DigestFrequency;
  subscribed: boolean;
  /** The period of the last digest sent (or checked and found empty); null before the first. */
  lastSentPeriod: string | null;
}

/** A subscription is due while it is subscribed and its current period has no digest yet. */
export function isDigestDue(subscription: DigestSchedule, now: Date): boolean {
  return subscription.subscribed && subscription.lastSentPeriod !== digestPeriod(subscription.frequency, now);
}

export interface DigestWindow {
  /** Jobs created before this never go in: the subscription's start (or its latest re-subscription). */
  jobsSince: Date;
  /** When the last digest went out; null before the first. */
  lastSentAt: Date | null;
}

/**
 * The earliest moment a job may have gone public (created, or approved) to go in the next digest: since the previous digest
 * (less DIGEST_LOOKBACK_MS, see there), never before the subscription began.
 */
export function digestJobsSince({ jobsSince, lastSentAt }: DigestWindow, lookbackMs = DIGEST_LOOKBACK_MS): Date {
  if (!lastSentAt) return jobsSince;
  const since = lastSentAt.getTime() - lookbackMs;
  return new Date(Math.max(since, jobsSince.getTime()));
}

/**
 * Whether a due subscription whose check found no new jobs is marked done for the period (so it
 * is not looked at again until the next one). It is, unless the subscription began during this
 * period: a new subscriber then gets the first digest as soon as a matching job appears, instead
 * of waiting a whole day or week for the first mail.
 */
export function marksEmptyPeriod(frequency: DigestFrequency, jobsSince: Date, now: Date): boolean {
  return jobsSince.getTime() < digestPeriodStart(frequency, now).getTime();
}

export interface DigestCandidate {
  id: string;
  /** When the job went public: the later of its creation and its approval. */
  liveAt: Date;
}

/**
 * The jobs of a digest from candidates that already match the subscriber's filters: created
 * since `since`, never one sent before, each once, newest first, at most `max`.
 */
export function selectDigestJobs<T extends DigestCandidate>(
  candidates: readonly T[],
  alreadySent: ReadonlySet<string>,
  since: Date,
  max = DIGEST_MAX_JOBS,
): T[] {
  const seen = new Set<string>();
  return candidates
    .filter((job) => {
      if (job.liveAt.getTime() < since.getTime() || alreadySent.has(job.id) || seen.has(job.id)) return false;
      seen.add(job.id);
      return true;
    })
    .sort((a, b) => b.liveAt.getTime() - a.liveAt.getTime() || a.id.localeCompare(b.id))
    .slice(0, max);
}
