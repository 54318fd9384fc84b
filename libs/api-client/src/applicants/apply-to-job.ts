import { type ApplyToJob, type MyApplication } from '@nordhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError, clientErrorCodes, isApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const applyToJobPath = (id: string) => `/jobs/${encodeURIComponent(id)}/apply`;

/** A fresh Idempotency-Key (getRandomValues works on plain http too, unlike randomUUID). */
function newIdempotencyKey(): string {
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Attempts of one submit when no answer arrives (the request may still have been applied). */
const APPLY_ATTEMPTS = 2;

/**
 * POST /jobs/{id}/apply: once per job (a second time is 409 'You have already applied to this job').
 * One call is one submit attempt with its own Idempotency-Key: when no answer arrives (network
 * failure, timeout) it sends the request again with the same key, so an application the server
 * did store answers with its 201 instead of "already applied".
 */
export async function applyToJob(
  id: string,
  application: ApplyToJob,
  { client = apiClient, signal, idempotencyKey = newIdempotencyKey() }: RequestOptions & { idempotencyKey?: string } = {},
): Promise<MyApplication> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.myApplicationSchema), await client.post<unknown>(applyToJobPath(id), application, { signal, headers: { 'Idempotency-Key': idempotencyKey } }));
    } catch (error) {
      const noAnswer = isApiClientError(error) && error.code === clientErrorCodes.E_NETWORK;
      if (!noAnswer || attempt >= APPLY_ATTEMPTS || signal?.aborted) throw error;
    }
  }
}

/** Applying refreshes My jobs (the new application) and the profile's counts. */
export function useApplyToJob() {
  const queryClient = useQueryClient();
  return useMutation<MyApplication, ApiClientError, { id: string; application: ApplyToJob }>({
    mutationFn: ({ id, application }) => applyToJob(id, application),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.applicant.all }),
  });
}
