import { type Company, type CompanyInput } from '@nordhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const companiesPath = '/companies';

/** POST /companies: a new DRAFT startup managed by the signed-in user. */
export async function createCompany(input: CompanyInput, { client = apiClient, signal }: RequestOptions = {}): Promise<Company> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.companySchema), await client.post<unknown>(companiesPath, input, { signal }));
}

/** Creates the startup, then reloads the user, whose company list (and so the guards) now has it. */
export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation<Company, ApiClientError, CompanyInput>({
    mutationFn: (input) => createCompany(input),
    onSuccess: async (company) => {
      queryClient.setQueryData(queryKeys.companies.managed(company.key), company);
      await queryClient.invalidateQueries({ queryKey: queryKeys.users.me() });
    },
  });
}
