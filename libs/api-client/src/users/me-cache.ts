import { type User } from '@nordhub/contracts';
import { type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';

/** The signed-in user as GET session reports it (or a call answering with the user); null means "a guest". */
export const meQueryKey = queryKeys.users.me();

/** Every call that answers with the signed-in user writes it here, so useMe shows it at once. */
export function writeMe(queryClient: QueryClient, user: User | null): void {
  queryClient.setQueryData<User | null>(meQueryKey, user);
}
