import { type JobViewResponse, jobViewResponseSchema } from '@nordhub/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { type RequestOptions } from '../request-options';

export const jobViewPath = (id: string) => `/jobs/${encodeURIComponent(id)}/view`;

/** Counts a view of the job page (the server counts once per visitor per day). */
export async function recordJobView(id: string, { client = apiClient, signal }: RequestOptions = {}): Promise<JobViewResponse> {
  const response = await client.post<unknown>(jobViewPath(id), undefined, { signal });
  return parseResponse(jobViewResponseSchema, response);
}

/** The shown count is left alone on purpose: the page shows the count it loaded with. */
export const useRecordJobView = () =>
  useMutation<JobViewResponse, ApiClientError, string>({
    mutationFn: (id) => recordJobView(id),
  });
