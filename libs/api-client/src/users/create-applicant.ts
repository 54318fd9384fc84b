import { type User } from '@nordhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { type RequestOptions } from '../request-options';
import { writeMe } from './me-cache';

export const applicantPath = '/applicant';

/** POST applicant: gives the user an applicant profile on the current platform. */
export async function createApplicant({ client = apiClient, signal }: RequestOptions = {}): Promise<User> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.userSchema), await client.post<unknown>(applicantPath, undefined, { signal }));
}

export function useCreateApplicant() {
  const queryClient = useQueryClient();
  return useMutation<User, ApiClientError, void>({
    mutationFn: () => createApplicant(),
    onSuccess: (user) => writeMe(queryClient, user),
  });
}
