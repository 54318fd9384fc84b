// Test helpers for any project's tests: `@nordhub/api-client/testing`. Never imported by product code.
import { type IncomingMessage } from 'node:http';

import { sendJson, type TestServer } from './test-utils/test-server';

export { sendJson, startTestServer, type RecordedRequest, type TestHandler, type TestServer } from './test-utils/test-server';
export { makeUser, makeUserCompany, makeUserInvestor } from './users/user-fixture';

/** The JSON body of a request the test server received (undefined when empty). */
export async function readJsonBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** One answer of a route table: a status and a JSON body, optionally after a delay. */
export type TestRoute = { status: number; body?: unknown; delayMs?: number };
export type TestRoutes = Record<string, TestRoute | ((body: unknown) => TestRoute)>;
export type ReceivedCall = { method: string; url: string; body: unknown };

/**
 * Serves a table of "METHOD /path?query" → answer, answers CORS preflights (jsdom checks them
 * like a browser), and records each call with its JSON body. Unknown routes get a 404.
 */
export function serveRoutes(server: TestServer, routes: TestRoutes): ReceivedCall[] {
  const calls: ReceivedCall[] = [];
  server.handle(async (request, response) => {
    if (request.method === 'OPTIONS') {
      response.setHeader('access-control-allow-headers', request.headers['access-control-request-headers'] ?? '*');
      response.setHeader('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE');
      response.writeHead(204);
      response.end();
      return;
    }
    const body = await readJsonBody(request);
    const method = request.method ?? '';
    const url = request.url ?? '';
    calls.push({ method, url, body });
    const entry = routes[`${method} ${url}`];
    const route = typeof entry === 'function' ? entry(body) : entry;
    if (!route) {
      sendJson(response, 404, { statusCode: 404, code: 'E_NOT_FOUND', message: `No test route for ${method} ${url}` });
      return;
    }
    if (route.delayMs) await new Promise((resolve) => setTimeout(resolve, route.delayMs));
    if (route.status === 204) {
      response.writeHead(204);
      response.end();
      return;
    }
    sendJson(response, route.status, route.body);
  });
  return calls;
}
