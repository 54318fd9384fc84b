import { type DigestSettings, type DigestUpdate } from '@nordhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';
import { digestSettingsPath } from './get-digest-settings';
import { logDigestError } from './log-digest-error';

/** PUT /digest/{settingsKey} with data and mergeData (true: only the given fields change). */
export async function updateDigest(settingsKey: string, update: DigestUpdate, { client = apiClient, signal }: RequestOptions = {}): Promise<DigestSettings> {
  try {
    return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.digestSettingsSchema), await client.put<unknown>(digestSettingsPath(settingsKey), { mergeData: true, ...update }, { signal }));
  } catch (error) {
    logDigestError('update', error);
    throw error;
  }
}

/** Changes the frequency or filters, or unsubscribes; the settings query shows the answer. */
export function useUpdateDigest(settingsKey: string) {
  const queryClient = useQueryClient();
  return useMutation<DigestSettings, ApiClientError, DigestUpdate>({
    mutationFn: (update) => updateDigest(settingsKey, update),
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.digest.settings(settingsKey), settings),
  });
}
