import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { WorkGate, type WorkReservation } from './work-gate';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane). @node-rs/argon2 defaults to argon2id;
// its Algorithm enum is a const enum that isolated-module builds cannot import, so the default
// is relied on and a test checks that hashes start with "$argon2id$".
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** libuv's worker threads (UV_THREADPOOL_SIZE, 4 unless set), which argon2 shares with files, DNS and compression. */
const threadPoolSize = Number(process.env.UV_THREADPOOL_SIZE) || 4;

/**
 * Hashes run on libuv's worker threads. Two threads stay free for file reads, DNS and compression,
 * and one core for the event loop, so a burst of sign-ins slows sign-ins, not every other request.
 */
export const passwordHashConcurrency = Math.max(1, Math.min(threadPoolSize - 2, availableParallelism() - 1));

/** The text of a sign-in or sign-up refused because too many are being checked at once. */
export const passwordCheckBusyMessage = 'Many people are signing in right now. Please try again in a few seconds.';

/**
 * While sign-ins queue, their hashes take at most a quarter of the machine's cores (on two cores,
 * one hash thread half the time): the event loop, the database and every other request keep the
 * rest. A lone sign-in is never held back.
 */
export const passwordHashBusyShare = Math.min(1, availableParallelism() / 4 / passwordHashConcurrency);

const gate = new WorkGate({
  concurrency: passwordHashConcurrency,
  busyShare: passwordHashBusyShare,
  // A sign-in waits about a second at most in the queue (a dozen or two on two cores), so none takes
  // long even when the machine is slower than the estimate (its reads and writes come on top);
  // later ones get 429 with a Retry-After of when the queue will have room for them.
  maxWaitMs: 1_000,
  initialTaskMs: 50,
  busyMessage: passwordCheckBusyMessage,
});

/**
 * A place in the queue of password checks, held from a request's arrival (429 with Retry-After
 * when the queue is full), so a burst of sign-ins is turned away before it reads the database.
 * Pass it to verifyPassword; release it when no check follows.
 */
export function reservePasswordCheck(): WorkReservation {
  return gate.reserve();
}

/** A PHC-format argon2id hash (salted) of a password; 429 when the queue of hashes is full. */
export function hashPassword(password: string): Promise<string> {
  return gate.run(() => hash(password, options));
}

/**
 * Whether the password matches the stored hash; false (not an error) for a malformed hash. Runs in
 * `reserved`'s place when given, else joins the queue (429 when it is full).
 */
export function verifyPassword(storedHash: string, password: string, reserved?: WorkReservation): Promise<boolean> {
  const check = async () => {
    try {
      return await verify(storedHash, password);
    } catch {
      return false;
    }
  };
  return reserved ? reserved.run(check) : gate.run(check);
}
