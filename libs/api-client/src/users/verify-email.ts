import { type User, type VerifyEmail } from '@nordhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { type RequestOptions } from '../request-options';
import { writeMe } from './me-cache';

export const verifyEmailPath = '/users/verify-email';

export async function verifyEmail(payload: VerifyEmail, { client = apiClient, signal }: RequestOptions = {}): Promise<User> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.userSchema), await client.post<unknown>(verifyEmailPath, payload, { signal }));
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation<User, ApiClientError, VerifyEmail>({
    mutationFn: (payload) => verifyEmail(payload),
    onSuccess: (user) => writeMe(queryClient, user),
  });
}
