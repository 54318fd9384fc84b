import { type JobSuggestionField, type JobSuggestionsResponse } from '@nordhub/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const jobSuggestionsPath = '/v2/jobs/suggestions';
/** The API answers 400 beyond this length. */
export const MAX_SUGGESTION_QUERY_LENGTH = 100;

const cleanQuery = (text: string) => text.trim().slice(0, MAX_SUGGESTION_QUERY_LENGTH);

/** Typo-tolerant suggestions for the search box (job titles) or the location box (places). */
export async function getJobSuggestions(
  field: JobSuggestionField,
  text: string,
  { client = apiClient, signal }: RequestOptions = {},
): Promise<JobSuggestionsResponse> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.jobSuggestionsResponseSchema), await client.get<unknown>(jobSuggestionsPath, { params: { field, q: cleanQuery(text) }, signal }));
}

export const jobSuggestionsQueryOptions = (field: JobSuggestionField, text: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: queryKeys.jobs.suggestions(field, cleanQuery(text)),
    queryFn: ({ signal }) => getJobSuggestions(field, text, { client, signal }),
    // Blank text would be a 400; suggestions change slowly (the server caches them 5 minutes).
    enabled: cleanQuery(text) !== '',
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

/** Pass the debounced text: every change of it is one request. */
export const useJobSuggestions = (field: JobSuggestionField, text: string) => useQuery(jobSuggestionsQueryOptions(field, text));
