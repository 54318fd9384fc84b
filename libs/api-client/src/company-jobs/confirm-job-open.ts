import { type DuplicateJob, duplicateJobErrorSchema, type JobConfirmation } from '@nordhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError, isAxiosError } from '../errors';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const confirmJobOpenPath = (id: string) => `/jobs/${encodeURIComponent(id)}/confirm-open`;

/**
 * POST /jobs/{id}/confirm-open: confirms the job still open. Without a token the signed-in user
 * must manage its startup; with the reminder e-mail's token no log-in is needed.
 */
export async function confirmJobOpen(id: string, token: string | null = null, { client = apiClient, signal }: RequestOptions = {}): Promise<JobConfirmation> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.jobConfirmationSchema), await client.post<unknown>(confirmJobOpenPath(id), token === null ? {} : { token }, { signal }));
}

export type ConfirmJobOpenVariables = { id: string; token?: string | null };

/** Confirms a job open; every jobs query (the startup's list, the job, search) refreshes. */
export function useConfirmJobOpen() {
  const queryClient = useQueryClient();
  return useMutation<JobConfirmation, ApiClientError, ConfirmJobOpenVariables>({
    mutationFn: ({ id, token = null }) => confirmJobOpen(id, token),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all });
    },
  });
}

/**
 * The open job a refused new posting would duplicate (409 E_DUPLICATE_JOB of
 * POST /companies/{key}/jobs), or null for any other error.
 */
export function duplicateJobOf(error: ApiClientError | null | undefined): DuplicateJob | null {
  if (!error || error.code !== 'E_DUPLICATE_JOB' || !isAxiosError(error.original)) return null;
  const parsed = duplicateJobErrorSchema.safeParse(error.original.response?.data);
  return parsed.success ? parsed.data.existingJob : null;
}
