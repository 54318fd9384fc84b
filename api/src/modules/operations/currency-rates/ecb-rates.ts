import { payCurrencySchema } from '@nordhub/contracts';
import type { CurrencyRateInsert } from './queries';

const ECB_SOURCE = 'European Central Bank reference rates';

/**
 * The euro reference rates of the ECB's daily file (eurofxref-daily.xml: one
 * `<Cube time="YYYY-MM-DD">` holding `<Cube currency="DKK" rate="7.4592"/>` rows), kept for the
 * currencies pay is stated in. Throws with a clear message when the text is not such a file.
 */
export function parseEcbReferenceRates(xml: string): CurrencyRateInsert[] {
  const day = /<Cube\s+time=["'](\d{4}-\d{2}-\d{2})["']/.exec(xml)?.[1];
  if (!day) throw new Error('Not an ECB reference rates file: no <Cube time="YYYY-MM-DD"> element');
  const rates: CurrencyRateInsert[] = [];
  for (const match of xml.matchAll(/<Cube\s+currency=["']([A-Z]{3})["']\s+rate=["']([0-9.]+)["']\s*\/>/g)) {
    const quote = payCurrencySchema.safeParse(match[1]);
    const rate = Number(match[2]);
    if (quote.success && quote.data !== 'EUR' && rate > 0) rates.push({ base: 'EUR', quote: quote.data, rate, source: ECB_SOURCE, asOf: day });
  }
  if (rates.length === 0) throw new Error(`The ECB file of ${day} has no rate for DKK, SEK, NOK or ISK`);
  return rates;
}
