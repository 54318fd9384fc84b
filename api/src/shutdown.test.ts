import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from './app-type';
import { gracefulShutdown } from './shutdown';
import { forEachDatabase } from './test/databases';
import { buildTestApp } from './test/test-app';

/** One GET on a connection of its own (no keep-alive pool): its status and Connection header, or the socket error's code. */
function getOnNewConnection(port: number, path: string): Promise<{ status: number; connection: string | undefined } | { error: string }> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

// Graceful shutdown on SIGTERM (shutdown.ts, as main.ts wires it): the real app listening on a
// port, a search held up by a lock on the table it reads, then the shutdown begins.
forEachDatabase(({ kind, db, connectAgain }) => {
  let app: App | undefined;
  let release = () => undefined as void;
  afterAll(async () => {
    // A failed expectation must not leave the database locked.
    release();
    await app?.close();
  });

  it('finishes the request in flight with 200, refuses new ones, then exits 0', async () => {
    app = await buildTestApp(db());
    let received = 0;
    app.addHook('onRequest', async () => {
      received += 1;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    // The search reads job_listings: a transaction holding it exclusively makes it wait (on
    // PGlite any transaction holds the whole database).
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => undefined as void;
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holding = db().transaction(async (tx) => {
      await tx.exec('LOCK TABLE job_listings IN ACCESS EXCLUSIVE MODE');
      locked();
      await gate;
    });
    await isLocked;

    let settled = false;
    const slow = getOnNewConnection(port, '/api/v2/jobs').finally(() => {
      settled = true;
    });
    // In flight: the server has the request, and on the server it is queued behind the lock.
    while (received === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    if (kind === 'postgres') {
      const watcher = await connectAgain();
      try {
        while (Number((await watcher.db.one<{ n: number }>(`SELECT count(*) AS n FROM pg_locks WHERE NOT granted`)).n) === 0) {
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      } finally {
        await watcher.close();
      }
    }
    expect(settled).toBe(false);

    const exits: number[] = [];
    const shutdown = gracefulShutdown({ app, tasks: [], closers: [], exit: (code) => exits.push(code) });
    const closing = shutdown('SIGTERM');

    // No new request is taken: the connection is refused or closed unanswered (idle connections
    // are closed), or, had it got in, answered 503 with Connection: close.
    const late = await getOnNewConnection(port, '/api/health');
    if ('error' in late) expect(['ECONNREFUSED', 'ECONNRESET']).toContain(late.error);
    else expect(late).toEqual({ status: 503, connection: 'close' });
    // Still waiting for the request in flight.
    expect(exits).toEqual([]);

    release();
    await holding;
    expect(await slow).toEqual(expect.objectContaining({ status: 200 }));
    await closing;
    expect(exits).toEqual([0]);
    // The late request never reached a route (a 503 on closing is answered before any hook).
    expect(received).toBe(1);
    app = undefined;
  });
});
