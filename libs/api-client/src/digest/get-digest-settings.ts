import { type DigestSettings } from '@nordhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';
import { logDigestError } from './log-digest-error';

export const digestSettingsPath = (settingsKey: string) => `/digest/${encodeURIComponent(settingsKey)}`;

/** GET /digest/{settingsKey}: the settings of /profile-settings/{settingsKey}; an unknown key is 404. */
export async function getDigestSettings(settingsKey: string, { client = apiClient, signal }: RequestOptions = {}): Promise<DigestSettings> {
  try {
    return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.digestSettingsSchema), await client.get<unknown>(digestSettingsPath(settingsKey), { signal }));
  } catch (error) {
    logDigestError('read settings', error);
    throw error;
  }
}

export const digestSettingsQueryOptions = (settingsKey: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: queryKeys.digest.settings(settingsKey),
    queryFn: ({ signal }) => getDigestSettings(settingsKey, { client, signal }),
    // A wrong key stays wrong: do not retry a 404.
    retry: false,
  });

export const useDigestSettings = (settingsKey: string) => useQuery(digestSettingsQueryOptions(settingsKey));
