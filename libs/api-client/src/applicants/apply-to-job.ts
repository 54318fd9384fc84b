import { type ApplyToJob, type MyApplication, myApplicationSchema } from '@nordhub/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { type RequestOptions } from '../request-options';

export const applyToJobPath = (id: string) => `/jobs/${encodeURIComponent(id)}/apply`;

/** POST /jobs/{id}/apply: once per job (a second time is 409 'You have already applied to this job'). */
export async function applyToJob(id: string, application: ApplyToJob, { client = apiClient, signal }: RequestOptions = {}): Promise<MyApplication> {
  const response = await client.post<unknown>(applyToJobPath(id), application, { signal });
  return parseResponse(myApplicationSchema, response);
}

export const useApplyToJob = () =>
  useMutation<MyApplication, ApiClientError, { id: string; application: ApplyToJob }>({
    mutationFn: ({ id, application }) => applyToJob(id, application),
  });
