import { type User } from '@nordhub/contracts';
import { type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';

/** The signed-in user as GET session reports it (or a call answering with the user); null means "a guest". */
export const meQueryKey = queryKeys.users.me();

/** Every call that answers with the signed-in user writes it here, so useMe shows it at once. */
export function writeMe(queryClient: QueryClient, user: User | null): void {
  queryClient.setQueryData<User | null>(meQueryKey, user);
}

/**
 * The signed-in user the cache holds, outside a component (useMe's data): null for a guest,
 * undefined while GET session has not answered (nor a drawn page's answers brought it).
 */
export function cachedMe(queryClient: QueryClient): User | null | undefined {
  return queryClient.getQueryData<User | null>(meQueryKey);
}
