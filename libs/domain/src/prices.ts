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

/** The price of one job for a company in the given country (case-insensitive code). */
export function jobPriceFor(countryCode: string | null | undefined): Money {
  const code = countryCode?.trim().toUpperCase() ?? '';
  if (isPricedCountry(code)) return { ...jobPrices[code] };
  if ((euCountryCodes as readonly string[]).includes(code)) return { ...jobPrices.EU };
  return { ...jobPrices.other };
}

/** "599 DKK", "11,500 ISK": whole amounts with comma thousands separators, then the currency. */
export function formatPrice(price: Money): string {
  const [whole = '0', fraction] = Math.abs(price.amount).toFixed(2).replace(/\.00$/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = price.amount < 0 ? '-' : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''} ${price.currency}`;
}
