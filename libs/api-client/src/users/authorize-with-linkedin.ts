import { type AuthorizeWithLinkedIn, type AuthorizeWithLinkedInResponse } from '@nordhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { type RequestOptions } from '../request-options';
import { writeMe } from './me-cache';

export const authorizeWithLinkedInPath = '/users/authorize-with-linkedin';

/**
 * Signs in (or, when allowed, registers) the person a LinkedIn access token belongs to.
 * `user` is null when no account exists and registration was not allowed.
 */
export async function authorizeWithLinkedIn(
  payload: AuthorizeWithLinkedIn,
  { client = apiClient, signal }: RequestOptions = {},
): Promise<AuthorizeWithLinkedInResponse> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.authorizeWithLinkedInResponseSchema), await client.post<unknown>(authorizeWithLinkedInPath, payload, { signal }));
}

export function useAuthorizeWithLinkedIn() {
  const queryClient = useQueryClient();
  return useMutation<AuthorizeWithLinkedInResponse, ApiClientError, AuthorizeWithLinkedIn>({
    mutationFn: (payload) => authorizeWithLinkedIn(payload),
    // Like sign-in: a session now exists, so useMe shows the user at once. With no account
    // nothing changed on the server, so a guest stays a guest and the cache is left alone.
    onSuccess: ({ user }) => {
      if (user) writeMe(queryClient, user);
    },
  });
}
