import { errorCodes } from '@nordhub/contracts';
import { HttpError } from '../http-errors';

export interface WorkGateOptions {
  /** How many tasks run at once. */
  concurrency: number;
  /** The longest a task may expect to wait for its turn; beyond that, `run` refuses at once. */
  maxWaitMs: number;
  /** What a task is assumed to take until one has been timed. */
  initialTaskMs: number;
  /** What a refusal tells the caller. */
  busyMessage: string;
}

/** Weight of the newest duration in the running average (about the last ten tasks count). */
const AVERAGE_WEIGHT = 0.1;

/**
 * Runs expensive work a few at a time, first come first served. A task that would wait longer than
 * `maxWaitMs` (from the running average of task durations) is refused at once with 429 and a
 * Retry-After of that wait: a burst queues briefly or is told when to come back, instead of piling
 * up behind the work and holding every other request up with it.
 */
export class WorkGate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  private averageTaskMs: number;

  constructor(private readonly options: WorkGateOptions) {
    if (!(options.concurrency >= 1)) throw new RangeError('WorkGate concurrency must be at least 1');
    this.averageTaskMs = options.initialTaskMs;
  }

  /** Tasks running now and tasks waiting for a turn. */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  /** How long a task arriving now would wait for its turn, in milliseconds. */
  expectedWaitMs(): number {
    if (this.active < this.options.concurrency) return 0;
    return Math.ceil((this.waiting.length + 1) / this.options.concurrency) * this.averageTaskMs;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.options.concurrency) {
      const wait = this.expectedWaitMs();
      if (wait > this.options.maxWaitMs) {
        throw new HttpError(429, errorCodes.E_RATE_LIMITED, this.options.busyMessage, undefined, Math.max(1, Math.ceil(wait / 1000)));
      }
      // The finishing task hands its slot over (active stays counted), so no newcomer jumps the queue.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active += 1;
    }
    const started = performance.now();
    try {
      return await task();
    } finally {
      this.averageTaskMs += AVERAGE_WEIGHT * (performance.now() - started - this.averageTaskMs);
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
