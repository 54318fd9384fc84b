import { meQueryOptions } from '@nordhub/api-client';
import { useSetCurrentUser } from '@nordhub/session';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * Reloads users/me and puts it in the session at once. The guards read the user's companies
 * and their statuses, so after creating or publishing a company the next page must see them
 * before it renders (the session keeper's own sync happens one render later).
 */
export function useRefreshCurrentUser() {
  const queryClient = useQueryClient();
  const setCurrentUser = useSetCurrentUser();
  return useCallback(async () => {
    const me = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
    setCurrentUser(me);
  }, [queryClient, setCurrentUser]);
}
