import { type KanbanColumn, type KanbanColumnInput, type KanbanColumnUpdate } from '@nordhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const kanbanColumnsPath = (company: string) => `/companies/${encodeURIComponent(company)}/kanban-columns`;
export const kanbanColumnPath = (company: string, id: string) => `${kanbanColumnsPath(company)}/${encodeURIComponent(id)}`;

export async function createKanbanColumn(company: string, input: KanbanColumnInput, { client = apiClient, signal }: RequestOptions = {}): Promise<KanbanColumn> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.kanbanColumnSchema), await client.post<unknown>(kanbanColumnsPath(company), input, { signal }));
}

export async function updateKanbanColumn(company: string, id: string, change: KanbanColumnUpdate, { client = apiClient, signal }: RequestOptions = {}): Promise<KanbanColumn> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.kanbanColumnSchema), await client.patch<unknown>(kanbanColumnPath(company, id), change, { signal }));
}

export async function deleteKanbanColumn(company: string, id: string, { client = apiClient, signal }: RequestOptions = {}): Promise<void> {
  await client.delete(kanbanColumnPath(company, id), { signal });
}

/** The board's columns change on the server; every board of the company is read again. */
const useColumnMutation = <Variables, Result>(company: string, mutationFn: (variables: Variables) => Promise<Result>) => {
  const queryClient = useQueryClient();
  return useMutation<Result, ApiClientError, Variables>({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.applicants.company(company) }),
  });
};

export const useCreateKanbanColumn = (company: string) =>
  useColumnMutation(company, (input: KanbanColumnInput) => createKanbanColumn(company, input));

export const useUpdateKanbanColumn = (company: string) =>
  useColumnMutation(company, ({ id, change }: { id: string; change: KanbanColumnUpdate }) => updateKanbanColumn(company, id, change));

export const useDeleteKanbanColumn = (company: string) => useColumnMutation(company, (id: string) => deleteKanbanColumn(company, id));
