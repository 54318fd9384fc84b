import type { ApiClient } from './client';

/** Every request function takes these; `client` defaults to the product's apiClient. */
export type RequestOptions = {
  client?: ApiClient;
  signal?: AbortSignal;
};
