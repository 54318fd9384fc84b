import { type JobDetail, type JobInput } from '@nordhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';
import { companyJobsPath } from './get-company-jobs';

export const companyJobPath = (id: string) => `/jobs/${encodeURIComponent(id)}`;

/** POST /companies/{key}/jobs: a new job, always a DRAFT. */
export async function createCompanyJob(companyKey: string, job: JobInput, { client = apiClient, signal }: RequestOptions = {}): Promise<JobDetail> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.jobDetailSchema), await client.post<unknown>(companyJobsPath(companyKey), job, { signal }));
}

/** PUT /jobs/{id}: the job form, in any status. */
export async function updateCompanyJob(id: string, job: JobInput, { client = apiClient, signal }: RequestOptions = {}): Promise<JobDetail> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.jobDetailSchema), await client.put<unknown>(companyJobPath(id), job, { signal }));
}

/** Null id: create a job of the company; else save that job. */
export type SaveCompanyJobVariables = { companyKey: string; id: string | null; job: JobInput };

/** Creates or saves a job; the company's list and the job's caches follow. */
export function useSaveCompanyJob() {
  const queryClient = useQueryClient();
  return useMutation<JobDetail, ApiClientError, SaveCompanyJobVariables>({
    mutationFn: ({ companyKey, id, job }) => (id === null ? createCompanyJob(companyKey, job) : updateCompanyJob(id, job)),
    onSuccess: async (saved, { companyKey }) => {
      queryClient.setQueryData(queryKeys.jobs.managed(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: queryKeys.jobs.company(companyKey) });
    },
  });
}
