import { type CompanySettings, type CompanySettingsInput } from '@nordhub/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const companySettingsPath = (key: string) => `/companies/${encodeURIComponent(key)}/settings`;

export async function getCompanySettings(key: string, { client = apiClient, signal }: RequestOptions = {}): Promise<CompanySettings> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.companySettingsSchema), await client.get<unknown>(companySettingsPath(key), { signal }));
}

export const companySettingsQueryOptions = (key: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({ queryKey: queryKeys.companyPortal.settings(key), queryFn: ({ signal }) => getCompanySettings(key, { client, signal }) });

export const useCompanySettings = (key: string) => useQuery(companySettingsQueryOptions(key));

export async function updateCompanySettings(key: string, input: CompanySettingsInput, { client = apiClient, signal }: RequestOptions = {}): Promise<CompanySettings> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.companySettingsSchema), await client.put<unknown>(companySettingsPath(key), input, { signal }));
}

/** Saves and refreshes the user too: its companies carry the LinkedIn id the banner reads. */
export function useUpdateCompanySettings(key: string) {
  const queryClient = useQueryClient();
  return useMutation<CompanySettings, ApiClientError, CompanySettingsInput>({
    mutationFn: (input) => updateCompanySettings(key, input),
    onSuccess: async (settings) => {
      queryClient.setQueryData(queryKeys.companyPortal.settings(key), settings);
      await queryClient.invalidateQueries({ queryKey: queryKeys.users.me() });
    },
  });
}

/** Looks for the careers domain's proof of control (TXT record or file); once found the site is served. */
export async function verifyCareersDomain(key: string, { client = apiClient, signal }: RequestOptions = {}): Promise<CompanySettings> {
  return parseResponse(
    import('@nordhub/contracts').then((contracts) => contracts.companySettingsSchema),
    await client.post<unknown>(`/companies/${encodeURIComponent(key)}/careers-domain/verify`, undefined, { signal }),
  );
}

export function useVerifyCareersDomain(key: string) {
  const queryClient = useQueryClient();
  return useMutation<CompanySettings, ApiClientError, void>({
    mutationFn: () => verifyCareersDomain(key),
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.companyPortal.settings(key), settings),
  });
}

/** An admin stops serving the careers domain (shown as revoked until the startup sets another). */
export async function revokeCareersDomain(key: string, { client = apiClient, signal }: RequestOptions = {}): Promise<CompanySettings> {
  return parseResponse(
    import('@nordhub/contracts').then((contracts) => contracts.companySettingsSchema),
    await client.post<unknown>(`/companies/${encodeURIComponent(key)}/careers-domain/revoke`, undefined, { signal }),
  );
}

export function useRevokeCareersDomain(key: string) {
  const queryClient = useQueryClient();
  return useMutation<CompanySettings, ApiClientError, void>({
    mutationFn: () => revokeCareersDomain(key),
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.companyPortal.settings(key), settings),
  });
}
