import { type CompanyInvitePreview, companyInvitePreviewSchema, type User, userSchema } from '@nordhub/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';
import { writeMe } from '../users/me-cache';

export const companyInviteKeyPath = (inviteKey: string) => `/company-invites/${encodeURIComponent(inviteKey)}`;

/** The invitation behind a mailed link: which startup, which address (anyone with the link). */
export async function getCompanyInvite(inviteKey: string, { client = apiClient, signal }: RequestOptions = {}): Promise<CompanyInvitePreview> {
  return parseResponse(companyInvitePreviewSchema, await client.get<unknown>(companyInviteKeyPath(inviteKey), { signal }));
}

export const companyInviteQueryOptions = (inviteKey: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: queryKeys.companyPortal.invite(inviteKey),
    queryFn: ({ signal }) => getCompanyInvite(inviteKey, { client, signal }),
    retry: false,
  });

export const useCompanyInvite = (inviteKey: string) => useQuery(companyInviteQueryOptions(inviteKey));

/** Accepts as the signed-in user; answers with the user, now managing the startup. */
export async function acceptCompanyInvite(inviteKey: string, { client = apiClient, signal }: RequestOptions = {}): Promise<User> {
  return parseResponse(userSchema, await client.post<unknown>(`${companyInviteKeyPath(inviteKey)}/accept`, undefined, { signal }));
}

export function useAcceptCompanyInvite() {
  const queryClient = useQueryClient();
  return useMutation<User, ApiClientError, string>({
    mutationFn: (inviteKey) => acceptCompanyInvite(inviteKey),
    onSuccess: (user) => writeMe(queryClient, user),
  });
}
