import { type EmbedCompanyJobs } from '@nordhub/contracts';
import { embedCompanyJobsPath } from '@nordhub/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

/** GET /embed/companies/{key}/jobs: an ACTIVE startup's open jobs for the embeds (404 for any other key). */
export async function getEmbedCompanyJobs(key: string, { client = apiClient, signal }: RequestOptions = {}): Promise<EmbedCompanyJobs> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.embedCompanyJobsSchema), await client.get<unknown>(embedCompanyJobsPath(key), { signal }));
}

// Under 'jobs', so a change to the startup's jobs refreshes it like any job list.
export const embedCompanyJobsQueryOptions = (key: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: queryKeys.jobs.embed(key),
    queryFn: ({ signal }) => getEmbedCompanyJobs(key, { client, signal }),
  });

export const useEmbedCompanyJobs = (key: string) => useQuery(embedCompanyJobsQueryOptions(key));
