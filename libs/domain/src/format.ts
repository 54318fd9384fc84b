import { toDate, utcDayNumber, type DateInput } from './dates';
import type { SiteLocale } from './locales';
import { jobPriceFor, type Money } from './prices';

/**
 * The one place where dates, counts, numbers, percentages and money become text for people
 * (decisions in docs/design-system.md, "Formatting"). English text, UTC dates, amount before
 * currency code. Dates are built by hand so the server, the browsers and the tests agree to the
 * character; numbers are written out by hand too, as en-GB's Intl.NumberFormat writes them (the
 * tests compare the two), since a page's first Intl.NumberFormat loads the locale's data.
 *
 * Given another site language (`locale`, libs/domain locales.ts: careers sites, feeds, the job
 * widget, mails), dates, relative days, numbers and money are written by `Intl` in that language,
 * still in UTC; English (or no locale) keeps the hand-built forms above.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const NUMBER_LOCALE = 'en-GB';

const pad2 = (value: number) => String(value).padStart(2, '0');

/** A language other than English, which `Intl` writes for; undefined for English. */
const intlLocale = (locale: SiteLocale | undefined): Exclude<SiteLocale, 'en'> | undefined => (locale && locale !== 'en' ? locale : undefined);

/** Intl formatters by language and options: creating one costs far more than using it. */
const intlFormatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();
function intlFormatter<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(key: string, create: () => T): T {
  let formatter = intlFormatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = create();
    intlFormatters.set(key, formatter);
  }
  return formatter;
}

