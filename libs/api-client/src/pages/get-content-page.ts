import { type ContentPage, type ContentPageKey } from '@nordhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const contentPagePath = (key: ContentPageKey) => `/pages/${encodeURIComponent(key)}`;

/** A content page kept in the database (GET /pages/{key}): about, terms, privacy policy, ... */
export async function getContentPage(key: ContentPageKey, { client = apiClient, signal }: RequestOptions = {}): Promise<ContentPage> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.contentPageSchema), await client.get<unknown>(contentPagePath(key), { signal }));
}

export const contentPageQueryOptions = (key: ContentPageKey, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({ queryKey: queryKeys.pages.detail(key), queryFn: ({ signal }) => getContentPage(key, { client, signal }) });

/** Off (no request) when `enabled` is false, e.g. a scout page while the headhunter product is off. */
export const useContentPage = (key: ContentPageKey, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...contentPageQueryOptions(key), enabled });
