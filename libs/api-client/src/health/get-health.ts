import { type Health } from '@nordhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const healthPath = '/health';

export async function getHealth({ client = apiClient, signal }: RequestOptions = {}): Promise<Health> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.healthSchema), await client.get<unknown>(healthPath, { signal }));
}

/** Health is about now: always refetched when asked, never retried into a stale answer. */
export const healthQueryOptions = ({ client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: queryKeys.health.all,
    queryFn: ({ signal }) => getHealth({ client, signal }),
    staleTime: 0,
    retry: false,
  });

export const useHealth = () => useQuery(healthQueryOptions());
