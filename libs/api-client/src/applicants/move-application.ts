import { type Application, type ApplicantsResponse, type MoveApplication } from '@nordhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const moveApplicationPath = (id: string) => `/applications/${encodeURIComponent(id)}/move`;

/** Moves an application to a stage and column; answers the moved application. */
export async function moveApplication(id: string, move: MoveApplication, { client = apiClient, signal }: RequestOptions = {}): Promise<Application> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.applicationSchema), await client.post<unknown>(moveApplicationPath(id), move, { signal }));
}

export type MoveApplicationVariables = { id: string; move: MoveApplication & { columnId: string } };
type Snapshot = [readonly unknown[], ApplicantsResponse | undefined][];

const patchBoard = (board: ApplicantsResponse | undefined, id: string, change: Partial<Application>) =>
  board && { ...board, applications: board.applications.map((item) => (item.id === id ? { ...item, ...change } : item)) };

/**
 * Moves a card on every cached board of the company at once (optimistic), puts it back when
 * the server refuses (e.g. 409 for a rejected applicant), and refetches the boards after, since
 * filters by stage or column may now match differently.
 */
export function useMoveApplication(company: string) {
  const queryClient = useQueryClient();
  const boards = queryKeys.applicants.company(company);
  return useMutation<Application, ApiClientError, MoveApplicationVariables, { snapshot: Snapshot }>({
    mutationFn: ({ id, move }) => moveApplication(id, move),
    onMutate: async ({ id, move }) => {
      await queryClient.cancelQueries({ queryKey: boards });
      const snapshot: Snapshot = queryClient.getQueriesData<ApplicantsResponse>({ queryKey: boards });
      queryClient.setQueriesData<ApplicantsResponse>({ queryKey: boards }, (board) => patchBoard(board, id, { stage: move.stage, columnId: move.columnId }));
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (application) => {
      queryClient.setQueriesData<ApplicantsResponse>({ queryKey: boards }, (board) => patchBoard(board, application.id, application));
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: boards }),
        // A first move out of Applied is an answer: the startup's response record changes.
        queryClient.invalidateQueries({ queryKey: queryKeys.companies.responseRecord(company) }),
      ]),
  });
}
