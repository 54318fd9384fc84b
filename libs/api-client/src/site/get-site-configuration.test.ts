/**
 * @jest-environment node
 */
import { ApiClientError } from '../errors';
import { siteConfigurationFixture } from '@nordhub/contracts/testing/site-configuration-fixture';
import { sendJson, setUpTransportServer } from '../test-utils/test-server';
import { getSiteConfiguration, siteConfigurationQueryOptions } from './get-site-configuration';

const api = setUpTransportServer();
beforeEach(() => {
  api.server.requests.length = 0;
});

describe('getSiteConfiguration', () => {
  it('reads /api/site/configuration-cached as JSON and returns the parsed configuration', async () => {
    api.server.handle((_req, res) => sendJson(res, 200, siteConfigurationFixture));
    await expect(getSiteConfiguration({ client: api.client })).resolves.toEqual(siteConfigurationFixture);
    expect(api.server.requests).toEqual([
      expect.objectContaining({
        method: 'GET',
        url: '/api/site/configuration-cached',
        headers: expect.objectContaining({ accept: 'application/json' }),
      }),
    ]);
  });

  it('drops fields the contract does not know', async () => {
    api.server.handle((_req, res) => sendJson(res, 200, { ...siteConfigurationFixture, legacyField: 1 }));
    await expect(getSiteConfiguration({ client: api.client })).resolves.not.toHaveProperty('legacyField');
  });

  it('rejects a body that breaks the contract, naming the field', async () => {
    api.server.handle((_req, res) => sendJson(res, 200, { ...siteConfigurationFixture, products: { deals: true } }));
    const error = await getSiteConfiguration({ client: api.client }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({
      status: 200,
      code: 'E_INVALID_RESPONSE',
      fields: [expect.objectContaining({ path: 'products.headhunter' })],
    });
  });

  it('rejects with the normalised error on a server error', async () => {
    api.server.handle((_req, res) => sendJson(res, 500, { statusCode: 500, code: 'E_INTERNAL', message: 'Database is down' }));
    await expect(getSiteConfiguration({ client: api.client })).rejects.toMatchObject({ status: 500, message: 'Database is down' });
  });

  it('has a query key starting with the resource', () => {
    expect(siteConfigurationQueryOptions().queryKey).toEqual(['site', 'configuration']);
  });
});
