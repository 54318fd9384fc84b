import { type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export type FetchRetryOptions = {
  /** Attempts after the first one. */
  retries?: number;
  /** Delay before the first retry; doubles for each further one. */
  delayMs?: number;
  fetchImpl?: typeof fetch;
  wait?: (ms: number) => Promise<void>;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A network error or a 5xx may pass on a second try; a 4xx will not, so it is returned at once. */
export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  { retries = 2, delayMs = 250, fetchImpl = fetch, wait = sleep }: FetchRetryOptions = {},
): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const isLast = attempt >= retries;
    try {
      const response = await fetchImpl(url, init);
      if (response.status < 500 || isLast) return response;
    } catch (error) {
      if (isLast) throw error;
    }
    await wait(delayMs * 2 ** attempt);
  }
}

/**
 * Layer one of remote failure handling: manifest requests are retried on network errors and
 * 5xx, and manifests are fetched with `no-cache` so a redeployed remote is seen at once.
 */
export function fetchRetryPlugin(options: FetchRetryOptions = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'nordhub-fetch-retry',
    fetch: (url, init) => fetchWithRetry(url, { ...init, cache: 'no-cache' }, options),
  };
}
