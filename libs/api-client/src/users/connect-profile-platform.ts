import { type Platform, type User } from '@nordhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { type RequestOptions } from '../request-options';
import { writeMe } from './me-cache';

export type ConnectProfilePlatform = { type: 'company' | 'investor'; key: string; platform: Platform };

export const profilePlatformPath = ({ type, key }: Pick<ConnectProfilePlatform, 'type' | 'key'>) =>
  `/${type === 'company' ? 'companies' : 'investors'}/${encodeURIComponent(key)}/platform`;

/** POST companies/{key}/platform or investors/{key}/platform; answers with the updated user. */
export async function connectProfilePlatform(
  { type, key, platform }: ConnectProfilePlatform,
  { client = apiClient, signal }: RequestOptions = {},
): Promise<User> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.userSchema), await client.post<unknown>(profilePlatformPath({ type, key }), { platform }, { signal }));
}

export function useConnectProfilePlatform() {
  const queryClient = useQueryClient();
  return useMutation<User, ApiClientError, ConnectProfilePlatform>({
    mutationFn: (input) => connectProfilePlatform(input),
    onSuccess: (user) => writeMe(queryClient, user),
  });
}
