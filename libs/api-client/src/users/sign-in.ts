import { type LogInForm, type User } from '@nordhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { type RequestOptions } from '../request-options';
import { writeMe } from './me-cache';

export const signInPath = '/users/sign-in';

export async function signIn(form: LogInForm, { client = apiClient, signal }: RequestOptions = {}): Promise<User> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.userSchema), await client.post<unknown>(signInPath, form, { signal }));
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation<User, ApiClientError, LogInForm>({
    mutationFn: (form) => signIn(form),
    onSuccess: (user) => writeMe(queryClient, user),
  });
}
