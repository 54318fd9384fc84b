import { type JobDetail } from '@nordhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { pageDataJob } from '../page-data';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const jobPath = (id: string) => `/jobs/single/${encodeURIComponent(id)}`;

/** The public job page's data; closed jobs answer too with status EXPIRED or STOPPED, missing ones 404. */
export async function getJob(id: string, { client = apiClient, signal }: RequestOptions = {}): Promise<JobDetail> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.jobDetailSchema), await client.get<unknown>(jobPath(id), { signal }));
}

export const jobQueryOptions = (id: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: queryKeys.jobs.detail(id),
    queryFn: ({ signal }) => getJob(id, { client, signal }),
    // A job page opened from a link shows the job the server wrote into the HTML at once, then
    // asks again at once (it is a guest's view from when the page was served: a signed-in
    // person's saved flag, a job closed since).
    initialData: () => pageDataJob(id),
    initialDataUpdatedAt: 0,
  });

export const useJob = (id: string) => useQuery(jobQueryOptions(id));
