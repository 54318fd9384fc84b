import { euCountryCodes } from './countries';

export interface Money {
  amount: number;
  /** ISO 4217 code. */
  currency: string;
}

/** Job prices of the product spec's business constants, keyed by country code, plus "EU" and "other". */
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
