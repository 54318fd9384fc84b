import { type LinkedInFeedStatus } from '@nordhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

/** GET /companies/{key}/linkedin-feed: the feed URL to register with LinkedIn and when LinkedIn last fetched it. */
export async function getLinkedInFeedStatus(key: string, { client = apiClient, signal }: RequestOptions = {}): Promise<LinkedInFeedStatus> {
  return parseResponse(
    import('@nordhub/contracts').then((contracts) => contracts.linkedInFeedStatusSchema),
    await client.get<unknown>(`/companies/${encodeURIComponent(key)}/linkedin-feed`, { signal }),
  );
}

export const linkedInFeedStatusQueryOptions = (key: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({ queryKey: queryKeys.companyPortal.linkedInFeed(key), queryFn: ({ signal }) => getLinkedInFeedStatus(key, { client, signal }) });

export const useLinkedInFeedStatus = (key: string) => useQuery(linkedInFeedStatusQueryOptions(key));
