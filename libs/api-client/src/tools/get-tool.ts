import { type Tool } from '@nordhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const toolPath = (key: string) => `/tools/${encodeURIComponent(key)}`;

/** One tool (GET /tools/{key}). */
export async function getTool(key: string, { client = apiClient, signal }: RequestOptions = {}): Promise<Tool> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.toolSchema), await client.get<unknown>(toolPath(key), { signal }));
}

export const toolQueryOptions = (key: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({ queryKey: queryKeys.tools.detail(key), queryFn: ({ signal }) => getTool(key, { client, signal }) });

export const useTool = (key: string) => useQuery(toolQueryOptions(key));
