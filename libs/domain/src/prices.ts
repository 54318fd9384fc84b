import { euCountryCodes } from './countries';

export interface Money {
  amount: number;
  /** ISO 4217 code. */
  currency: string;
}

/** Job prices of spec section 9, keyed by country code, plus "EU" and "other". */
export const jobPrices = {
  DK: { amount: 599, currency: 'DKK' },
  NO: { amount: 879, currency: 'NOK' },
  SE: { amount: 849, currency: 'SEK' },
  FI: { amount: 79, currency: 'EUR' },
  IS: { amount: 11500, currency: 'ISK' },
  EU: { amount: 79, currency: 'EUR' },
  other: { amount: 79, currency: 'EUR' },
} as const satisfies Record<string, Money>;

type PricedCountry = 'DK' | 'NO' | 'SE' | 'FI' | 'IS';

function isPricedCountry(code: string): code is PricedCountry {
  return code === 'DK' || code === 'NO' || code === 'SE' || code === 'FI' || code === 'IS';
}

/** A row of the price table: one of the five Nordic countries, "EU" or "other". */
export type JobPriceRegion = keyof typeof jobPrices;
export const jobPriceRegions = Object.keys(jobPrices) as JobPriceRegion[];

/**
 * Which row of the price table applies to a country (case-insensitive code; unknown is "other").
 * A row's own name answers itself ("EU", "other"), so a price table row can be priced too.
 */
export function jobPriceRegionFor(countryCode: string | null | undefined): JobPriceRegion {
  const code = countryCode?.trim().toUpperCase() ?? '';
  if (isPricedCountry(code)) return code;
  if (code === 'EU' || (euCountryCodes as readonly string[]).includes(code)) return 'EU';
  return 'other';
}

/** The price of one job for a company in the given country (case-insensitive code). */
export function jobPriceFor(countryCode: string | null | undefined): Money {
  return { ...jobPrices[jobPriceRegionFor(countryCode)] };
}

/** The locale prices are shown in across the site (English text, so "DKK 599", "EUR 79"). */
const PRICE_LOCALE = 'en-GB';

/**
 * A price for people to read, with Intl.NumberFormat: the currency code first, whole amounts
 * without decimals ("DKK 599", "ISK 11,500", "EUR 79"; a no-break space after the code).
 */
export function formatMoney(price: Money, locale: string = PRICE_LOCALE): string {
  const digits = Number.isInteger(price.amount) ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: price.currency,
    currencyDisplay: 'code',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(price.amount);
}

/** "599 DKK", "11,500 ISK": whole amounts with comma thousands separators, then the currency. */
export function formatPrice(price: Money): string {
  const [whole = '0', fraction] = Math.abs(price.amount).toFixed(2).replace(/\.00$/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = price.amount < 0 ? '-' : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''} ${price.currency}`;
}
