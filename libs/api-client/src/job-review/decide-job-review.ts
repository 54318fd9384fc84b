import { type JobReview } from '@nordhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const approveJobPath = (id: string) => `/job-review/${encodeURIComponent(id)}/approve`;
export const rejectJobPath = (id: string) => `/job-review/${encodeURIComponent(id)}/reject`;

const reviewSchema = () => import('@nordhub/contracts').then((contracts) => contracts.jobReviewSchema);

/** POST /job-review/{id}/approve: publishes a job waiting for review (admins). */
export async function approveJobInReview(id: string, { client = apiClient, signal }: RequestOptions = {}): Promise<JobReview> {
  return parseResponse(reviewSchema(), await client.post<unknown>(approveJobPath(id), undefined, { signal }));
}

/** POST /job-review/{id}/reject: back to the startup as a draft, with the reason (admins). */
export async function rejectJobInReview(id: string, reason: string, { client = apiClient, signal }: RequestOptions = {}): Promise<JobReview> {
  return parseResponse(reviewSchema(), await client.post<unknown>(rejectJobPath(id), { reason }, { signal }));
}

export type JobReviewDecision = { id: string; decision: 'approve' } | { id: string; decision: 'reject'; reason: string };

/** An admin's decision on a job in review; the queue and every jobs query refresh. */
export function useDecideJobReview() {
  const queryClient = useQueryClient();
  return useMutation<JobReview, ApiClientError, JobReviewDecision>({
    mutationFn: (variables) => (variables.decision === 'approve' ? approveJobInReview(variables.id) : rejectJobInReview(variables.id, variables.reason)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all });
    },
  });
}
