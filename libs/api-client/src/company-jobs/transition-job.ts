import { type JobActionInput, type JobDetail } from '@nordhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const jobTransitionsPath = (id: string) => `/jobs/${encodeURIComponent(id)}/transitions`;

/** POST /jobs/{id}/transitions: one lifecycle action; 409 when the job's status does not allow it. */
export async function transitionJob(id: string, action: JobActionInput, { client = apiClient, signal }: RequestOptions = {}): Promise<JobDetail> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.jobDetailSchema), await client.post<unknown>(jobTransitionsPath(id), { action }, { signal }));
}

export type TransitionJobVariables = { id: string; action: JobActionInput };

/** Takes a lifecycle action; every jobs query (lists, the job, its payment options) refreshes. */
export function useTransitionJob() {
  const queryClient = useQueryClient();
  return useMutation<JobDetail, ApiClientError, TransitionJobVariables>({
    mutationFn: ({ id, action }) => transitionJob(id, action),
    onSuccess: async (job) => {
      queryClient.setQueryData(queryKeys.jobs.managed(job.id), job);
      await queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all });
    },
  });
}
