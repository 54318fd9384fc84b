export type DateInput = Date | string | number;

/** One day in milliseconds. */
export const DAY_MS = 86_400_000;

/** Parses a Date, ISO string or epoch milliseconds; throws on anything that is not a date. */
export function toDate(value: DateInput): Date {
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return date;
}

/** Days since the epoch of the UTC calendar day `date` falls on. */
export function utcDayNumber(date: Date): number {
  return Math.floor(date.getTime() / DAY_MS);
}
