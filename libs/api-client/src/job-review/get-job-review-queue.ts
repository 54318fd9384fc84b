import { type JobReviewQueue } from '@nordhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const jobReviewQueuePath = '/job-review';

/** GET /job-review: the jobs waiting for review, the longest waiting first (admins). */
export async function getJobReviewQueue({ client = apiClient, signal }: RequestOptions = {}): Promise<JobReviewQueue> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.jobReviewQueueSchema), await client.get<unknown>(jobReviewQueuePath, { signal }));
}

export const jobReviewQueueQueryOptions = ({ client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: queryKeys.jobs.reviewQueue(),
    queryFn: ({ signal }) => getJobReviewQueue({ client, signal }),
  });

export const useJobReviewQueue = () => useQuery(jobReviewQueueQueryOptions());