const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  intlFormatter(`date:${locale}:${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }));

/* ---------------------------------------------------------------- dates */

/** "05 Mar 2026": DD MMM YYYY in UTC (deadlines, publication dates, "since" dates); "5. mars 2026" in Norwegian. */
export function formatDate(value: DateInput, locale?: SiteLocale): string {
  const date = toDate(value);
  const other = intlLocale(locale);
  if (other) return dateFormat(other, { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
  return `${formatShortDay(date)} ${date.getUTCFullYear()}`;
}

/** "05 Mar 2026, 14:03 UTC": a moment (notes, mails), 24-hour clock, named as UTC. */
export function formatDateTime(value: DateInput, locale?: SiteLocale): string {
  const date = toDate(value);
  return `${formatDate(date, locale)}, ${pad2(date.getUTCHours())}:${pad2(date.getUTCMinutes())} UTC`;
}

/** "05 Mar": a day without its year, for chart axes ("2026-03-05" reads as that UTC day). */
export function formatShortDay(value: DateInput, locale?: SiteLocale): string {
  const date = toDate(value);
  const other = intlLocale(locale);
  if (other) return dateFormat(other, { day: 'numeric', month: 'short' }).format(date);
  return `${pad2(date.getUTCDate())} ${MONTHS[date.getUTCMonth()]}`;
}

/**
 * Calendar distance from `now` in UTC days: "today", "in 3 days", "2 days ago"; from 30 days
 * on in months ("in 2 months") and from 365 days on in years ("1 year ago").
 */
export function formatRelativeDay(value: DateInput, now: Date, locale?: SiteLocale): string {
  const days = utcDayNumber(toDate(value)) - utcDayNumber(now);
  const other = intlLocale(locale);
  if (other) {
    const distance = Math.abs(days);
    const [amount, unit]: [number, Intl.RelativeTimeFormatUnit] = distance < 30 ? [distance, 'day'] : distance < 365 ? [Math.floor(distance / 30), 'month'] : [Math.floor(distance / 365), 'year'];
    const relative = intlFormatter(`relative:${other}`, () => new Intl.RelativeTimeFormat(other, { numeric: 'auto' }));
    return relative.format(days < 0 ? -amount : amount, unit);
  }
  if (days === 0) return 'today';
  const distance = Math.abs(days);
  let span: string;
  if (distance < 30) span = formatQuantity(distance, 'day');
  else if (distance < 365) span = formatQuantity(Math.floor(distance / 30), 'month');
  else span = formatQuantity(Math.floor(distance / 365), 'year');
  return days > 0 ? `in ${span}` : `${span} ago`;
}

/** "05 Mar 2026 (in 3 days)": a date (a job's deadline) followed by its relative time. */
export function formatDateWithRelative(value: DateInput, now: Date, locale?: SiteLocale): string {
  return `${formatDate(value, locale)} (${formatRelativeDay(value, now, locale)})`;
}

/* ---------------------------------------------------------------- numbers */

/** Adds one to a string of decimal digits ("0999" → "1000"). */
function incrementDigits(digits: string): string {
  const chars = digits.split('');
  for (let index = chars.length - 1; index >= 0; index -= 1) {
    if (chars[index] !== '9') {
      chars[index] = String(Number(chars[index]) + 1);
      return chars.join('');
    }
    chars[index] = '0';
  }
  return `1${chars.join('')}`;
}

/**
 * The number as en-GB's `Intl.NumberFormat` with these fraction digits writes it ("-1,234.5"):
 * rounded half away from zero on the number's shortest decimal form (as ICU rounds), thousands
 * grouped with commas. By hand because creating the first Intl.NumberFormat on a page loads the
 * locale's data: about 50 ms at a phone's pace on a first visit to /jobs (the first-visit weight budget). Numbers
 * JavaScript writes with an exponent (below 1e-6, from 1e21) and non-finite ones go to Intl.
 */
function formatDecimal(value: number, maximumFractionDigits: number, minimumFractionDigits: number): string {
  const shortest = String(Math.abs(value));
  if (!Number.isFinite(value) || shortest.includes('e')) {
    return new Intl.NumberFormat(NUMBER_LOCALE, { minimumFractionDigits, maximumFractionDigits }).format(value);
  }
  const [whole = '0', fraction = ''] = shortest.split('.');
  let digits = whole + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0');
  if ((fraction[maximumFractionDigits] ?? '0') >= '5') digits = incrementDigits(digits);
  const wholeDigits = digits.slice(0, digits.length - maximumFractionDigits) || '0';
  let decimals = digits.slice(digits.length - maximumFractionDigits);
  while (decimals.length > minimumFractionDigits && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  const grouped = wholeDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
}

/** "1,234,567": thousands grouped with commas, at most `maximumFractionDigits` decimals (none by default); "1 234 567" in Norwegian. */
export function formatNumber(value: number, maximumFractionDigits = 0, locale?: SiteLocale): string {
  const other = intlLocale(locale);
  if (other) return intlFormatter(`number:${other}:${maximumFractionDigits}`, () => new Intl.NumberFormat(other, { maximumFractionDigits })).format(value);
  return formatDecimal(value, maximumFractionDigits, 0);
}

/** "0.25%", "12%": a percentage (0.25 means a quarter of a percent), at most two decimals; "0,25 %" in Norwegian. */
export function formatPercent(percentage: number, locale?: SiteLocale): string {
  const other = intlLocale(locale);
  if (other) return intlFormatter(`percent:${other}`, () => new Intl.NumberFormat(other, { style: 'percent', maximumFractionDigits: 4 })).format(percentage / 100);
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

/** "599 DKK", "11,500 ISK", "79.50 EUR": the amount (whole amounts without decimals), then the ISO code ("79,50 EUR" in Finnish). */
export function formatMoney(price: Money, locale?: SiteLocale): string {
  const other = intlLocale(locale);
  if (other) {
    const digits = Number.isInteger(price.amount) ? 0 : 2;
    const number = intlFormatter(`money:${other}:${digits}`, () => new Intl.NumberFormat(other, { minimumFractionDigits: digits, maximumFractionDigits: digits }));
    return `${number.format(price.amount)} ${price.currency}`;
  }
  const amount = Number.isInteger(price.amount) ? formatDecimal(price.amount, 0, 0) : formatDecimal(price.amount, 2, 2);
  return `${amount} ${price.currency}`;
}

/** The words a salary's single bound is written with, and the language of its numbers (English unless given). */
export interface SalaryWords {
  locale?: SiteLocale;
  /** 'From 45,000 DKK' */
  from: (amount: string) => string;
  /** 'Up to 60,000 DKK' */
  upTo: (amount: string) => string;
}

const englishSalaryWords: SalaryWords = { from: (amount) => `From ${amount}`, upTo: (amount) => `Up to ${amount}` };

/** '45,000–60,000 DKK'; one bound alone reads 'From 45,000 DKK' or 'Up to 60,000 DKK'; none gives ''. */
export function formatSalaryRange(min: number | null, max: number | null, currency: string | null, words: SalaryWords = englishSalaryWords): string {
  const unit = currency ? ` ${currency}` : '';
  const amount = (value: number) => formatNumber(value, 0, words.locale);
  if (min !== null && max !== null) return min === max ? `${amount(min)}${unit}` : `${amount(min)}–${amount(max)}${unit}`;
  if (min !== null) return words.from(`${amount(min)}${unit}`);
  if (max !== null) return words.upTo(`${amount(max)}${unit}`);
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
