import { QueryClient } from '@tanstack/react-query';
import { isApiClientError } from './errors';

const MAX_RETRIES = 2;

/** Retry only what may succeed next time: no response at all, or a 5xx. A 4xx will not change. */
export function shouldRetryRequest(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiClientError(error)) return false;
  if (error.code === 'E_CANCELLED' || error.code === 'E_INVALID_RESPONSE') return false;
  return error.status === null || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 5 * 60_000,
        retry: shouldRetryRequest,
        // Queries that must follow the tab (the auth status check) opt in themselves.
        refetchOnWindowFocus: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
