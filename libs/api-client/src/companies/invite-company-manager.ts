import { type CompanyInvite, type CompanyInviteInput, companyInviteSchema } from '@nordhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const companyInvitesPath = (key: string) => `/companies/${encodeURIComponent(key)}/invites`;

/** Mails a colleague the link to become a manager of the startup. */
export async function inviteCompanyManager(key: string, input: CompanyInviteInput, { client = apiClient, signal }: RequestOptions = {}): Promise<CompanyInvite> {
  const response = await client.post<unknown>(companyInvitesPath(key), input, { signal });
  return parseResponse(companyInviteSchema, response);
}

export function useInviteCompanyManager(key: string) {
  const queryClient = useQueryClient();
  return useMutation<CompanyInvite, ApiClientError, CompanyInviteInput>({
    mutationFn: (input) => inviteCompanyManager(key, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.companyPortal.team(key) }),
  });
}
