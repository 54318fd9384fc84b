import { okResponseSchema } from '@nordhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const companyManagerPath = (key: string, userId: string) => `/companies/${encodeURIComponent(key)}/managers/${encodeURIComponent(userId)}`;
export const companyInvitePath = (key: string, inviteId: string) => `/companies/${encodeURIComponent(key)}/invites/${encodeURIComponent(inviteId)}`;

/** Removes a manager (the server keeps the last one). */
export async function removeCompanyManager(key: string, userId: string, { client = apiClient, signal }: RequestOptions = {}): Promise<void> {
  parseResponse(okResponseSchema, await client.delete<unknown>(companyManagerPath(key, userId), { signal }));
}

/** Withdraws an open invitation; its link stops working. */
export async function withdrawCompanyInvite(key: string, inviteId: string, { client = apiClient, signal }: RequestOptions = {}): Promise<void> {
  parseResponse(okResponseSchema, await client.delete<unknown>(companyInvitePath(key, inviteId), { signal }));
}

export function useRemoveCompanyManager(key: string) {
  const queryClient = useQueryClient();
  return useMutation<void, ApiClientError, string>({
    mutationFn: (userId) => removeCompanyManager(key, userId),
    // Removing oneself changes the user's companies too (the startup guard then lets go).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.companyPortal.team(key) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.users.me() }),
      ]).then(() => undefined),
  });
}

export function useWithdrawCompanyInvite(key: string) {
  const queryClient = useQueryClient();
  return useMutation<void, ApiClientError, string>({
    mutationFn: (inviteId) => withdrawCompanyInvite(key, inviteId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.companyPortal.team(key) }),
  });
}
