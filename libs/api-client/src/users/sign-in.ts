import { type LogInForm, type User } from '@nordhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError, isApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { type RequestOptions } from '../request-options';
import { writeMe } from './me-cache';

export const signInPath = '/users/sign-in';

/**
 * A sign-in the server turns away for a moment (429 with a Retry-After of at most this many
 * seconds: many people signing in at once) is sent again after the wait it names, up to
 * BUSY_RETRIES times, while the form shows it is working; a longer wait (too many attempts) is
 * the form's message at once.
 */
const BUSY_WAIT_LIMIT_SECONDS = 10;
const BUSY_RETRIES = 3;

/** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', aborted);
      resolve();
    }, ms);
    const aborted = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', aborted, { once: true });
  });
}

/** The seconds to wait before sending the sign-in again, or null when it is not worth another try. */
function busyWaitSeconds(error: unknown, retries: number): number | null {
  if (retries >= BUSY_RETRIES || !isApiClientError(error) || error.status !== 429) return null;
  const seconds = error.retryAfterSeconds;
  return seconds !== null && seconds <= BUSY_WAIT_LIMIT_SECONDS ? seconds : null;
}

export async function signIn(form: LogInForm, { client = apiClient, signal }: RequestOptions = {}): Promise<User> {
  for (let retries = 0; ; retries += 1) {
    try {
      return await parseResponse(import('@nordhub/contracts').then((contracts) => contracts.userSchema), await client.post<unknown>(signInPath, form, { signal }));
    } catch (error) {
      const wait = busyWaitSeconds(error, retries);
      if (wait === null) throw error;
      await pause(wait * 1000, signal);
    }
  }
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation<User, ApiClientError, LogInForm>({
    mutationFn: (form) => signIn(form),
    onSuccess: (user) => writeMe(queryClient, user),
  });
}
