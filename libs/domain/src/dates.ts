export type DateInput = Date | string | number;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** One day in milliseconds. */
export const DAY_MS = 86_400_000;

/** Parses a Date, ISO string or epoch milliseconds; throws on anything that is not a date. */
export function toDate(value: DateInput): Date {
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return date;
}

/** Deadline format "DD MMM YYYY" in UTC, e.g. "05 Mar 2026". */
export function formatDeadline(value: DateInput): string {
  const date = toDate(value);
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${day} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

function utcDayNumber(date: Date): number {
  return Math.floor(date.getTime() / DAY_MS);
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/**
 * Calendar distance from `now` in UTC days: "today", "in 3 days", "2 days ago"; from 30 days
 * on in months ("in 2 months") and from 365 days on in years ("1 year ago").
 */
export function formatRelativeDay(value: DateInput, now: Date): string {
  const days = utcDayNumber(toDate(value)) - utcDayNumber(now);
  if (days === 0) return 'today';
  const distance = Math.abs(days);
  let span: string;
  if (distance < 30) span = plural(distance, 'day');
  else if (distance < 365) span = plural(Math.floor(distance / 30), 'month');
  else span = plural(Math.floor(distance / 365), 'year');
  return days > 0 ? `in ${span}` : `${span} ago`;
}

/** "05 Mar 2026 (in 3 days)": the deadline followed by its relative time. */
export function formatDeadlineWithRelative(value: DateInput, now: Date): string {
  return `${formatDeadline(value)} (${formatRelativeDay(value, now)})`;
}
