import { HttpError } from '../http-errors';
import { WorkGate } from './work-gate';

/** A task that runs until the test lets it finish. */
function heldTask() {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { finish, task: () => done };
}

const busyMessage = 'Busy, try again';

describe('a work gate', () => {
  it('runs at most `concurrency` tasks at once and the rest in arrival order', async () => {
    const gate = new WorkGate({ concurrency: 2, maxWaitMs: 60_000, initialTaskMs: 1, busyMessage });
    const tasks = [heldTask(), heldTask(), heldTask(), heldTask()];
    const order: number[] = [];
    const runs = tasks.map((held, index) => gate.run(async () => {
      order.push(index);
      await held.task();
    }));
    await Promise.resolve();
    expect(gate.load).toEqual({ active: 2, waiting: 2, reserved: 0 });
    expect(order).toEqual([0, 1]);

    tasks[1]!.finish();
    await runs[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual([0, 1, 2]);
    expect(gate.load).toEqual({ active: 2, waiting: 1, reserved: 0 });

    tasks.forEach((held) => held.finish());
    await Promise.all(runs);
    expect(order).toEqual([0, 1, 2, 3]);
    expect(gate.load).toEqual({ active: 0, waiting: 0, reserved: 0 });
  });

  it('refuses with 429 and a Retry-After of when the queue has room when the expected wait is over the limit', async () => {
    // Each task is assumed to take 2 s, one at a time, and nobody should wait over 3 s.
    const gate = new WorkGate({ concurrency: 1, maxWaitMs: 3_000, initialTaskMs: 2_000, busyMessage });
    const held = heldTask();
    const running = gate.run(held.task);
    const waiting = gate.run(async () => 'second'); // waits 2 s: accepted
    await Promise.resolve();

    // Would wait 4 s: in 1 s the wait is down to the limit, and one task's time later the next
    // refused caller's turn comes; they are told 3 s and 5 s, not the same second.
    const refusals = await Promise.all([gate.run(async () => 'third'), gate.run(async () => 'fourth')].map((refused) => refused.catch((error: unknown) => error)));
    expect(refusals[0]).toBeInstanceOf(HttpError);
    expect(refusals).toMatchObject([
      { statusCode: 429, code: 'E_RATE_LIMITED', message: busyMessage, retryAfterSeconds: 3 },
      { statusCode: 429, retryAfterSeconds: 5 },
    ]);

    held.finish();
    await running;
    await expect(waiting).resolves.toBe('second');
  });

  it('counts reserved places in the wait and runs a reserved task without refusing it', async () => {
    const gate = new WorkGate({ concurrency: 1, maxWaitMs: 3_000, initialTaskMs: 2_000, busyMessage });
    const held = heldTask();
    const running = gate.run(held.task);
    const reservation = gate.reserve(); // waits 2 s: granted
    expect(gate.load).toEqual({ active: 1, waiting: 0, reserved: 1 });
    // The reserved place counts: a newcomer would wait 4 s.
    expect(() => gate.reserve()).toThrow(HttpError);
    await expect(gate.run(async () => 'newcomer')).rejects.toMatchObject({ statusCode: 429 });

    const reservedRun = reservation.run(async () => 'reserved');
    expect(gate.load).toEqual({ active: 1, waiting: 1, reserved: 0 });
    reservation.release(); // after run: changes nothing
    expect(gate.load).toEqual({ active: 1, waiting: 1, reserved: 0 });
    held.finish();
    await running;
    await expect(reservedRun).resolves.toBe('reserved');
  });

  it('frees a reserved place given up without a task', () => {
    const gate = new WorkGate({ concurrency: 1, maxWaitMs: 3_000, initialTaskMs: 2_000, busyMessage });
    const first = gate.reserve();
    const second = gate.reserve();
    expect(gate.load.reserved).toBe(2);
    first.release();
    first.release();
    second.release();
    expect(gate.load).toEqual({ active: 0, waiting: 0, reserved: 0 });
  });

  it('frees the slot when a task fails', async () => {
    const gate = new WorkGate({ concurrency: 1, maxWaitMs: 60_000, initialTaskMs: 1, busyMessage });
    await expect(gate.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
    expect(gate.load).toEqual({ active: 0, waiting: 0, reserved: 0 });
  });

  describe('with a busy share below 1', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('rests a slot after each task while others wait, as long as the task took for a half share, and counts the rest in the wait', async () => {
      const gate = new WorkGate({ concurrency: 1, maxWaitMs: 60_000, initialTaskMs: 100, busyShare: 0.5, busyMessage });
      const order: string[] = [];
      const first = gate.run(async () => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        order.push('first');
      });
      const second = gate.run(async () => {
        order.push('second');
      });
      // Two tasks ahead of a newcomer (the running one and the waiting one): 100 ms each and a 100 ms rest after each.
      expect(gate.expectedWaitMs()).toBe(2 * 200);
      await jest.advanceTimersByTimeAsync(100);
      expect(order).toEqual(['first']);
      await jest.advanceTimersByTimeAsync(99);
      expect(order).toEqual(['first']);
      await jest.advanceTimersByTimeAsync(1);
      expect(order).toEqual(['first', 'second']);
      await Promise.all([first, second]);
      expect(gate.load).toEqual({ active: 0, waiting: 0, reserved: 0 });
    });

    it('never holds back a task nobody waits behind', async () => {
      const gate = new WorkGate({ concurrency: 1, maxWaitMs: 60_000, initialTaskMs: 100, busyShare: 0.5, busyMessage });
      const alone = gate.run(() => new Promise<void>((resolve) => setTimeout(resolve, 100)));
      await jest.advanceTimersByTimeAsync(100);
      await alone;
      expect(gate.load).toEqual({ active: 0, waiting: 0, reserved: 0 });
      const order: string[] = [];
      const next = gate.run(async () => {
        order.push('next');
      });
      expect(order).toEqual(['next']);
      await next;
    });

    it('refuses a share outside (0, 1]', () => {
      expect(() => new WorkGate({ concurrency: 1, maxWaitMs: 1, initialTaskMs: 1, busyShare: 0, busyMessage })).toThrow(RangeError);
      expect(() => new WorkGate({ concurrency: 1, maxWaitMs: 1, initialTaskMs: 1, busyShare: 1.5, busyMessage })).toThrow(RangeError);
    });
  });
});
