import { type BulkMoveApplications, type BulkMoveApplicationsResponse } from '@nordhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const moveApplicationsPath = (company: string) => `/companies/${encodeURIComponent(company)}/applications/move`;

/** Moves (or rejects, with the message) several of the startup's applications at once; all or none. */
export async function moveApplications(company: string, input: BulkMoveApplications, { client = apiClient, signal }: RequestOptions = {}): Promise<BulkMoveApplicationsResponse> {
  return parseResponse(
    import('@nordhub/contracts').then((contracts) => contracts.bulkMoveApplicationsResponseSchema),
    await client.post<unknown>(moveApplicationsPath(company), input, { signal }),
  );
}

/** The bulk move of the board's selection; the boards and the response record refetch after. */
export function useMoveApplications(company: string) {
  const queryClient = useQueryClient();
  return useMutation<BulkMoveApplicationsResponse, ApiClientError, BulkMoveApplications>({
    mutationFn: (input) => moveApplications(company, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.applicants.company(company) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.companies.responseRecord(company) }),
      ]),
  });
}
