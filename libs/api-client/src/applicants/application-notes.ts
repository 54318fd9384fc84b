import { type ApplicationNote, type ApplicationNoteInput } from '@nordhub/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { writeListRow } from '../list-cache';
import { parseListResponse, parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const applicationNotesPath = (id: string) => `/applications/${encodeURIComponent(id)}/notes`;

/** The managers' notes on an application, oldest first. */
export async function getApplicationNotes(id: string, { client = apiClient, signal }: RequestOptions = {}): Promise<ApplicationNote[]> {
  return parseListResponse(import('@nordhub/contracts').then((contracts) => contracts.applicationNoteSchema), await client.get<unknown>(applicationNotesPath(id), { signal }));
}

export const applicationNotesQueryOptions = (id: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: queryKeys.applicants.notes(id),
    queryFn: ({ signal }) => getApplicationNotes(id, { client, signal }),
  });

export const useApplicationNotes = (id: string) => useQuery(applicationNotesQueryOptions(id));

export async function addApplicationNote(id: string, note: ApplicationNoteInput, { client = apiClient, signal }: RequestOptions = {}): Promise<ApplicationNote> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.applicationNoteSchema), await client.post<unknown>(applicationNotesPath(id), note, { signal }));
}

/** Adds a note; the list shows it at once and the boards refetch their note counts. */
export function useAddApplicationNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation<ApplicationNote, ApiClientError, ApplicationNoteInput>({
    mutationFn: (note) => addApplicationNote(id, note),
    onSuccess: (note) =>
      Promise.all([writeListRow(queryClient, queryKeys.applicants.notes(id), note), queryClient.invalidateQueries({ queryKey: queryKeys.applicants.boards() })]),
  });
}
