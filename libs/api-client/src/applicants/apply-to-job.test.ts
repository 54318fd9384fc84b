/**
 * @jest-environment node
 */
import { sendJson, setUpTransportServer } from '../test-utils/test-server';
import { applyToJob } from './apply-to-job';

const api = setUpTransportServer();

const jobId = '0b5e8c1e-5d6f-4a57-9a61-2f1f2d3c4b5a';
const created = { id: '7d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a', jobId, stage: 'applied', createdAt: '2026-11-26T10:00:00.000Z' };

describe('applyToJob', () => {
  it('sends one Idempotency-Key per submit and repeats it when the first answer is lost', async () => {
    api.server.requests.length = 0;
    let calls = 0;
    api.server.handle((request, response) => {
      calls += 1;
      // The first answer never arrives (the connection drops after the server got the request).
      if (calls === 1) request.socket.destroy();
      else sendJson(response, 201, created);
    });
    await expect(applyToJob(jobId, { message: 'Hej' }, { client: api.client })).resolves.toEqual(created);
    const keys = api.server.requests.map((request) => request.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);

    // The next submit is a new attempt with a new key.
    await applyToJob(jobId, { message: 'Hej' }, { client: api.client });
    expect(api.server.requests[2]?.headers['idempotency-key']).not.toBe(keys[0]);
  });

  it('does not repeat a request the server answered (409 already applied)', async () => {
    api.server.requests.length = 0;
    api.server.handle((_request, response) => sendJson(response, 409, { statusCode: 409, code: 'E_CONFLICT', message: 'You have already applied to this job' }));
    await expect(applyToJob(jobId, {}, { client: api.client })).rejects.toMatchObject({ status: 409, code: 'E_CONFLICT' });
    expect(api.server.requests).toHaveLength(1);
  });
});
