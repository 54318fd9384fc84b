import { type ResetPassword, type User } from '@nordhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { type RequestOptions } from '../request-options';
import { writeMe } from './me-cache';

export const resetPasswordPath = '/users/reset-password';

export async function resetPassword(payload: ResetPassword, { client = apiClient, signal }: RequestOptions = {}): Promise<User> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.userSchema), await client.post<unknown>(resetPasswordPath, payload, { signal }));
}

/** Sets a new password from a reset link; the user is signed in afterwards. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation<User, ApiClientError, ResetPassword>({
    mutationFn: (payload) => resetPassword(payload),
    onSuccess: (user) => writeMe(queryClient, user),
  });
}
