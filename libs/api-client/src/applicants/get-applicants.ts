import { type ApplicantsQuery, type ApplicantsResponse } from '@nordhub/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const applicantsPath = (company: string) => `/companies/${encodeURIComponent(company)}/applicants`;

/** Only the filters that are set, so equal filters make equal query keys and URLs. */
export const applicantsParams = (query: ApplicantsQuery): Record<string, string> =>
  Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== ''));

/** GET {company endpoint}/applicants: the board's columns and the applications matching the filters. */
export async function getApplicants(company: string, query: ApplicantsQuery = {}, { client = apiClient, signal }: RequestOptions = {}): Promise<ApplicantsResponse> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.applicantsResponseSchema), await client.get<unknown>(applicantsPath(company), { params: applicantsParams(query), signal }));
}

export const applicantsQueryOptions = (company: string, query: ApplicantsQuery = {}, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: queryKeys.applicants.board(company, applicantsParams(query)),
    queryFn: ({ signal }) => getApplicants(company, query, { client, signal }),
    // Typing in the search box keeps the board on screen while the next answer comes.
    placeholderData: keepPreviousData,
  });

export const useApplicants = (company: string, query: ApplicantsQuery = {}) => useQuery(applicantsQueryOptions(company, query));

/** Where the CSV export of the same filters downloads from (a link, not a fetch: the browser saves it). */
export const applicantsCsvUrl = (company: string, query: ApplicantsQuery = {}) => {
  const search = new URLSearchParams(applicantsParams(query)).toString();
  return `/api/companies/${encodeURIComponent(company)}/applicants.csv${search ? `?${search}` : ''}`;
};
