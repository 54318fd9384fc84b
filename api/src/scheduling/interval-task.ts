import type { FastifyBaseLogger } from 'fastify';

/** A task started by startIntervalTask. */
export interface IntervalTask {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

export interface IntervalTaskOptions<Summary extends object> {
  /** Milliseconds between runs (main.ts uses DIGEST_INTERVAL_MS). */
  intervalMs: number;
  log: FastifyBaseLogger;
  /** One run; its summary is logged when `shouldLog` says so. */
  run: () => Promise<Summary>;
  /** Whether a run's summary is worth an info line (quiet runs are not logged). */
  shouldLog: (summary: Summary) => boolean;
  /** The info line for a run worth logging, e.g. 'job digests run'. */
  doneMessage: string;
  /** The error line for a run that threw, e.g. 'the job digest run failed'. */
  failedMessage: string;
}

/**
 * Runs `run` every `intervalMs`, the first run right away. Runs never overlap in one process (a
 * tick while a run is in progress is skipped); the runs themselves claim their rows in a
 * transaction, which keeps several processes from doing the same work twice. The timer does not
 * keep the process alive.
 */
export function startIntervalTask<Summary extends object>(options: IntervalTaskOptions<Summary>): IntervalTask {
  const { log } = options;
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = options
      .run()
      .then((summary) => {
        const fields: object = summary;
        if (options.shouldLog(summary)) log.info(fields, options.doneMessage);
      })
      .catch((error: unknown) => log.error({ err: error }, options.failedMessage))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
