import { type CompanyFollow } from '@nordhub/contracts';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { patchCachedRecords } from '../cached-records';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export type FollowAction = 'follow' | 'unfollow';

export const followStartupPath = (key: string, action: FollowAction) => `/companies/${encodeURIComponent(key)}/${action}`;

/** POST /companies/{key}/follow or /unfollow: the startup's follow flag after the change. */
export async function followStartup(key: string, action: FollowAction, { client = apiClient, signal }: RequestOptions = {}): Promise<CompanyFollow> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.companyFollowSchema), await client.post<unknown>(followStartupPath(key, action), undefined, { signal }));
}

/**
 * `data` with every copy of startup `key` (an object with that key and a `followed` flag: a list
 * item or a profile) given `followed`; unchanged branches keep their identity.
 */
export const patchStartupFollowed = (data: unknown, key: string, followed: boolean): unknown =>
  patchCachedRecords(
    data,
    (record) => record.key === key && typeof record.followed === 'boolean',
    (startup) => (startup.followed === followed ? startup : { ...startup, followed }),
  );

export type FollowStartupVariables = { key: string; action: FollowAction };

/**
 * Follow or unfollow, shown at once in every cached startup list and profile (optimistic); on
 * error the flag goes back. Afterwards the startup queries refetch (the followed list changes).
 */
export function useFollowStartup() {
  const queryClient = useQueryClient();
  return useMutation<CompanyFollow, ApiClientError, FollowStartupVariables, { previous: [QueryKey, unknown][] }>({
    mutationFn: ({ key, action }) => followStartup(key, action),
    onMutate: async ({ key, action }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.companies.all });
      const previous = queryClient.getQueriesData({ queryKey: queryKeys.companies.all });
      for (const [queryKey, data] of previous) queryClient.setQueryData(queryKey, patchStartupFollowed(data, key, action === 'follow'));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      for (const [queryKey, data] of context?.previous ?? []) queryClient.setQueryData(queryKey, data);
    },
    onSuccess: (result) => {
      for (const [queryKey, data] of queryClient.getQueriesData({ queryKey: queryKeys.companies.all })) {
        queryClient.setQueryData(queryKey, patchStartupFollowed(data, result.key, result.followed));
      }
    },
    // Every company query: lists filtered by followed (e.g. /client/followed-startups) change too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.companies.all }),
  });
}
