import { type Tool, type ToolsQuery } from '@nordhub/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseListResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const toolsPath = '/tools';
export type ToolsRequest = Partial<ToolsQuery>;

/** The tools list (GET /tools), optionally one tool category. */
export async function getTools(query: ToolsRequest, { client = apiClient, signal }: RequestOptions = {}): Promise<Tool[]> {
  return parseListResponse(import('@nordhub/contracts').then((contracts) => contracts.toolSchema), await client.get<unknown>(toolsPath, { params: query, signal }));
}

export const toolsQueryOptions = (query: ToolsRequest, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({ queryKey: queryKeys.tools.list(query), queryFn: ({ signal }) => getTools(query, { client, signal }), placeholderData: keepPreviousData });

export const useTools = (query: ToolsRequest) => useQuery(toolsQueryOptions(query));
