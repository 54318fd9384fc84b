import { type AtsConnection } from '@nordhub/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { openOAuthPopup, OAuthPopupError } from '../oauth/oauth-popup';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const atsConnectionPath = (company: string) => `/companies/${encodeURIComponent(company)}/ats`;

export async function getAtsConnection(company: string, { client = apiClient, signal }: RequestOptions = {}): Promise<AtsConnection> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.atsConnectionSchema), await client.get<unknown>(atsConnectionPath(company), { signal }));
}

export const atsConnectionQueryOptions = (company: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: queryKeys.applicants.ats(company),
    queryFn: ({ signal }) => getAtsConnection(company, { client, signal }),
  });

export const useAtsConnection = (company: string) => useQuery(atsConnectionQueryOptions(company));

export class AtsPopupError extends OAuthPopupError {
  override name = 'AtsPopupError';
}

/**
 * The applicant-tracking popup (the product spec's calls and error catalogue: scopes read jobs and write candidates).
 * The server keeps the token; resolves true when connected, false when not authorised
 * (access_denied, or the popup closed); rejects on other failures.
 */
export async function openAtsPopup(company: string, host: Window = window): Promise<boolean> {
  const result = await openOAuthPopup(
    {
      startUrl: `/api${atsConnectionPath(company)}/start`,
      source: 'nordhub-ats',
      windowName: 'nordhub-ats',
      blockedMessage: 'Please allow pop-ups for this site to connect your applicant-tracking service.',
      read: (data) => data.connected === true,
      createError: (message) => new AtsPopupError(message),
    },
    host,
  );
  return result === true;
}

/** Runs the popup, then reads the connection again; answers whether it is connected now. */
export function useConnectAts(company: string) {
  const queryClient = useQueryClient();
  return useMutation<boolean, Error, void>({
    mutationFn: () => openAtsPopup(company),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.applicants.ats(company) }),
  });
}

export function useDisconnectAts(company: string) {
  const queryClient = useQueryClient();
  return useMutation<void, ApiClientError, void>({
    mutationFn: async () => {
      await apiClient.delete(atsConnectionPath(company));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.applicants.ats(company) }),
  });
}
