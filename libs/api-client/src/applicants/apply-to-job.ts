import { type ApplyToJob, type MyApplication, myApplicationSchema } from '@nordhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const applyToJobPath = (id: string) => `/jobs/${encodeURIComponent(id)}/apply`;

/** POST /jobs/{id}/apply: once per job (a second time is 409 'You have already applied to this job'). */
export async function applyToJob(id: string, application: ApplyToJob, { client = apiClient, signal }: RequestOptions = {}): Promise<MyApplication> {
  const response = await client.post<unknown>(applyToJobPath(id), application, { signal });
  return parseResponse(myApplicationSchema, response);
}

/** Applying refreshes My jobs (the new application) and the profile's counts. */
export function useApplyToJob() {
  const queryClient = useQueryClient();
  return useMutation<MyApplication, ApiClientError, { id: string; application: ApplyToJob }>({
    mutationFn: ({ id, application }) => applyToJob(id, application),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.applicant.all }),
  });
}
