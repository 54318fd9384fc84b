// `node api/dist/import-rates.js` (npm run rates:import -w api): stores the day's euro reference
// rates of the European Central Bank in currency_rates, for the approximate pay conversions.
// Reads CURRENCY_RATES_URL (e.g. https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml),
// or a saved file given as the first argument. Run it daily from cron or a scheduler; the
// migration's fixed table serves until the first import.
import { readFileSync } from 'node:fs';
import { parseEcbReferenceRates, storeCurrencyRates } from '../modules/operations/currency-rates';
import { exitWith, openMigratedDatabase } from './run';

async function readSource(): Promise<string> {
  const file = process.argv[2];
  if (file) return readFileSync(file, 'utf8');
  const url = process.env.CURRENCY_RATES_URL;
  if (!url) exitWith('Set CURRENCY_RATES_URL to the ECB daily rates file (or pass a saved file as the first argument).');
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) exitWith(`Fetching ${url} answered ${response.status}`);
  return response.text();
}

async function run() {
  const rates = parseEcbReferenceRates(await readSource());
  const { db } = await openMigratedDatabase();
  try {
    await storeCurrencyRates(db, rates);
    console.log(`Stored ${rates.length} rates of ${rates[0]?.asOf}: ${rates.map((rate) => `${rate.quote} ${rate.rate}`).join(', ')}`);
  } finally {
    await db.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
