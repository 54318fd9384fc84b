import axios, { type AxiosInstance } from 'axios';
import { normalizeApiError } from './errors';

export type CreateApiClientOptions = {
  /** '/api' in the product; tests point it at their own server. */
  baseURL: string;
  timeout?: number;
};

/**
 * An axios instance that sends the session cookie, speaks JSON and rejects with
 * ApiClientError. It shows nothing to the user: callers decide about toasts.
 */
export function createApiClient({ baseURL, timeout = 30_000 }: CreateApiClientOptions): AxiosInstance {
  const instance = axios.create({
    baseURL,
    timeout,
    withCredentials: true,
    headers: { Accept: 'application/json' },
  });
  instance.interceptors.response.use(undefined, (error: unknown) => Promise.reject(normalizeApiError(error)));
  return instance;
}

/** The product's client; spec section 7: base /api, paths with or without a leading slash. */
export const apiClient = createApiClient({ baseURL: '/api' });
