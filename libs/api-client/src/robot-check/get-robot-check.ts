import { type RobotCheck } from '@nordhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const robotCheckPath = '/robot-check';

/** GET robot-check: a fresh ALTCHA challenge (or the reCAPTCHA site key). */
export async function getRobotCheck({ client = apiClient, signal }: RequestOptions = {}): Promise<RobotCheck> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.robotCheckSchema), await client.get<unknown>(robotCheckPath, { signal }));
}

export const robotCheckQueryOptions = ({ client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: queryKeys.robotCheck.challenge(),
    queryFn: ({ signal }) => getRobotCheck({ client, signal }),
    // A challenge counts once on the server: never reuse a cached one for a new attempt.
    staleTime: 0,
    gcTime: 0,
  });

/** The current robot check; `refetch()` gets a fresh challenge (the form does after each attempt). */
export const useRobotCheck = () => useQuery(robotCheckQueryOptions());
