/**
 * @jest-environment node
 */
import { type AxiosInstance } from 'axios';
import { createApiClient } from '../client';
import { sendJson, startTestServer, type TestServer } from '../test-utils/test-server';
import { currencyRatesQueryOptions, getCurrencyRates } from './get-currency-rates';

let server: TestServer;
let client: AxiosInstance;

beforeAll(async () => {
  server = await startTestServer();
  client = createApiClient({ baseURL: `${server.origin}/api` });
});
afterAll(() => server.close());

const rate = { base: 'EUR', quote: 'DKK', rate: 7.4592, source: 'European Central Bank reference rates', asOf: '2026-11-20' };

describe('getCurrencyRates', () => {
  it('reads /api/currency-rates and returns the parsed rates', async () => {
    server.handle((_req, res) => sendJson(res, 200, { rates: [rate] }));
    await expect(getCurrencyRates({ client })).resolves.toEqual({ rates: [rate] });
    expect(server.requests.at(-1)).toMatchObject({ method: 'GET', url: '/api/currency-rates' });
  });

  it('rejects a rate that breaks the contract, naming the field', async () => {
    server.handle((_req, res) => sendJson(res, 200, { rates: [{ ...rate, asOf: 'yesterday' }] }));
    await expect(getCurrencyRates({ client })).rejects.toMatchObject({ code: 'E_INVALID_RESPONSE', fields: [expect.objectContaining({ path: 'rates.0.asOf' })] });
  });

  it('has a query key starting with the resource', () => {
    expect(currencyRatesQueryOptions().queryKey).toEqual(['currency-rates']);
  });
});
