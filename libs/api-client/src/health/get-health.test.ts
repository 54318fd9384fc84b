/**
 * @jest-environment node
 */
import { sendJson, setUpTransportServer } from '../test-utils/test-server';
import { getHealth, healthQueryOptions } from './get-health';

const api = setUpTransportServer();

describe('getHealth', () => {
  it('reads /api/health and returns the parsed status', async () => {
    api.server.handle((req, res) =>
      req.url === '/api/health' ? sendJson(res, 200, { status: 'ok', database: 'pglite', version: '0.1.0' }) : sendJson(res, 404, {}),
    );
    await expect(getHealth({ client: api.client })).resolves.toEqual({ status: 'ok', database: 'pglite', version: '0.1.0' });
  });

  it('rejects an answer outside the contract', async () => {
    api.server.handle((_req, res) => sendJson(res, 200, { status: 'ok', database: 'sqlite', version: '0.1.0' }));
    await expect(getHealth({ client: api.client })).rejects.toMatchObject({
      code: 'E_INVALID_RESPONSE',
      fields: [expect.objectContaining({ path: 'database' })],
    });
  });

  it('rejects with the status of an unhealthy server', async () => {
    api.server.handle((_req, res) => sendJson(res, 503, { statusCode: 503, code: 'E_INTERNAL', message: 'Database unavailable' }));
    await expect(getHealth({ client: api.client })).rejects.toMatchObject({ status: 503, message: 'Database unavailable' });
  });

  it('is keyed under health', () => {
    expect(healthQueryOptions().queryKey).toEqual(['health']);
  });
});
