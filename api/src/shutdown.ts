import type { FastifyInstance } from 'fastify';
import type { IntervalTask } from './scheduling/interval-task';

export interface ShutdownOptions {
  app: Pick<FastifyInstance, 'close' | 'log' | 'server'>;
  /** Scheduled tasks, stopped while the server drains (a running tick finishes first). */
  tasks: readonly IntervalTask[];
  /** Closed in order once the server has drained (the databases). */
  closers: ReadonlyArray<() => Promise<unknown>>;
  /** process.exit in the server; tests pass a recorder. */
  exit: (code: number) => void;
  /** Longest wait for in-flight requests before they are cut and the exit code is 1. */
  graceMs?: number;
}

/**
 * The server's answer to SIGTERM and SIGINT: stop taking requests and finish those in flight.
 * app.close() closes the listening socket at once (new connections are refused), answers 503
 * with Connection: close to a request arriving on an open keep-alive connection, closes idle
 * connections, and resolves when the last in-flight request has been answered; the scheduled
 * tasks stop meanwhile. Then the databases close and the exit code is 0. A second signal, or
 * requests still running after `graceMs` (default 25 s, under the usual 30 s before an
 * orchestrator's SIGKILL), exits 1 at once.
 */
export function gracefulShutdown({ app, tasks, closers, exit, graceMs = 25_000 }: ShutdownOptions): (signal: string) => Promise<void> {
  let closing = false;
  return async (signal) => {
    if (closing) {
      // A second signal means "now".
      exit(1);
      return;
    }
    closing = true;
    app.log.info(`${signal} received: finishing the requests in flight, taking no new ones`);
    const timer = setTimeout(() => {
      app.log.error(`Requests still running ${graceMs / 1000} s after ${signal}: cutting them off`);
      app.server.closeAllConnections();
      exit(1);
    }, graceMs);
    timer.unref();
    try {
      await Promise.all([app.close(), ...tasks.map((task) => task.stop())]);
      for (const close of closers) await close();
      clearTimeout(timer);
      exit(0);
    } catch (error) {
      clearTimeout(timer);
      app.log.error({ err: error }, 'Shutting down failed');
      exit(1);
    }
  };
}
