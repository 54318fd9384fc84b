import { type JobReview } from '@nordhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const jobReviewPath = (id: string) => `/jobs/${encodeURIComponent(id)}/review`;

/** GET /jobs/{id}/review: whether the job waits for review, is paid, and why it was last rejected (its managers). */
export async function getJobReview(id: string, { client = apiClient, signal }: RequestOptions = {}): Promise<JobReview> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.jobReviewSchema), await client.get<unknown>(jobReviewPath(id), { signal }));
}

export const jobReviewQueryOptions = (id: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: queryKeys.jobs.review(id),
    queryFn: ({ signal }) => getJobReview(id, { client, signal }),
  });

export const useJobReview = (id: string) => useQuery(jobReviewQueryOptions(id));
