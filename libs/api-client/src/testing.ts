// Test helpers for any project's tests: `@nordhub/api-client/testing`. Never imported by product code.
import { type IncomingMessage } from 'node:http';

import { apiClient } from './client';
import { sendJson, startTestServer, type TestServer } from './test-utils/test-server';

export { sendJson, startTestServer, type RecordedRequest, type TestHandler, type TestServer } from './test-utils/test-server';
export { makeUser, makeUserCompany, makeUserInvestor } from './users/user-fixture';

/** The JSON body of a request the test server received (undefined when empty). */
export async function readJsonBody(request: IncomingMessage): Promise<unknown> {
  const text = (await readBody(request)).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : undefined;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** One answer of a route table: a status and a JSON body, optionally with headers and after a delay. */
export type TestRoute = { status: number; body?: unknown; headers?: Record<string, string>; delayMs?: number };
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
    // A multipart upload is recorded as its raw text (a test can look for the file's name in it).
    const body = (request.headers['content-type'] ?? '').startsWith('multipart/')
      ? (await readBody(request)).toString('latin1')
      : await readJsonBody(request);
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
    if (route.headers) {
      for (const [name, value] of Object.entries(route.headers)) response.setHeader(name, value);
      // Cross-origin (as the test server is), a script reads only the headers exposed to it.
      response.setHeader('access-control-expose-headers', Object.keys(route.headers).join(', '));
    }
    if (route.status === 204) {
      response.writeHead(204);
      response.end();
      return;
    }
    sendJson(response, route.status, route.body);
  });
  return calls;
}
export { makeJobDetail, makeJobListItem, makeJobsAndFeatured } from './jobs/job-fixture';
export { makeCompany, makeResponseRecord, makeStartupListItem } from './companies/company-fixture';
export { makeInvestor, makeInvestorListItem } from './investors/investor-fixture';
export { makeBlogPost, makeBlogPostListItem } from './blog/blog-fixture';
export { makeDigestSettings } from './digest/digest-fixture';
export { makeTool } from './tools/tool-fixture';
export { makePartner } from './partners/partner-fixture';
export { makeContentPage, makePublicDeal } from './deals/deal-fixture';

/**
 * For a whole test file: a real local HTTP server behind the product's apiClient (started before
 * all tests, the client's base URL restored after). `serve` swaps the route table; `calls` are
 * the requests the current table received.
 */
export function setUpTestApi() {
  const state: { server?: TestServer; calls: ReceivedCall[] } = { calls: [] };
  const productBaseURL = apiClient.baseURL;
  beforeAll(async () => {
    state.server = await startTestServer();
    apiClient.baseURL = `${state.server.origin}/api`;
  });
  afterAll(async () => {
    apiClient.baseURL = productBaseURL;
    await state.server?.close();
  });
  const server = (): TestServer => {
    if (!state.server) throw new Error('The test server has not started (call setUpTestApi at the top of the file)');
    return state.server;
  };
  return {
    /** Swaps the route table; returns the (live) list of calls this table receives. */
    serve: (routes: TestRoutes): ReceivedCall[] => {
      state.calls = serveRoutes(server(), routes);
      return state.calls;
    },
    calls: () => state.calls,
    /** The raw server, for a test that answers by hand (`server().handle`). */
    server,
  };
}
