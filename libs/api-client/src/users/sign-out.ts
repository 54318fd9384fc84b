import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { type RequestOptions } from '../request-options';
import { writeMe } from './me-cache';

export const signOutPath = '/users/sign-out';

export async function signOut({ client = apiClient, signal }: RequestOptions = {}): Promise<void> {
  await client.post(signOutPath, undefined, { signal });
}

/** Signs out; the me cache becomes null (a guest) whether or not the server answered. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiClientError, void>({
    mutationFn: () => signOut(),
    onSettled: () => writeMe(queryClient, null),
  });
}
