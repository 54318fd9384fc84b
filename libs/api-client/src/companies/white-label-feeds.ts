import { type FeedInput, type FeedLanguage, type OwnedFeed } from '@nordhub/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseListResponse, parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const whiteLabelFeedsPath = (key: string) => `/companies/${encodeURIComponent(key)}/white-label-feeds`;

export async function getWhiteLabelFeeds(key: string, { client = apiClient, signal }: RequestOptions = {}): Promise<OwnedFeed[]> {
  return parseListResponse(import('@nordhub/contracts').then((contracts) => contracts.ownedFeedSchema), await client.get<unknown>(whiteLabelFeedsPath(key), { signal }));
}

export const whiteLabelFeedsQueryOptions = (key: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({ queryKey: queryKeys.companyPortal.feeds(key), queryFn: ({ signal }) => getWhiteLabelFeeds(key, { client, signal }) });

export const useWhiteLabelFeeds = (key: string) => useQuery(whiteLabelFeedsQueryOptions(key));

export async function createWhiteLabelFeed(key: string, input: FeedInput, { client = apiClient, signal }: RequestOptions = {}): Promise<OwnedFeed> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.ownedFeedSchema), await client.post<unknown>(whiteLabelFeedsPath(key), input, { signal }));
}

export async function deleteWhiteLabelFeed(key: string, id: string, { client = apiClient, signal }: RequestOptions = {}): Promise<void> {
  await parseResponse(import('@nordhub/contracts').then((contracts) => contracts.okResponseSchema), await client.delete<unknown>(`${whiteLabelFeedsPath(key)}/${encodeURIComponent(id)}`, { signal }));
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

/** Changes the language a feed speaks around its jobs (and in its applicants' mails). */
export async function setWhiteLabelFeedLanguage(key: string, id: string, input: FeedLanguage, { client = apiClient, signal }: RequestOptions = {}): Promise<OwnedFeed> {
  return parseResponse(
    import('@nordhub/contracts').then((contracts) => contracts.ownedFeedSchema),
    await client.patch<unknown>(`${whiteLabelFeedsPath(key)}/${encodeURIComponent(id)}`, input, { signal }),
  );
}

export function useSetWhiteLabelFeedLanguage(key: string) {
  const queryClient = useQueryClient();
  return useMutation<OwnedFeed, ApiClientError, { id: string } & FeedLanguage>({
    mutationFn: ({ id, language }) => setWhiteLabelFeedLanguage(key, id, { language }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.companyPortal.feeds(key) }),
  });
}

/** Looks for the feed domain's proof of control (TXT record or file); once found the feed is served. */
export async function verifyWhiteLabelFeedDomain(key: string, id: string, { client = apiClient, signal }: RequestOptions = {}): Promise<OwnedFeed> {
  return parseResponse(
    import('@nordhub/contracts').then((contracts) => contracts.ownedFeedSchema),
    await client.post<unknown>(`${whiteLabelFeedsPath(key)}/${encodeURIComponent(id)}/verify`, undefined, { signal }),
  );
}

export function useVerifyWhiteLabelFeedDomain(key: string) {
  const queryClient = useQueryClient();
  return useMutation<OwnedFeed, ApiClientError, string>({
    mutationFn: (id) => verifyWhiteLabelFeedDomain(key, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.companyPortal.feeds(key) }),
  });
}

/** An admin stops serving a feed's domain. */
export async function revokeWhiteLabelFeedDomain(key: string, id: string, { client = apiClient, signal }: RequestOptions = {}): Promise<OwnedFeed> {
  return parseResponse(
    import('@nordhub/contracts').then((contracts) => contracts.ownedFeedSchema),
    await client.post<unknown>(`${whiteLabelFeedsPath(key)}/${encodeURIComponent(id)}/revoke`, undefined, { signal }),
  );
}

export function useRevokeWhiteLabelFeedDomain(key: string) {
  const queryClient = useQueryClient();
  return useMutation<OwnedFeed, ApiClientError, string>({
    mutationFn: (id) => revokeWhiteLabelFeedDomain(key, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.companyPortal.feeds(key) }),
  });
}
