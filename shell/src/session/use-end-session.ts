import { writeMe } from '@nordhub/api-client';
import { clearSessionAtom, pendingTargetAtom } from '@nordhub/session';
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';

/**
 * Forgets everything about the signed-in user in this tab: the session atoms and every cached
 * response except the site configuration (not personal); users/me becomes "a guest".
 */
export function useClearUserData() {
  const queryClient = useQueryClient();
  const clearSession = useSetAtom(clearSessionAtom);
  const setPendingTarget = useSetAtom(pendingTargetAtom);
  return useCallback(() => {
    clearSession();
    setPendingTarget(null);
    queryClient.removeQueries({
      predicate: ({ queryKey: [resource, item] }) => resource !== 'site' && !(resource === 'users' && item === 'me'),
    });
    writeMe(queryClient, null);
  }, [queryClient, clearSession, setPendingTarget]);
}
