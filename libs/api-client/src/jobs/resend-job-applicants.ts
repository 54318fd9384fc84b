import { type ResendApplicantsResponse } from '@nordhub/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { type RequestOptions } from '../request-options';

export const resendJobApplicantsPath = (id: string) => `/jobs/${encodeURIComponent(id)}/resend-applicants`;

/** Mails the job's applicants to the signed-in manager's own address; answers how many were listed. */
export async function resendJobApplicants(id: string, { client = apiClient, signal }: RequestOptions = {}): Promise<ResendApplicantsResponse> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.resendApplicantsResponseSchema), await client.post<unknown>(resendJobApplicantsPath(id), undefined, { signal }));
}

/** No cache to update: the answer is only shown on the page that asked. */
export const useResendJobApplicants = () =>
  useMutation<ResendApplicantsResponse, ApiClientError, string>({
    mutationFn: (id) => resendJobApplicants(id),
  });
