import { type ProfileInvitePreview, type User } from '@nordhub/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';
import { writeMe } from '../users/me-cache';

export const profileInviteKeyPath = (inviteKey: string) => `/invites/${encodeURIComponent(inviteKey)}`;

/** The invitation behind a mailed link: which startup or investor, which address (anyone with the link). */
export async function getProfileInvite(inviteKey: string, { client = apiClient, signal }: RequestOptions = {}): Promise<ProfileInvitePreview> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.profileInvitePreviewSchema), await client.get<unknown>(profileInviteKeyPath(inviteKey), { signal }));
}

export const profileInviteQueryOptions = (inviteKey: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: queryKeys.teams.invite(inviteKey),
    queryFn: ({ signal }) => getProfileInvite(inviteKey, { client, signal }),
    retry: false,
  });

export const useProfileInvite = (inviteKey: string) => useQuery(profileInviteQueryOptions(inviteKey));

/** Accepts as the signed-in user; answers with the user, now managing the startup or investor. */
export async function acceptProfileInvite(inviteKey: string, { client = apiClient, signal }: RequestOptions = {}): Promise<User> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.userSchema), await client.post<unknown>(`${profileInviteKeyPath(inviteKey)}/accept`, undefined, { signal }));
}

export function useAcceptProfileInvite() {
  const queryClient = useQueryClient();
  return useMutation<User, ApiClientError, string>({
    mutationFn: (inviteKey) => acceptProfileInvite(inviteKey),
    onSuccess: (user) => writeMe(queryClient, user),
  });
}
