import { type DigestMailLookup } from '@nordhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const digestMailPath = (email: string) => `digest/mail/${encodeURIComponent(email)}`;

/** GET digest/mail/{email}: the settings key of the signed-in user's own address (else null). */
export async function getDigestMail(email: string, { client = apiClient, signal }: RequestOptions = {}): Promise<DigestMailLookup> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.digestMailLookupSchema), await client.get<unknown>(digestMailPath(email), { signal }));
}

export const digestMailQueryOptions = (email: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: queryKeys.digest.mail(email),
    queryFn: ({ signal }) => getDigestMail(email, { client, signal }),
  });

/** The signed-in user's settings key; pass null (a guest) to skip the request. */
export const useDigestMail = (email: string | null) =>
  useQuery({ ...digestMailQueryOptions(email ?? ''), enabled: email !== null && email !== '' });
