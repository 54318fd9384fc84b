import { type User } from '@nordhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { type RequestOptions } from '../request-options';
import { meQueryKey } from './me-cache';

export const mePath = '/users/me';

export const sessionPath = '/session';

/** GET session: the current user, or null for a guest (a 200 either way, so a guest's visit logs no failed request). */
export async function getMeOrGuest({ client = apiClient, signal }: RequestOptions = {}): Promise<User | null> {
  return (await parseResponse(import('@nordhub/contracts').then((contracts) => contracts.sessionStatusSchema), await client.get<unknown>(sessionPath, { signal }))).user;
}

export const meQueryOptions = ({ client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMeOrGuest({ client, signal }),
    // The product spec's states and transitions: the auth status is rechecked whenever the tab becomes visible again
    // (react-query's focus manager listens to visibilitychange), however fresh the cache is.
    refetchOnWindowFocus: 'always',
  });

/** The signed-in user; `data` is null for a guest. */
export const useMe = () => useQuery(meQueryOptions());
