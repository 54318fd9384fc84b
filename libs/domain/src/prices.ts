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

/**
 * Scout, the headhunter product, has two offers priced like jobs, one row per price table region
 * (decision 020): `scout` is a shortlist of screened candidates for one role, `headhunter` a full
 * search that runs until the startup has interviewed the candidates it wants.
 */
export const scoutPrices = {
  scout: {
    DK: { amount: 4995, currency: 'DKK' },
    NO: { amount: 7495, currency: 'NOK' },
    SE: { amount: 6995, currency: 'SEK' },
    FI: { amount: 669, currency: 'EUR' },
    IS: { amount: 95000, currency: 'ISK' },
    EU: { amount: 669, currency: 'EUR' },
    other: { amount: 669, currency: 'EUR' },
  },
  headhunter: {
    DK: { amount: 14995, currency: 'DKK' },
    NO: { amount: 21995, currency: 'NOK' },
    SE: { amount: 20995, currency: 'SEK' },
    FI: { amount: 1995, currency: 'EUR' },
    IS: { amount: 285000, currency: 'ISK' },
    EU: { amount: 1995, currency: 'EUR' },
    other: { amount: 1995, currency: 'EUR' },
  },
} as const satisfies Record<string, Record<JobPriceRegion, Money>>;

/** The price of a Scout offer (`scout` or `headhunter`) for a company in the given country. */
export function scoutPriceFor(kind: keyof typeof scoutPrices, countryCode: string | null | undefined): Money {
  return { ...scoutPrices[kind][jobPriceRegionFor(countryCode)] };
}
