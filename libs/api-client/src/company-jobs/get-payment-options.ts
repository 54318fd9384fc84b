import { type JobPaymentOptions } from '@nordhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const jobPaymentOptionsPath = (id: string) => `/jobs/${encodeURIComponent(id)}/payment-options`;

/** The prices to post or boost a job by its company's country, and whether each is possible now. */
export async function getJobPaymentOptions(id: string, { client = apiClient, signal }: RequestOptions = {}): Promise<JobPaymentOptions> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.jobPaymentOptionsSchema), await client.get<unknown>(jobPaymentOptionsPath(id), { signal }));
}

export const jobPaymentOptionsQueryOptions = (id: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: queryKeys.jobs.paymentOptions(id),
    queryFn: ({ signal }) => getJobPaymentOptions(id, { client, signal }),
  });

export const useJobPaymentOptions = (id: string) => useQuery(jobPaymentOptionsQueryOptions(id));
