import type { Db } from '../../../db/db';

export interface CurrencyRateRow {
  base_currency: string;
  quote_currency: string;
  rate: number | string;
  source: string;
  as_of: Date | string;
  [column: string]: unknown;
}

/** The newest day's rate of every pair in currency_rates (migration 0030), pairs in a fixed order. */
export function latestCurrencyRates(db: Db): Promise<CurrencyRateRow[]> {
  return db.query<CurrencyRateRow>(
    `SELECT DISTINCT ON (base_currency, quote_currency) base_currency, quote_currency, rate, source, as_of::text AS as_of
       FROM currency_rates
      ORDER BY base_currency, quote_currency, as_of DESC`,
  );
}

export interface CurrencyRateInsert {
  base: string;
  quote: string;
  rate: number;
  source: string;
  /** YYYY-MM-DD. */
  asOf: string;
}

/** Stores one day's rates; a day already stored is overwritten (a corrected publication). Returns how many. */
export async function upsertCurrencyRates(db: Db, rates: readonly CurrencyRateInsert[]): Promise<number> {
  for (const rate of rates) {
    await db.query(
      `INSERT INTO currency_rates (base_currency, quote_currency, rate, source, as_of) VALUES ($1, $2, $3, $4, $5::date)
       ON CONFLICT (base_currency, quote_currency, as_of) DO UPDATE SET rate = EXCLUDED.rate, source = EXCLUDED.source`,
      [rate.base, rate.quote, rate.rate, rate.source, rate.asOf],
    );
  }
  return rates.length;
}
