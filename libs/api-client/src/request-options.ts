import { type AxiosInstance } from 'axios';

/** Every request function takes these; `client` defaults to the product's apiClient. */
export type RequestOptions = {
  client?: AxiosInstance;
  signal?: AbortSignal;
};
