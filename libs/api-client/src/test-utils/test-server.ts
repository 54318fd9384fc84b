// A real HTTP server on a random local port for tests: requests travel through axios's real
// adapters (node http, or jsdom's XMLHttpRequest) instead of mocks.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { type ApiClient, createApiClient } from '../client';

export type RecordedRequest = { method: string; url: string; headers: IncomingMessage['headers'] };
export type TestHandler = (request: IncomingMessage, response: ServerResponse) => void;

export type TestServer = {
  /** e.g. http://127.0.0.1:43123 */
  origin: string;
  requests: RecordedRequest[];
  /** Replaces the handler for the following requests. */
  handle: (handler: TestHandler) => void;
  close: () => Promise<void>;
};

export const sendJson = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

export async function startTestServer(initial: TestHandler = (_req, res) => sendJson(res, 404, {})): Promise<TestServer> {
  let handler = initial;
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    // jsdom enforces CORS like a browser; a credentialed request needs the exact origin echoed.
    const origin = request.headers.origin;
    if (origin) {
      response.setHeader('access-control-allow-origin', origin);
      response.setHeader('access-control-allow-credentials', 'true');
    }
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    handle: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * A test server and an API client of it for the whole test file (transport-level tests of one
 * endpoint function): read `server` and `client` inside tests, after the file's beforeAll.
 */
export function setUpTransportServer(): { readonly server: TestServer; readonly client: ApiClient } {
  let server: TestServer | undefined;
  let client: ApiClient | undefined;
  beforeAll(async () => {
    server = await startTestServer();
    client = createApiClient({ baseURL: `${server.origin}/api` });
  });
  afterAll(() => server?.close());
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The transport test server starts in beforeAll');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get client() {
      return started(client);
    },
  };
}
