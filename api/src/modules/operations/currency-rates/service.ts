import { type CurrencyRate, currencyRateSchema, type CurrencyRatesResponse } from '@nordhub/contracts';
import type { Db } from '../../../db/db';
import { latestCurrencyRates, upsertCurrencyRates, type CurrencyRateInsert } from './queries';

/**
 * GET /currency-rates: the newest rate of each pair. A row whose currency the product does not
 * state pay in (an imported extra) is left out rather than failing the read.
 */
export async function currencyRates(db: Db): Promise<CurrencyRatesResponse> {
  const rows = await latestCurrencyRates(db);
  const rates = rows.flatMap((row): CurrencyRate[] => {
    const parsed = currencyRateSchema.safeParse({
      base: row.base_currency,
      quote: row.quote_currency,
      rate: Number(row.rate),
      source: row.source,
      asOf: typeof row.as_of === 'string' ? row.as_of.slice(0, 10) : row.as_of.toISOString().slice(0, 10),
    });
    return parsed.success ? [parsed.data] : [];
  });
  return { rates };
}

/**
 * Stores one day's rates (the ECB import); a day already stored is overwritten, as a corrected
 * publication replaces it. Returns how many.
 */
export function storeCurrencyRates(db: Db, rates: readonly CurrencyRateInsert[]): Promise<number> {
  return upsertCurrencyRates(db, rates);
}
