/**
 * @jest-environment node
 */
import { errorCodes } from '@nordhub/contracts';
import { AxiosError } from 'axios';
import { ApiClientError, clientErrorCodes, defaultErrorMessages, isApiClientError, normalizeApiError } from './errors';
import { createApiClient } from './client';
import { sendJson, setUpTransportServer, startTestServer } from './test-utils/test-server';

const api = setUpTransportServer();

/** Performs a request that must fail and returns what it rejected with. */
async function failure(request: Promise<unknown>): Promise<ApiClientError> {
  const error = await request.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiClientError);
  return error as ApiClientError;
}

describe('apiClient error normalisation (real HTTP)', () => {
  it('rejects with the contract error body: message, status, code, fields and the original error', async () => {
    api.server.handle((_req, res) =>
      sendJson(res, 400, {
        statusCode: 400,
        code: errorCodes.E_VALIDATION,
        message: 'Please enter first name',
        fields: [{ path: 'name.first', message: 'Please enter first name' }],
      }),
    );
    const error = await failure(api.client.post('users/sign-up', {}));
    expect(error.message).toBe('Please enter first name');
    expect(error.status).toBe(400);
    expect(error.code).toBe('E_VALIDATION');
    expect(error.fields).toEqual([{ path: 'name.first', message: 'Please enter first name' }]);
    expect(error.fieldMessage('name.first')).toBe('Please enter first name');
    expect(error.original).toBeInstanceOf(AxiosError);
  });

  it('keeps a server code it does not know yet', async () => {
    api.server.handle((_req, res) => sendJson(res, 409, { statusCode: 409, code: 'E_SOMETHING_NEW', message: 'New rule' }));
    const error = await failure(api.client.get('/anything'));
    expect(error.code).toBe('E_SOMETHING_NEW');
    expect(error.message).toBe('New rule');
  });

  it('uses the message of a body that is not the contract shape', async () => {
    api.server.handle((_req, res) => sendJson(res, 403, { message: 'Session expired' }));
    const error = await failure(api.client.get('/users/me'));
    expect(error).toMatchObject({ message: 'Session expired', status: 403, code: errorCodes.E_FORBIDDEN, fields: [] });
  });

  it('falls back to a sensible message when the body has none (e.g. a proxy page)', async () => {
    api.server.handle((_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
    });
    const error = await failure(api.client.get('/jobs'));
    expect(error).toMatchObject({ message: defaultErrorMessages.server, status: 502, code: errorCodes.E_INTERNAL });
  });

  it('keeps the API\'s own answer while its database is down: 503 E_UNAVAILABLE and its message', async () => {
    const message = 'Nordhub is unavailable for a moment. Please try again shortly.';
    api.server.handle((_req, res) => sendJson(res, 503, { statusCode: 503, code: errorCodes.E_UNAVAILABLE, message }));
    const error = await failure(api.client.get('/jobs'));
    expect(error).toMatchObject({ message, status: 503, code: errorCodes.E_UNAVAILABLE });
  });

  it('says "unavailable, try again shortly" for a 503 from a proxy in front of the API', async () => {
    api.server.handle((_req, res) => {
      res.writeHead(503, { 'content-type': 'text/html', 'retry-after': '5' });
      res.end('<h1>Service Unavailable</h1>');
    });
    const error = await failure(api.client.get('/jobs'));
    expect(error).toMatchObject({ message: defaultErrorMessages.unavailable, status: 503, code: errorCodes.E_UNAVAILABLE });
  });

  it('names a 404 without body as not found', async () => {
    api.server.handle((_req, res) => {
      res.writeHead(404);
      res.end();
    });
    const error = await failure(api.client.get('/jobs/single/nope'));
    expect(error).toMatchObject({ message: defaultErrorMessages.notFound, status: 404, code: errorCodes.E_NOT_FOUND });
  });

  it('reports an unreachable server as a network error without status', async () => {
    const closed = await startTestServer();
    await closed.close();
    const offline = createApiClient({ baseURL: `${closed.origin}/api` });
    const error = await failure(offline.get('/users/me'));
    expect(error).toMatchObject({ message: defaultErrorMessages.network, status: null, code: clientErrorCodes.E_NETWORK });
  });

  it('reports a cancelled request as cancelled', async () => {
    api.server.handle(() => undefined); // never answers
    const controller = new AbortController();
    const request = api.client.get('/slow', { signal: controller.signal });
    controller.abort();
    const error = await failure(request);
    expect(error).toMatchObject({ status: null, code: clientErrorCodes.E_CANCELLED });
  });

  it('resolves successful responses untouched', async () => {
    api.server.handle((_req, res) => sendJson(res, 200, { ok: true }));
    await expect(api.client.get('/ok')).resolves.toMatchObject({ status: 200, data: { ok: true } });
  });
});

describe('normalizeApiError', () => {
  it('returns an ApiClientError as it is', () => {
    const error = new ApiClientError({ message: 'x', status: 400, code: 'E_VALIDATION', original: null });
    expect(normalizeApiError(error)).toBe(error);
  });

  it('wraps anything else, keeping its message', () => {
    const cause = new TypeError('boom');
    const error = normalizeApiError(cause);
    expect(isApiClientError(error)).toBe(true);
    expect(error).toMatchObject({ message: 'boom', status: null, code: clientErrorCodes.E_UNKNOWN, original: cause });
    expect(normalizeApiError('weird').message).toBe(defaultErrorMessages.generic);
  });
});
