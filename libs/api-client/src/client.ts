import { csrfCookieName, csrfHeaderName } from '@nordhub/contracts';
import { readCookie } from '@nordhub/domain';
import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { ApiClientError, clientErrorCodes, defaultErrorMessages, normalizeApiError } from './errors';

export type CreateApiClientOptions = {
  /** '/api' in the product; tests point it at their own server. */
  baseURL: string;
  timeout?: number;
};

/**
 * What an endpoint function asks of its client: axios's calls, rejecting with an ApiClientError.
 * It shows nothing to the user: callers decide about toasts.
 */
export type ApiClient = {
  /** Where the API is: '/api' in the product; a test points the product's client at its own server. */
  baseURL: string;
  get<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  delete<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  /**
   * A POST the page neither waits on nor reads (a job page's view): sent with fetch's keepalive,
   * so it goes even when the visitor leaves at once, and without loading axios. It carries the
   * CSRF header axios would; a failure is dropped (a lost count is nothing the visitor could act on).
   */
  beacon(url: string): void;
  /**
   * Loads what the first request needs (axios and the error contract, the `first-request` chunk)
   * ahead of it, when a page that will ask the API is about to open; resolves either way (a file
   * that did not arrive is asked for again by the request itself).
   */
  prepare(): Promise<void>;
  /** Hears every error a request rejects with (the session keeper ends a session on its 401); returns how to stop. */
  onError(listener: (error: ApiClientError) => void): () => void;
  /**
   * Runs `configure` on the axios instance when it exists (at once if it does): the server's first
   * paint gives it its adapter.
   */
  configure(configure: (instance: AxiosInstance) => void): void;
};

/**
 * A client that sends the session cookie, speaks JSON and rejects with ApiClientError. axios
 * itself (15 KB) loads with the first request, not with the page: a page the server drew arrives
 * with its answers (api/src/static/first-paint.ts) and may never ask the API at all.
 */
export function createApiClient({ baseURL, timeout = 30_000 }: CreateApiClientOptions): ApiClient {
  const listeners = new Set<(error: ApiClientError) => void>();
  const configurers: ((instance: AxiosInstance) => void)[] = [];
  let created: AxiosInstance | null = null;
  let loading: Promise<AxiosInstance> | null = null;

  const create = async (): Promise<AxiosInstance> => {
    // The error body's contract (and zod) come with axios, not with the page. (Each import's
    // `then` names the export it takes, so the build keeps just that of the contracts.)
    const [axios, apiErrorSchema] = await Promise.all([
      import('axios').then((module) => module.default),
      import('@nordhub/contracts').then((contracts) => contracts.apiErrorSchema),
    ]);
    const instance = axios.create({ timeout, withCredentials: true, headers: { Accept: 'application/json' } });
    instance.interceptors.response.use(undefined, (error: unknown) => {
      const normalized = normalizeApiError(error, apiErrorSchema);
      for (const listener of listeners) listener(normalized);
      return Promise.reject(normalized);
    });
    for (const configure of configurers.splice(0)) configure(instance);
    created = instance;
    return instance;
  };
  const instance = (): Promise<AxiosInstance> => {
    loading ??= create().catch((error: unknown) => {
      // axios's file did not arrive: as a request that got no answer, and the next one tries again.
      loading = null;
      throw new ApiClientError({ message: defaultErrorMessages.network, status: null, code: clientErrorCodes.E_NETWORK, original: error });
    });
    return loading;
  };

  // The base as it is at the request (a test repoints the product's client), unless the call names one.
  const atBase = (config?: AxiosRequestConfig): AxiosRequestConfig => ({ baseURL: client.baseURL, ...config });
  const client: ApiClient = {
    baseURL,
    beacon: (url) => {
      const token = readCookie(csrfCookieName, typeof document === 'undefined' ? '' : document.cookie);
      const headers: Record<string, string> = { Accept: 'application/json', ...(token ? { [csrfHeaderName]: token } : {}) };
      void fetch(`${client.baseURL.replace(/\/$/, '')}/${url.replace(/^\//, '')}`, { method: 'POST', credentials: 'include', keepalive: true, headers }).catch(() => undefined);
    },
    get: async (url, config) => (await instance()).get(url, atBase(config)),
    delete: async (url, config) => (await instance()).delete(url, atBase(config)),
    post: async (url, data, config) => (await instance()).post(url, data, atBase(config)),
    put: async (url, data, config) => (await instance()).put(url, data, atBase(config)),
    patch: async (url, data, config) => (await instance()).patch(url, data, atBase(config)),
    prepare: () => instance().then(
      () => undefined,
      () => undefined,
    ),
    onError: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    configure: (configure) => {
      if (created) configure(created);
      else configurers.push(configure);
    },
  };
  return client;
}

/** The product's client; the product spec's calls: base /api, paths with or without a leading slash. */
export const apiClient = createApiClient({ baseURL: '/api' });
