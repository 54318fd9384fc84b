import { toDate, utcDayNumber, type DateInput } from './dates';
import { jobPriceFor, type Money } from './prices';

/**
 * The one place where dates, counts, numbers, percentages and money become text for people
 * (decisions in docs/design-system.md, "Formatting"). English text, UTC dates, amount before
 * currency code. Dates are built by hand so the server, the browsers and the tests agree to the
 * character; numbers go through Intl, with its instances made once here (they are costly).
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const NUMBER_LOCALE = 'en-GB';

const pad2 = (value: number) => String(value).padStart(2, '0');

/* ---------------------------------------------------------------- dates */

/** "05 Mar 2026": DD MMM YYYY in UTC (deadlines, publication dates, "since" dates). */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return `${formatShortDay(date)} ${date.getUTCFullYear()}`;
}

/** "05 Mar 2026, 14:03 UTC": a moment (notes, mails), 24-hour clock, named as UTC. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return `${formatDate(date)}, ${pad2(date.getUTCHours())}:${pad2(date.getUTCMinutes())} UTC`;
}

/** "05 Mar": a day without its year, for chart axes ("2026-03-05" reads as that UTC day). */
export function formatShortDay(value: DateInput): string {
  const date = toDate(value);
  return `${pad2(date.getUTCDate())} ${MONTHS[date.getUTCMonth()]}`;
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
  if (distance < 30) span = formatQuantity(distance, 'day');
  else if (distance < 365) span = formatQuantity(Math.floor(distance / 30), 'month');
  else span = formatQuantity(Math.floor(distance / 365), 'year');
  return days > 0 ? `in ${span}` : `${span} ago`;
}

/** "05 Mar 2026 (in 3 days)": a date (a job's deadline) followed by its relative time. */
export function formatDateWithRelative(value: DateInput, now: Date): string {
  return `${formatDate(value)} (${formatRelativeDay(value, now)})`;
}

/* ---------------------------------------------------------------- numbers */

// Made on first use, not as the module loads: a page that shows no number pays nothing.
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(maximumFractionDigits: number, minimumFractionDigits = 0): Intl.NumberFormat {
  const key = `${minimumFractionDigits}-${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE, { minimumFractionDigits, maximumFractionDigits });
    numberFormats.set(key, format);
  }
  return format;
}

/** "1,234,567": thousands grouped with commas, at most `maximumFractionDigits` decimals (none by default). */
export function formatNumber(value: number, maximumFractionDigits = 0): string {
  return numberFormat(maximumFractionDigits).format(value);
}

/** "0.25%", "12%": a percentage (0.25 means a quarter of a percent), at most two decimals. */
export function formatPercent(percentage: number): string {
  return `${formatNumber(percentage, 2)}%`;
}

/** Rounds down to one decimal and drops ".0", so a count is never overstated. */
function oneDecimalDown(value: number): string {
  const tenths = Math.floor(value * 10) / 10;
  return Number.isInteger(tenths) ? String(tenths) : tenths.toFixed(1);
}

/** 999 → "999", 1000 → "1k", 1250 → "1.2k", 2500000 → "2.5M" (rounded down; below zero is 0). */
export function abbreviateCount(count: number): string {
  const value = wholeCount(count);
  if (value < 1000) return String(value);
  if (value < 1_000_000) return `${oneDecimalDown(value / 1000)}k`;
  return `${oneDecimalDown(value / 1_000_000)}M`;
}

function wholeCount(count: number): number {
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

function noun(count: number, singular: string, plural: string | undefined): string {
  return count === 1 ? singular : (plural ?? `${singular}s`);
}

/** "1 view", "999 views", "1k views", "1.2k views": an abbreviated count with its noun. */
export function formatCount(count: number, singular: string, plural?: string): string {
  return `${abbreviateCount(count)} ${noun(wholeCount(count), singular, plural)}`;
}

/** "1 job", "12,345 jobs": a whole count in full (grouped) with its noun. */
export function formatQuantity(count: number, singular: string, plural?: string): string {
  const value = wholeCount(count);
  return `${formatNumber(value)} ${noun(value, singular, plural)}`;
}

/**
 * "1 job", "12 jobs", or "1,000+ jobs" when the search stopped counting at its cap
 * (`totalIsCapped` of a job search page).
 */
export function formatJobTotal(page: { total: number; totalIsCapped?: boolean }): string {
  return page.totalIsCapped ? `${formatNumber(wholeCount(page.total))}+ jobs` : formatQuantity(page.total, 'job');
}

/* ---------------------------------------------------------------- money */

/** "599 DKK", "11,500 ISK", "79.50 EUR": the amount (whole amounts without decimals), then the ISO code. */
export function formatMoney(price: Money): string {
  const format = Number.isInteger(price.amount) ? numberFormat(0) : numberFormat(2, 2);
  return `${format.format(price.amount)} ${price.currency}`;
}

/** '45,000–60,000 DKK'; one bound alone reads 'From 45,000 DKK' or 'Up to 60,000 DKK'; none gives ''. */
export function formatSalaryRange(min: number | null, max: number | null, currency: string | null): string {
  const unit = currency ? ` ${currency}` : '';
  if (min !== null && max !== null) return min === max ? `${formatNumber(min)}${unit}` : `${formatNumber(min)}–${formatNumber(max)}${unit}`;
  if (min !== null) return `From ${formatNumber(min)}${unit}`;
  if (max !== null) return `Up to ${formatNumber(max)}${unit}`;
  return '';
}

/** The currency of a country: its own for the Nordics, the euro elsewhere (as its job price). */
export function currencyForCountry(countryCode: string | null | undefined): string {
  return jobPriceFor(countryCode).currency;
}

/**
 * The visitor's currency: that of their preferred country (the preferred-country-code cookie),
 * else of the country the site detected, else the euro.
 */
export function visitorCurrency(preferredCountryCode: string | null | undefined, detectedCountryCode?: string | null): string {
  const code = preferredCountryCode?.trim() || detectedCountryCode?.trim() || null;
  return currencyForCountry(code);
}
