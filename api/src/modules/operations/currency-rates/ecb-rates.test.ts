import { currencyRatesResponseSchema } from '@nordhub/contracts';
import type { App } from '../../../app-type';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';
import { parseEcbReferenceRates } from './ecb-rates';
import { storeCurrencyRates } from './service';

jest.setTimeout(20_000);

const ECB_DAILY = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <Cube>
    <Cube time='2026-11-23'>
      <Cube currency='USD' rate='1.0412'/>
      <Cube currency='DKK' rate='7.4601'/>
      <Cube currency='NOK' rate='11.7025'/>
      <Cube currency='SEK' rate='10.9710'/>
    </Cube>
  </Cube>
</gesmes:Envelope>`;

describe('parseEcbReferenceRates', () => {
  it('reads the day and the rates of the currencies pay is stated in', () => {
    expect(parseEcbReferenceRates(ECB_DAILY)).toEqual([
      { base: 'EUR', quote: 'DKK', rate: 7.4601, source: 'European Central Bank reference rates', asOf: '2026-11-23' },
      { base: 'EUR', quote: 'NOK', rate: 11.7025, source: 'European Central Bank reference rates', asOf: '2026-11-23' },
      { base: 'EUR', quote: 'SEK', rate: 10.971, source: 'European Central Bank reference rates', asOf: '2026-11-23' },
    ]);
  });

  it('refuses text that is not a rates file', () => {
    expect(() => parseEcbReferenceRates('<html>Maintenance</html>')).toThrow('Not an ECB reference rates file');
  });
});

forEachDatabase(({ db }) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(db());
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('an import becomes the newest rates the API serves; the pair it lacks keeps its older day', async () => {
    try {
      await storeCurrencyRates(db(), parseEcbReferenceRates(ECB_DAILY));
      // Importing the same day again overwrites it instead of failing.
      await storeCurrencyRates(db(), parseEcbReferenceRates(ECB_DAILY));
      const { rates } = currencyRatesResponseSchema.parse((await app.inject({ url: '/api/currency-rates' })).json());
      expect(rates.find((rate) => rate.quote === 'DKK')).toMatchObject({ rate: 7.4601, asOf: '2026-11-23' });
      expect(rates.find((rate) => rate.quote === 'ISK')).toMatchObject({ source: 'Central Bank of Iceland official rates', asOf: '2026-11-20' });
    } finally {
      await db().query(`DELETE FROM currency_rates WHERE as_of = '2026-11-23'`);
    }
  });
});
