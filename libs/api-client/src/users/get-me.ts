import { type User, userSchema } from '@nordhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { isApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { type RequestOptions } from '../request-options';
import { meQueryKey } from './me-cache';

export const mePath = '/users/me';

/** GET users/me; rejects with a 403 ApiClientError for a guest. */
export async function getMe({ client = apiClient, signal }: RequestOptions = {}): Promise<User> {
  const response = await client.get<unknown>(mePath, { signal });
  return parseResponse(userSchema, response);
}

/** The current user, or null for a guest (a 403 here is the answer "not signed in", not a failure). */
export async function getMeOrGuest(options: RequestOptions = {}): Promise<User | null> {
  try {
    return await getMe(options);
  } catch (error) {
    if (isApiClientError(error) && error.status === 403) return null;
    throw error;
  }
}

export const meQueryOptions = ({ client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMeOrGuest({ client, signal }),
    // Spec section 4: the auth status is rechecked whenever the tab becomes visible again
    // (react-query's focus manager listens to visibilitychange), however fresh the cache is.
    refetchOnWindowFocus: 'always',
  });

/** The signed-in user; `data` is null for a guest. */
export const useMe = () => useQuery(meQueryOptions());
