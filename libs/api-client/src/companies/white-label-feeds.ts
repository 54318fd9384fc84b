import { type FeedInput, type OwnedFeed, okResponseSchema, ownedFeedSchema } from '@nordhub/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const whiteLabelFeedsPath = (key: string) => `/companies/${encodeURIComponent(key)}/white-label-feeds`;

export async function getWhiteLabelFeeds(key: string, { client = apiClient, signal }: RequestOptions = {}): Promise<OwnedFeed[]> {
  return parseResponse(z.array(ownedFeedSchema), await client.get<unknown>(whiteLabelFeedsPath(key), { signal }));
}

export const whiteLabelFeedsQueryOptions = (key: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({ queryKey: queryKeys.companyPortal.feeds(key), queryFn: ({ signal }) => getWhiteLabelFeeds(key, { client, signal }) });

export const useWhiteLabelFeeds = (key: string) => useQuery(whiteLabelFeedsQueryOptions(key));

export async function createWhiteLabelFeed(key: string, input: FeedInput, { client = apiClient, signal }: RequestOptions = {}): Promise<OwnedFeed> {
  return parseResponse(ownedFeedSchema, await client.post<unknown>(whiteLabelFeedsPath(key), input, { signal }));
}

export async function deleteWhiteLabelFeed(key: string, id: string, { client = apiClient, signal }: RequestOptions = {}): Promise<void> {
  parseResponse(okResponseSchema, await client.delete<unknown>(`${whiteLabelFeedsPath(key)}/${encodeURIComponent(id)}`, { signal }));
}

export function useCreateWhiteLabelFeed(key: string) {
  const queryClient = useQueryClient();
  return useMutation<OwnedFeed, ApiClientError, FeedInput>({
    mutationFn: (input) => createWhiteLabelFeed(key, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.companyPortal.feeds(key) }),
  });
}

export function useDeleteWhiteLabelFeed(key: string) {
  const queryClient = useQueryClient();
  return useMutation<void, ApiClientError, string>({
    mutationFn: (id) => deleteWhiteLabelFeed(key, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.companyPortal.feeds(key) }),
  });
}
