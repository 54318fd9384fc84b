import { type DigestSubscribeResult, type DigestSubscription } from '@nordhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';
import { logDigestError } from './log-digest-error';

export const subscribeDigestPath = '/digest';

/** POST /digest: subscribes an address ('exists' when it has a subscription the caller may not see). */
export async function subscribeDigest(subscription: DigestSubscription, { client = apiClient, signal }: RequestOptions = {}): Promise<DigestSubscribeResult> {
  try {
    return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.digestSubscribeResultSchema), await client.post<unknown>(subscribeDigestPath, subscription, { signal }));
  } catch (error) {
    logDigestError('subscribe', error);
    throw error;
  }
}

export function useSubscribeDigest() {
  const queryClient = useQueryClient();
  return useMutation<DigestSubscribeResult, ApiClientError, DigestSubscription>({
    mutationFn: (subscription) => subscribeDigest(subscription),
    onSuccess: (result) => {
      if (result.settings) queryClient.setQueryData(queryKeys.digest.settings(result.settings.settingsKey), result.settings);
      void queryClient.invalidateQueries({ queryKey: queryKeys.digest.mailAll() });
    },
  });
}
