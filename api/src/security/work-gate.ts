import { errorCodes } from '@nordhub/contracts';
import { HttpError } from '../http-errors';

export interface WorkGateOptions {
  /** How many tasks run at once. */
  concurrency: number;
  /** The longest a task may expect to wait for its turn; beyond that, `run` and `reserve` refuse at once. */
  maxWaitMs: number;
  /** What a task is assumed to take until one has been timed. */
  initialTaskMs: number;
  /** What a refusal tells the caller. */
  busyMessage: string;
  /**
   * The share of its workers' time the gate's tasks may take while others wait (0 to 1, default
   * 1): below 1, a slot rests after each task, as long again as the task took times (1 / share - 1),
   * before the next waiting task takes it. A lone task never waits for it.
   */
  busyShare?: number;
}

/** A place held in a gate's queue by a request that will run its task later (or not at all). */
export interface WorkReservation {
  /** Runs the task in the place held (never refused: the place was granted). */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Gives the place up when the task will not run; harmless after `run`. */
  release(): void;
}

/** Weight of the newest duration in the running average (about the last ten tasks count). */
const AVERAGE_WEIGHT = 0.1;

/**
 * Runs expensive work a few at a time, first come first served. A task that would wait longer than
 * `maxWaitMs` (from the running average of task durations) is refused at once with 429 and a
 * Retry-After: a burst queues briefly or is told when to come back, instead of piling up behind
 * the work and holding every other request up with it. The refused are told different times, one
 * task's share of the gate apart, when the queue will have room for them, so they do not all come
 * back in the same second. A request that does other work before its task (a sign-in reads the
 * account first) reserves its place on arrival, so a burst is refused before that work too.
 */
export class WorkGate {
  private active = 0;
  private reserved = 0;
  private readonly waiting: Array<() => void> = [];
  private averageTaskMs: number;
  /** When the callers refused so far have been told to come back, the latest (ms, performance.now()). */
  private deferredUntil = 0;

  /** Rest after a task per millisecond it took, while others wait (busyShare). */
  private readonly restPerTaskMs: number;

  constructor(private readonly options: WorkGateOptions) {
    if (!(options.concurrency >= 1)) throw new RangeError('WorkGate concurrency must be at least 1');
    const share = options.busyShare ?? 1;
    if (!(share > 0 && share <= 1)) throw new RangeError('WorkGate busyShare must be above 0 and at most 1');
    this.restPerTaskMs = 1 / share - 1;
    this.averageTaskMs = options.initialTaskMs;
  }

  /** What one task holds a slot for while others wait: the task and the rest after it. */
  private get averageTurnMs(): number {
    return this.averageTaskMs * (1 + this.restPerTaskMs);
  }

  /** Tasks running now, tasks waiting for a turn, and places reserved for tasks still to come. */
  get load(): { active: number; waiting: number; reserved: number } {
    return { active: this.active, waiting: this.waiting.length, reserved: this.reserved };
  }

  /** How long a task arriving now would wait for its turn, in milliseconds. */
  expectedWaitMs(): number {
    const ahead = this.active + this.waiting.length + this.reserved;
    if (ahead < this.options.concurrency) return 0;
    return Math.ceil((ahead - this.options.concurrency + 1) / this.options.concurrency) * this.averageTurnMs;
  }

  /** Holds a place for a task to come; 429 with Retry-After when its wait would pass `maxWaitMs`. */
  reserve(): WorkReservation {
    this.admit();
    this.reserved += 1;
    let held = true;
    const release = () => {
      if (!held) return false;
      held = false;
      this.reserved -= 1;
      return true;
    };
    return {
      run: <T>(task: () => Promise<T>) => (release() ? this.enqueue(task) : this.run(task)),
      release: () => {
        release();
      },
    };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    this.admit();
    return this.enqueue(task);
  }

  /** Refuses (429, Retry-After) a task that would wait longer than allowed. */
  private admit(): void {
    const wait = this.expectedWaitMs();
    if (wait <= this.options.maxWaitMs) return;
    // Come back when the queue has drained to the allowed wait, after those told before.
    const now = performance.now();
    this.deferredUntil = Math.max(this.deferredUntil, now + wait - this.options.maxWaitMs) + this.averageTurnMs / this.options.concurrency;
    const retryAfterSeconds = Math.max(1, Math.ceil((this.deferredUntil - now) / 1000));
    throw new HttpError(429, errorCodes.E_RATE_LIMITED, this.options.busyMessage, undefined, retryAfterSeconds);
  }

  private async enqueue<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.options.concurrency) {
      // The finishing task hands its slot over (active stays counted), so no newcomer jumps the queue.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active += 1;
    }
    const started = performance.now();
    try {
      return await task();
    } finally {
      const took = performance.now() - started;
      this.averageTaskMs += AVERAGE_WEIGHT * (took - this.averageTaskMs);
      if (this.waiting.length > 0 && this.restPerTaskMs > 0) setTimeout(() => this.handOver(), took * this.restPerTaskMs);
      else this.handOver();
    }
  }

  /** The slot goes to the next waiting task, or is freed. */
  private handOver(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active -= 1;
  }
}
