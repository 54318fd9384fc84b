import { type SignUpForm, type User } from '@nordhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { type RequestOptions } from '../request-options';
import { writeMe } from './me-cache';

export const signUpPath = '/users/sign-up';

export async function signUp(form: SignUpForm, { client = apiClient, signal }: RequestOptions = {}): Promise<User> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.userSchema), await client.post<unknown>(signUpPath, form, { signal }));
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation<User, ApiClientError, SignUpForm>({
    mutationFn: (form) => signUp(form),
    onSuccess: (user) => writeMe(queryClient, user),
    // The product spec's error catalogue: a sign-up failure clears local user data (the caller still gets the error).
    onError: () => writeMe(queryClient, null),
  });
}
