/**
 * @jest-environment node
 */
import { type AxiosInstance } from 'axios';
import { createApiClient } from '../client';
import { ApiClientError } from '../errors';
import { siteConfigurationFixture } from '@nordhub/contracts/testing/site-configuration-fixture';
import { sendJson, startTestServer, type TestServer } from '../test-utils/test-server';
import { getSiteConfiguration, siteConfigurationQueryOptions } from './get-site-configuration';

let server: TestServer;
let client: AxiosInstance;

beforeAll(async () => {
  server = await startTestServer();
  client = createApiClient({ baseURL: `${server.origin}/api` });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

describe('getSiteConfiguration', () => {
  it('reads /api/site/configuration-cached as JSON and returns the parsed configuration', async () => {
    server.handle((_req, res) => sendJson(res, 200, siteConfigurationFixture));
    await expect(getSiteConfiguration({ client })).resolves.toEqual(siteConfigurationFixture);
    expect(server.requests).toEqual([
      expect.objectContaining({
        method: 'GET',
        url: '/api/site/configuration-cached',
        headers: expect.objectContaining({ accept: 'application/json' }),
      }),
    ]);
  });

  it('drops fields the contract does not know', async () => {
    server.handle((_req, res) => sendJson(res, 200, { ...siteConfigurationFixture, legacyField: 1 }));
    await expect(getSiteConfiguration({ client })).resolves.not.toHaveProperty('legacyField');
  });

  it('rejects a body that breaks the contract, naming the field', async () => {
    server.handle((_req, res) => sendJson(res, 200, { ...siteConfigurationFixture, products: { deals: true } }));
    const error = await getSiteConfiguration({ client }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({
      status: 200,
      code: 'E_INVALID_RESPONSE',
      fields: [expect.objectContaining({ path: 'products.headhunter' })],
    });
  });

  it('rejects with the normalised error on a server error', async () => {
    server.handle((_req, res) => sendJson(res, 500, { statusCode: 500, code: 'E_INTERNAL', message: 'Database is down' }));
    await expect(getSiteConfiguration({ client })).rejects.toMatchObject({ status: 500, message: 'Database is down' });
  });

  it('has a query key starting with the resource', () => {
    expect(siteConfigurationQueryOptions().queryKey).toEqual(['site', 'configuration']);
  });
});
