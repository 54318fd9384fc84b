import { type Company, type CompanyUpdate } from '@nordhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const companyPath = (key: string) => `/companies/${encodeURIComponent(key)}`;

/** PUT /companies/{key}: the fields sent change; status ACTIVE publishes a draft. */
export async function updateCompany(key: string, update: CompanyUpdate, { client = apiClient, signal }: RequestOptions = {}): Promise<Company> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.companySchema), await client.put<unknown>(companyPath(key), update, { signal }));
}

export type UpdateCompanyVariables = { key: string; update: CompanyUpdate };

/** Saves the company; a status change also reloads the user (the guards read its company statuses). */
export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation<Company, ApiClientError, UpdateCompanyVariables>({
    mutationFn: ({ key, update }) => updateCompany(key, update),
    onSuccess: async (company, { update }) => {
      queryClient.setQueryData(queryKeys.companies.managed(company.key), company);
      await queryClient.invalidateQueries({ queryKey: queryKeys.companies.dashboard(company.key) });
      if (update.status !== undefined) await queryClient.invalidateQueries({ queryKey: queryKeys.users.me() });
    },
  });
}
