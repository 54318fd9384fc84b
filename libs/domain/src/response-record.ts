import { DAY_MS, toDate, type DateInput } from './dates';

/**
 * Employers who answer (docs/employers-who-answer.md): a startup's response record, from
 * its applicant kanban's history. An application is answered when it first moves out of the
 * Applied column (to any other column: Interview, To be rejected, Rejected, Hired...).
 */

/** The share counts applications answered within this many days. */
export const RESPONSE_WINDOW_DAYS = 14;
/** A record is shown (and a startup can count as responsive) from this many counted applications. */
export const RESPONSE_RECORD_MIN_APPLICATIONS = 5;
/** Responsive: at least this share of counted applications answered within RESPONSE_WINDOW_DAYS. */
export const RESPONSIVE_MIN_SHARE = 0.7;
/** Only applications sent in this many days before now count (the record follows recent habits). */
export const RESPONSE_RECORD_PERIOD_DAYS = 365;
/** An application still in Applied after this many days makes a reminder to the startup. */
export const APPLIED_REMINDER_DAYS = 10;
/** Applications waiting longer than this get no reminder any more (an old backlog is not mailed). */
export const APPLIED_REMINDER_MAX_DAYS = 30;

export interface ApplicationAnswer {
  /** When the application was sent. */
  appliedAt: DateInput;
  /** When it first left Applied; null while it waits there. */
  answeredAt: DateInput | null;
}

export interface ResponseRecord {
  /**
   * Applications counted: those answered, and those that have waited RESPONSE_WINDOW_DAYS or
   * more without an answer. One that is younger and unanswered may still be answered in time, so
   * it counts neither way yet.
   */
  applications: number;
  /** Counted applications answered within RESPONSE_WINDOW_DAYS of being sent. */
  answeredWithinWindow: number;
  /** answeredWithinWindow / applications (0..1), null without counted applications. */
  shareAnsweredWithinWindow: number | null;
  /**
   * The median time to the first answer in days over the counted applications, an unanswered
   * one counting as never. Null when at least half were never answered, or none are counted.
   */
  medianDaysToAnswer: number | null;
  /** At least RESPONSE_RECORD_MIN_APPLICATIONS counted applications: the record may be shown. */
  enough: boolean;
  /** Enough applications and at least RESPONSIVE_MIN_SHARE answered within RESPONSE_WINDOW_DAYS. */
  responsive: boolean;
}

/** The median of sorted values (Infinity for "never"); null when it is not a finite number. */
function median(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Number.isFinite(value) ? value : null;
}

/**
 * A startup's response record at `now` from its applications (see ResponseRecord for what
 * counts). Applications sent more than RESPONSE_RECORD_PERIOD_DAYS ago, or in the future, are left
 * out; an answer dated before its application counts as immediate.
 */
export function responseRecord(applications: readonly ApplicationAnswer[], now: Date): ResponseRecord {
  const nowMs = now.getTime();
  const since = nowMs - RESPONSE_RECORD_PERIOD_DAYS * DAY_MS;
  const window = RESPONSE_WINDOW_DAYS * DAY_MS;
  const waits: number[] = [];
  let answeredWithinWindow = 0;
  for (const application of applications) {
    const applied = toDate(application.appliedAt).getTime();
    if (applied < since || applied > nowMs) continue;
    const answered = application.answeredAt === null || application.answeredAt === '' ? null : toDate(application.answeredAt).getTime();
    if (answered === null) {
      if (nowMs - applied >= window) waits.push(Number.POSITIVE_INFINITY);
      continue;
    }
    const wait = Math.max(0, answered - applied);
    waits.push(wait);
    if (wait <= window) answeredWithinWindow += 1;
  }
  waits.sort((a, b) => a - b);
  const middle = median(waits);
  const share = waits.length > 0 ? answeredWithinWindow / waits.length : null;
  const enough = waits.length >= RESPONSE_RECORD_MIN_APPLICATIONS;
  return {
    applications: waits.length,
    answeredWithinWindow,
    shareAnsweredWithinWindow: share,
    medianDaysToAnswer: middle === null ? null : middle / DAY_MS,
    enough,
    responsive: enough && share !== null && share >= RESPONSIVE_MIN_SHARE,
  };
}

/** What a job page and a startup page show of a record that is `enough`. */
export interface ResponseRecordTexts {
  /** "Usually answers within 5 days", or "Rarely answers applications" without a median. */
  headline: string;
  /** "Answers 80% of applications within 14 days". */
  detail: string;
}

/** Whole days to promise, rounded up (an answer after 4.2 days is "within 5 days"), at least 1. */
export function answerDays(medianDays: number): number {
  return Math.max(1, Math.ceil(medianDays - 1e-9));
}

/** "within a day", "within 5 days": how soon a startup usually answers. */
export function answerWithinText(days: number): string {
  return days === 1 ? 'within a day' : `within ${days} days`;
}

/** The texts for a record; null when it has too few applications to be shown. */
export function responseRecordTexts(record: Pick<ResponseRecord, 'enough' | 'medianDaysToAnswer' | 'shareAnsweredWithinWindow'>): ResponseRecordTexts | null {
  if (!record.enough || record.shareAnsweredWithinWindow === null) return null;
  const days = record.medianDaysToAnswer === null ? null : answerDays(record.medianDaysToAnswer);
  const headline = days === null ? 'Rarely answers applications' : `Usually answers ${answerWithinText(days)}`;
  const percent = Math.round(record.shareAnsweredWithinWindow * 100);
  return { headline, detail: `Answers ${percent}% of applications within ${RESPONSE_WINDOW_DAYS} days` };
}

/**
 * Whether an application sent at `appliedAt` and still in Applied is due a reminder to the
 * startup at `now`: it has waited APPLIED_REMINDER_DAYS, but not more than APPLIED_REMINDER_MAX_DAYS.
 */
export function appliedReminderDue(appliedAt: DateInput, now: Date): boolean {
  const waited = now.getTime() - toDate(appliedAt).getTime();
  return waited >= APPLIED_REMINDER_DAYS * DAY_MS && waited <= APPLIED_REMINDER_MAX_DAYS * DAY_MS;
}
