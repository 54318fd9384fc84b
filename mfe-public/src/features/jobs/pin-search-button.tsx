import { useCreateSavedJobSearch, useDeleteSavedJobSearch, useSavedJobSearches } from '@nordhub/api-client';
import { Button } from '@nordhub/design-system';
import { useOpenSignIn, useSessionStatus, useShowToast } from '@nordhub/session';
import { useLocation } from 'react-router-dom';
import { type JobSearch } from './job-search-url';
import { isSameSavedSearch, toSavedSearch } from './saved-search';

export type PinSearchButtonProps = {
  /** The search on screen (URL filters plus the route's fixed ones). */
  search: JobSearch;
};

/**
 * 'Pin this search' toggle (the product spec's states and transitions): pinning creates a server record and keeps its id
 * (in the saved-search list); unpinning deletes it and clears the id, and its errors are
 * ignored (the product spec's error catalogue). A guest gets the log-in modal and comes back to this search.
 */
export function PinSearchButton({ search }: PinSearchButtonProps) {
  const signedIn = useSessionStatus() === 'signed-in';
  const openSignIn = useOpenSignIn();
  const location = useLocation();
  const showToast = useShowToast();
  const saved = useSavedJobSearches({ enabled: signedIn });
  const create = useCreateSavedJobSearch();
  const remove = useDeleteSavedJobSearch();

  const identity = toSavedSearch(search);
  const pinned = signedIn ? saved.data?.find((item) => item.pinned && isSameSavedSearch(item, identity)) : undefined;
  const busy = create.isPending || remove.isPending || (signedIn && saved.isPending);

  const toggle = () => {
    if (!signedIn) {
      openSignIn(`${location.pathname}${location.search}`);
      return;
    }
    if (pinned) {
      remove.mutate(pinned.id);
      return;
    }
    create.mutate(
      { ...identity, since: new Date().toISOString() },
      { onError: (error) => showToast(`The search could not be pinned. ${error.message}`, 'error') },
    );
  };

  return (
    <Button size="sm" variant={pinned ? 'primary' : 'secondary'} aria-pressed={pinned !== undefined} disabled={busy} onClick={toggle}>
      Pin this search
    </Button>
  );
}
