import { formatDate, formatNumber, formatPercent, formatSalaryRange, type SalaryWords } from './format';

/**
 * Pay shown as structure: a salary range in the job's currency, an equity range, and an
 * approximate conversion of the salary into the visitor's currency from the rates table.
 * Every function here is pure; the rates come from the API (GET /currency-rates).
 */

/** One row of the rates table: 1 `base` buys `rate` `quote`, published by `source` on `asOf` (YYYY-MM-DD). */
export interface CurrencyRateLike {
  base: string;
  quote: string;
  rate: number;
  source: string;
  asOf: string;
}

/** A rate from one currency to another, with where it comes from and the (oldest) date it is of. */
export interface ExchangeRate {
  from: string;
  to: string;
  rate: number;
  source: string;
  asOf: string;
}

function direct(from: string, to: string, rates: readonly CurrencyRateLike[]): ExchangeRate | null {
  for (const row of rates) {
    if (!(row.rate > 0)) continue;
    if (row.base === from && row.quote === to) return { from, to, rate: row.rate, source: row.source, asOf: row.asOf };
    if (row.base === to && row.quote === from) return { from, to, rate: 1 / row.rate, source: row.source, asOf: row.asOf };
  }
  return null;
}

/**
 * How many `to` one `from` buys: a rate of the pair (either way round), else a cross rate
 * through a third currency (reference rates are all quoted against the euro). The date is the
 * older of the two rates used. Null for the same currency, or when the table cannot tell.
 */
export function exchangeRate(from: string, to: string, rates: readonly CurrencyRateLike[]): ExchangeRate | null {
  if (from === to) return null;
  const found = direct(from, to, rates);
  if (found) return found;
  const middles = new Set(rates.flatMap((row) => [row.base, row.quote]));
  for (const middle of middles) {
    if (middle === from || middle === to) continue;
    const first = direct(from, middle, rates);
    const second = first ? direct(middle, to, rates) : null;
    if (first && second) {
      return {
        from,
        to,
        rate: first.rate * second.rate,
        source: first.source === second.source ? first.source : `${first.source}; ${second.source}`,
        asOf: first.asOf < second.asOf ? first.asOf : second.asOf,
      };
    }
  }
  return null;
}

/** An approximate amount keeps three significant digits: 6,032.18 → 6,030; 816,412 → 816,000. */
export function roundApproximate(amount: number): number {
  if (!Number.isFinite(amount) || amount === 0) return 0;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.abs(amount))) - 2);
  return Math.round(amount / step) * step;
}

export type PayPeriod = 'monthly' | 'yearly';

/** A salary range as the job states it. */
export interface PayRange {
  min: number | null;
  max: number | null;
  currency: string | null;
  period: PayPeriod | null;
}

/** The words pay is written with in a site language (English unless given): the bounds, the period, equity. */
export interface PayWords extends SalaryWords {
  /** '45,000–60,000 DKK a month' */
  perPeriod: (amounts: string, period: PayPeriod) => string;
  /** '0.1–0.5% equity' */
  equity: (share: string) => string;
}

const periodWords: Record<PayPeriod, string> = { monthly: 'a month', yearly: 'a year' };

export const englishPayWords: PayWords = {
  from: (amount) => `From ${amount}`,
  upTo: (amount) => `Up to ${amount}`,
  perPeriod: (amounts, period) => `${amounts} ${periodWords[period]}`,
  equity: (share) => `${share} equity`,
};

/** '45,000–60,000 DKK a month'; without a period just the amounts; '' without amounts. */
export function formatPayRange(range: PayRange, words: PayWords = englishPayWords): string {
  const amounts = formatSalaryRange(range.min, range.max, range.currency, words);
  if (!amounts) return '';
  return range.period ? words.perPeriod(amounts, range.period) : amounts;
}

/** A salary range converted into another currency: approximate amounts and the rate used. */
export interface ConvertedPay extends PayRange {
  currency: string;
  rate: ExchangeRate;
}

/**
 * The salary range in currency `to`, amounts rounded (roundApproximate); null when the range
 * has no amounts, is already in `to`, or the rates table has no way from its currency to `to`.
 */
export function convertPayRange(range: PayRange, to: string, rates: readonly CurrencyRateLike[]): ConvertedPay | null {
  if (!range.currency || range.currency === to || (range.min === null && range.max === null)) return null;
  const rate = exchangeRate(range.currency, to, rates);
  if (!rate) return null;
  const convert = (amount: number | null) => (amount === null ? null : roundApproximate(amount * rate.rate));
  return { min: convert(range.min), max: convert(range.max), currency: to, period: range.period, rate };
}

/** '≈ 6,030–8,040 EUR a month'. */
export function formatApproximatePay(converted: ConvertedPay): string {
  return `≈ ${formatPayRange(converted)}`;
}

/** 'European Central Bank reference rates of 20 Nov 2026': where a conversion's rate comes from. */
export function formatRateSource(rate: Pick<ExchangeRate, 'source' | 'asOf'>): string {
  return `${rate.source} of ${formatDate(rate.asOf)}`;
}

/** '≈ 6,030–8,040 EUR a month (rates of 20 Nov 2026)': a converted range where room is short. */
export function formatApproximatePayWithDate(converted: ConvertedPay): string {
  return `${formatApproximatePay(converted)} (rates of ${formatDate(converted.rate.asOf)})`;
}

/** '0.1–0.5% equity', '0.25% equity' (one share, or both ends equal); '' without a share. */
export function formatEquityRange(min: number | null, max: number | null, words: PayWords = englishPayWords): string {
  if (min === null && max === null) return '';
  if (min !== null && max !== null && min !== max) return words.equity(`${formatNumber(min, 2, words.locale)}–${formatPercent(max, words.locale)}`);
  return words.equity(formatPercent((min ?? max) as number, words.locale));
}
