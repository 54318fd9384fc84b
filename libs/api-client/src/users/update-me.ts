import { type UpdateMe, type User } from '@nordhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { type RequestOptions } from '../request-options';
import { mePath } from './get-me';
import { writeMe } from './me-cache';

export async function updateMe(update: UpdateMe, { client = apiClient, signal }: RequestOptions = {}): Promise<User> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.userSchema), await client.put<unknown>(mePath, update, { signal }));
}

/** PUT users/me: name, e-mail, password, image, UI features or the remembered profile. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation<User, ApiClientError, UpdateMe>({
    mutationFn: (update) => updateMe(update),
    onSuccess: (user) => writeMe(queryClient, user),
  });
}
