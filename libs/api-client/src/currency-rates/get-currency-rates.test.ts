/**
 * @jest-environment node
 */
import { sendJson, setUpTransportServer } from '../test-utils/test-server';
import { currencyRatesQueryOptions, getCurrencyRates } from './get-currency-rates';

const api = setUpTransportServer();

const rate = { base: 'EUR', quote: 'DKK', rate: 7.4592, source: 'European Central Bank reference rates', asOf: '2026-11-20' };

describe('getCurrencyRates', () => {
  it('reads /api/currency-rates and returns the parsed rates', async () => {
    api.server.handle((_req, res) => sendJson(res, 200, { rates: [rate] }));
    await expect(getCurrencyRates({ client: api.client })).resolves.toEqual({ rates: [rate] });
    expect(api.server.requests.at(-1)).toMatchObject({ method: 'GET', url: '/api/currency-rates' });
  });

  it('rejects a rate that breaks the contract, naming the field', async () => {
    api.server.handle((_req, res) => sendJson(res, 200, { rates: [{ ...rate, asOf: 'yesterday' }] }));
    await expect(getCurrencyRates({ client: api.client })).rejects.toMatchObject({ code: 'E_INVALID_RESPONSE', fields: [expect.objectContaining({ path: 'rates.0.asOf' })] });
  });

  it('has a query key starting with the resource', () => {
    expect(currencyRatesQueryOptions().queryKey).toEqual(['currency-rates']);
  });
});
