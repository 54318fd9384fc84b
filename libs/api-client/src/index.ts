export { apiClient, createApiClient, type CreateApiClientOptions } from './client';
export {
  ApiClientError,
  clientErrorCodes,
  defaultErrorMessages,
  isApiClientError,
  normalizeApiError,
  type ApiClientErrorInit,
} from './errors';
export { parseResponse } from './parse';
export { createQueryClient, shouldRetryRequest } from './query-client';
export { queryKeys } from './query-keys';
export { type RequestOptions } from './request-options';
export {
  getSiteConfiguration,
  siteConfigurationPath,
  siteConfigurationQueryOptions,
  useSiteConfiguration,
} from './site/get-site-configuration';
export { getHealth, healthPath, healthQueryOptions, useHealth } from './health/get-health';
