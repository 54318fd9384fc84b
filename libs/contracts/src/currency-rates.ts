import * as z from 'zod/mini';
import { payCurrencySchema } from './enums';

/**
 * One exchange rate: 1 unit of `base` buys `rate` units of `quote`, as published by `source` on
 * `asOf` (a day, YYYY-MM-DD). Kept in the database table currency_rates.
 */
export const currencyRateSchema = z.object({
  base: payCurrencySchema,
  quote: payCurrencySchema,
  rate: z.number().check(z.positive()),
  source: z.string(),
  asOf: z.iso.date(),
});
export type CurrencyRate = z.infer<typeof currencyRateSchema>;

/**
 * GET /currency-rates: the newest rate of every pair the table holds, for the approximate
 * conversions of pay into the visitor's currency. Public and cacheable.
 */
export const currencyRatesResponseSchema = z.object({
  rates: z.array(currencyRateSchema),
});
export type CurrencyRatesResponse = z.infer<typeof currencyRatesResponseSchema>;
