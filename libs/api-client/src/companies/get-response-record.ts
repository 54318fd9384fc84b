import { type CompanyResponseRecord } from '@nordhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const responseRecordPath = (key: string) => `/companies/${encodeURIComponent(key)}/response-record`;

/** GET /companies/{key}/response-record: how a public startup answers applications. */
export async function getResponseRecord(key: string, { client = apiClient, signal }: RequestOptions = {}): Promise<CompanyResponseRecord> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.companyResponseRecordSchema), await client.get<unknown>(responseRecordPath(key), { signal }));
}

export const responseRecordQueryOptions = (key: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: queryKeys.companies.responseRecord(key),
    queryFn: ({ signal }) => getResponseRecord(key, { client, signal }),
  });

/** The startup's response record; pass null (no startup yet) to wait. */
export const useResponseRecord = (key: string | null) => useQuery({ ...responseRecordQueryOptions(key ?? ''), enabled: key !== null });
