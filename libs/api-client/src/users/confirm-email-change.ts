import { type ConfirmEmailChange, type ConfirmEmailChangeResult } from '@nordhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const confirmEmailChangePath = '/users/confirm-email-change';

/** POST users/confirm-email-change: the key mailed to the new address makes it the account's. */
export async function confirmEmailChange(payload: ConfirmEmailChange, { client = apiClient, signal }: RequestOptions = {}): Promise<ConfirmEmailChangeResult> {
  return parseResponse(
    import('@nordhub/contracts').then((contracts) => contracts.confirmEmailChangeResultSchema),
    await client.post<unknown>(confirmEmailChangePath, payload, { signal }),
  );
}

/** The signed-in user (if this is their account) reads the new address on the next load of `me`. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation<ConfirmEmailChangeResult, ApiClientError, ConfirmEmailChange>({
    mutationFn: (payload) => confirmEmailChange(payload),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.users.me() }),
  });
}
