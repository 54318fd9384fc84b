/**
 * @jest-environment node
 */
import { apiClient, createApiClient } from './client';
import { type ApiClientError } from './errors';
import { sendJson, startTestServer, type TestServer } from './test-utils/test-server';

describe('the API client', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("is the product's: /api, with the session cookie, asking for JSON; its axios exists only once a request is made", async () => {
    let instance: { baseURL?: string; withCredentials?: boolean; accept?: unknown } | null = null;
    apiClient.configure(({ defaults }) => {
      instance = { baseURL: defaults.baseURL, withCredentials: defaults.withCredentials, accept: defaults.headers.Accept };
    });
    expect(instance).toBeNull();
    // No server at a relative URL in Node: the request fails, but it has made the client.
    await apiClient.get('/health').catch(() => undefined);
    expect(apiClient.baseURL).toBe('/api');
    expect(instance).toEqual({ baseURL: undefined, withCredentials: true, accept: 'application/json' });
  });

  it('prepares axios ahead of the first request when asked to, without asking the API anything', async () => {
    const client = createApiClient({ baseURL: server.origin });
    const asked = server.requests.length;
    let configured = false;
    client.configure(() => {
      configured = true;
    });
    expect(configured).toBe(false);
    await expect(client.prepare()).resolves.toBeUndefined();
    expect(configured).toBe(true);
    expect(server.requests).toHaveLength(asked);
  });

  it("sends a beacon without axios, with the CSRF cookie echoed in its header", async () => {
    const received = new Promise<{ method: string; url: string; token: unknown }>((resolve) =>
      server.handle((request, response) => {
        resolve({ method: request.method ?? '', url: request.url ?? '', token: request.headers['x-xsrf-token'] });
        sendJson(response, 200, { counted: true });
      }),
    );
    Object.defineProperty(globalThis, 'document', { value: { cookie: 'consent=yes; XSRF-TOKEN=tok%3Den' }, configurable: true });
    try {
      const client = createApiClient({ baseURL: `${server.origin}/api/` });
      let made = false;
      client.configure(() => {
        made = true;
      });
      client.beacon('/jobs/abc/view');
      await expect(received).resolves.toEqual({ method: 'POST', url: '/api/jobs/abc/view', token: 'tok=en' });
      expect(made).toBe(false);
    } finally {
      Reflect.deleteProperty(globalThis, 'document');
    }
  });

  it('drops a beacon the server cannot take, without an error', async () => {
    const client = createApiClient({ baseURL: 'http://127.0.0.1:1/api' });
    expect(() => client.beacon('/jobs/abc/view')).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

  it('asks the server its baseURL names at the time of the request', async () => {
    server.handle((_req, res) => sendJson(res, 200, { ok: true }));
    const client = createApiClient({ baseURL: 'http://127.0.0.1:1/api' });
    client.baseURL = `${server.origin}/v9`;
    await client.get('/jobs');
    expect(server.requests.at(-1)?.url).toBe('/v9/jobs');
  });

  it('rejects with an ApiClientError that every error listener hears, until it stops listening', async () => {
    server.handle((_req, res) => sendJson(res, 401, { code: 'E_UNAUTHORIZED', message: 'Please log in to continue.' }));
    const client = createApiClient({ baseURL: `${server.origin}/api` });
    const heard: ApiClientError[] = [];
    const stop = client.onError((error) => heard.push(error));

    await expect(client.get('/session')).rejects.toMatchObject({ name: 'ApiClientError', status: 401, code: 'E_UNAUTHORIZED' });
    expect(heard.map((error) => error.status)).toEqual([401]);
    stop();
    await expect(client.post('/jobs/1/view')).rejects.toMatchObject({ status: 401 });
    expect(heard).toHaveLength(1);
  });

  it('sends each method with its body to its path', async () => {
    server.handle((_req, res) => sendJson(res, 200, { ok: true }));
    const client = createApiClient({ baseURL: `${server.origin}/api` });
    await client.put('/a', { x: 1 });
    await client.patch('/b', { x: 2 });
    await client.delete('/c', { params: { id: 3 } });
    expect(server.requests.slice(-3).map(({ method, url }) => `${method} ${url}`)).toEqual(['PUT /api/a', 'PATCH /api/b', 'DELETE /api/c?id=3']);
  });
});
