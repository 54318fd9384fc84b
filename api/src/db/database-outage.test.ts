import { createServer, connect, type Server, type Socket } from 'node:net';
import { errorCodes } from '@nordhub/contracts';
import type { App } from '../app-type';
import { UNAVAILABLE_RETRY_AFTER_SECONDS, unavailableMessage } from '../plugins/error-handler';
import { TestBrowser } from '../test/browser';
import { openTestDatabase, type TestDatabase } from '../test/databases';
import { buildTestApp } from '../test/test-app';
import { createPostgresDb } from './postgres-db';
import { causedByUnavailableDatabase, DatabaseUnavailableError, isDatabaseUnavailable, reachingDatabase } from './unavailable';

describe('isDatabaseUnavailable', () => {
  it('knows the errors of a database that is down, restarting or unreachable', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    for (const error of [
      refused,
      // "localhost" resolves to two addresses: both refused.
      new AggregateError([refused, Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })]),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      Object.assign(new Error('sorry, too many clients already'), { code: '53300' }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('PGlite is closed'),
      new Error('A query failed', { cause: refused }),
    ]) {
      expect({ error: String(error), unavailable: isDatabaseUnavailable(error) }).toEqual({ error: String(error), unavailable: true });
    }
  });

  it('leaves every other error to the usual rules', () => {
    // A cause chain that loops ends at the depth limit.
    const cyclic: Error = new Error('wrapped in itself');
    Object.assign(cyclic, { cause: cyclic });
    expect(causedByUnavailableDatabase(cyclic)).toBe(false);
    for (const error of [
      cyclic,
      Object.assign(new Error('duplicate key'), { code: '23505' }),
      Object.assign(new Error('invalid input syntax for type uuid'), { code: '22P02' }),
      Object.assign(new Error('relation "jobs" does not exist'), { code: '42P01' }),
      new Error('Expected one row, got 0'),
      new AggregateError([]),
      null,
      'ECONNREFUSED',
    ]) {
      expect({ error: String(error), unavailable: isDatabaseUnavailable(error) }).toEqual({ error: String(error), unavailable: false });
    }
  });
});

describe('reachingDatabase', () => {
  it("wraps only the driver's outage errors, keeping them as the cause", async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const wrapped = await reachingDatabase(() => Promise.reject(refused)).catch((error: unknown) => error);
    expect(wrapped).toBeInstanceOf(DatabaseUnavailableError);
    expect((wrapped as Error).cause).toBe(refused);
    expect(causedByUnavailableDatabase(new Error('rate limit store failed', { cause: wrapped }))).toBe(true);

    const duplicate = Object.assign(new Error('duplicate key'), { code: '23505' });
    await expect(reachingDatabase(() => Promise.reject(duplicate))).rejects.toBe(duplicate);
    // The same socket error from another service (a file store, a mail server) is not the database's.
    expect(causedByUnavailableDatabase(new Error('fetch failed', { cause: refused }))).toBe(false);
  });
});

/** A TCP proxy to the PostgreSQL test server that a test can cut (the server "gone") and restore. */
class CuttableProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  /** Listens (again) on its port; a proxy already up stays as it is. */
  async start(): Promise<void> {
    if (this.server) return;
    const server = createServer((client) => {
      const upstream = connect(this.target);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    const address = server.address();
    if (address && typeof address === 'object') this.port = address.port;
    this.server = server;
  }

  /** Refuses new connections and drops the open ones, as a server that went down. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

/** What every request gets while the database is gone: 503, the code, a clear message and Retry-After. */
async function expectUnavailable(app: App, browser: TestBrowser) {
  const nobody = '00000000-0000-4000-8000-000000000000';
  for (const response of [
    await app.inject({ url: '/api/health' }),
    await app.inject({ url: `/api/jobs/single/${nobody}` }),
    await app.inject({ url: '/api/v2/jobsandfeatured?search=designer' }),
    await browser.post('/api/users/sign-in', { email: 'someone@example.com', password: 'Secret-pass1' }),
  ]) {
    expect({ status: response.statusCode, retryAfter: response.headers['retry-after'], body: response.json() }).toEqual({
      status: 503,
      retryAfter: String(UNAVAILABLE_RETRY_AFTER_SECONDS),
      body: { statusCode: 503, code: errorCodes.E_UNAVAILABLE, message: unavailableMessage },
    });
  }
}

describe('a PostgreSQL server that accepts connections and never answers', () => {
  let silent: Server;
  const held: Socket[] = [];
  beforeAll(async () => {
    silent = createServer((socket) => void held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('fails the connection after the time limit as an outage, instead of waiting for ever', async () => {
    const { port } = silent.address() as { port: number };
    const started = Date.now();
    const failure = await createPostgresDb({ connectionString: `postgres://nordhub@127.0.0.1:${port}/test`, connectionTimeoutMs: 300 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    // Well before jest's own 5 s limit: the pool's timer, not the test's, ended the wait.
    expect(Date.now() - started).toBeLessThan(4_000);
  });
});

describe('an API whose database is gone', () => {
  describe('on pglite (the embedded database closed under the app)', () => {
    let database: TestDatabase;
    let app: App;
    beforeAll(async () => {
      database = await openTestDatabase('pglite');
      app = await buildTestApp(database.db);
    });
    afterAll(async () => {
      await app.close();
      await database.dispose();
    });

    it('answers 503 E_UNAVAILABLE with Retry-After, never 500', async () => {
      const browser = new TestBrowser(app);
      expect((await browser.get('/api/health')).statusCode).toBe(200);
      await database.db.close();
      await expectUnavailable(app, browser);
    });
  });

  const serverUrl = process.env.NORDHUB_TEST_PG_URL;
  const declare = serverUrl ? describe : describe.skip;
  declare(serverUrl ? 'on postgres (the server cut off by a proxy, then back)' : `on postgres (skipped: ${process.env.NORDHUB_TEST_PG_SKIP ?? 'no PostgreSQL test server'})`, () => {
    let proxy: CuttableProxy;
    let database: TestDatabase;
    let app: App;
    beforeAll(async () => {
      const target = new URL(serverUrl ?? '');
      proxy = new CuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
      await proxy.start();
      const viaProxy = new URL(target);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      database = await openTestDatabase('postgres', { serverUrl: viaProxy.toString() });
      app = await buildTestApp(database.db);
    });
    afterAll(async () => {
      await app.close();
      // The clean-up (dropping the suite's schema) goes through the proxy too.
      await proxy.start();
      await database.dispose();
      await proxy.cut();
    });

    it('answers 503 E_UNAVAILABLE with Retry-After while the server is gone, and serves again once it is back', async () => {
      const browser = new TestBrowser(app);
      expect((await browser.get('/api/health')).statusCode).toBe(200);

      await proxy.cut();
      await expectUnavailable(app, browser);

      await proxy.start();
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/api/jobs/single/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
      const signIn = await browser.post('/api/users/sign-in', { email: 'someone@example.com', password: 'Secret-pass1' });
      expect(signIn.json()).toMatchObject({ code: errorCodes.E_INVALID_CREDENTIALS });
    });
  });
});
