import { type DigestConfirm, type DigestSettings } from '@nordhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const confirmDigestPath = '/digest/confirm';

/** POST /digest/confirm: the confirmation mail's key confirms the subscription; answers its settings. */
export async function confirmDigest(payload: DigestConfirm, { client = apiClient, signal }: RequestOptions = {}): Promise<DigestSettings> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.digestSettingsSchema), await client.post<unknown>(confirmDigestPath, payload, { signal }));
}

export function useConfirmDigest() {
  const queryClient = useQueryClient();
  return useMutation<DigestSettings, ApiClientError, DigestConfirm>({
    mutationFn: (payload) => confirmDigest(payload),
    onSuccess: (settings) => {
      queryClient.setQueryData(queryKeys.digest.settings(settings.settingsKey), settings);
      void queryClient.invalidateQueries({ queryKey: queryKeys.digest.mailAll() });
    },
  });
}
