import { type JobsCountItem, useJobsCountBulk, useSavedJobSearches, useSiteConfiguration, useUpdateSavedJobSearch } from '@nordhub/api-client';
import { parseSavedSearchKey, savedSearchQuery } from '@nordhub/contracts';
import { Badge, InlineList, SectionTitle } from '@nordhub/design-system';
import { NavTextLink, useSessionStatus } from '@nordhub/session';
import { useMemo } from 'react';
import { type JobSearch, jobSearchHref } from './job-search-url';
import { type SavedSearchIdentity, savedSearchLabel } from './saved-search';

/** The search a saved search stands for, or null when its key cannot be read. */
function fromSavedSearch(saved: SavedSearchIdentity): JobSearch | null {
  const key = parseSavedSearchKey(saved.key);
  return key ? savedSearchQuery(key, saved.filters) : null;
}

/**
 * The signed-in seeker's pinned searches as links, each with a badge of the jobs that went live
 * since it was last opened (POST jobs/count/bulk). Opening one marks it seen (PATCH since = now).
 * Nothing for guests or when nothing is pinned.
 */
export function PinnedSearches() {
  const signedIn = useSessionStatus() === 'signed-in';
  const saved = useSavedJobSearches({ enabled: signedIn });
  const configuration = useSiteConfiguration();
  const markSeen = useUpdateSavedJobSearch();

  const pinned = useMemo(() => (signedIn ? (saved.data ?? []).filter((item) => item.pinned) : []), [signedIn, saved.data]);
  const items = useMemo<JobsCountItem[]>(() => pinned.map(({ key, filters, since }) => ({ key, filters, since })), [pinned]);
  const counts = useJobsCountBulk(items, { enabled: signedIn });

  if (pinned.length === 0) return null;
  const countries = configuration.data?.site.countries ?? [];

  return (
    <nav aria-labelledby="pinned-searches-title">
      <SectionTitle id="pinned-searches-title">Pinned searches</SectionTitle>
      <InlineList>
        {pinned.map((item, index) => {
          const search = fromSavedSearch(item);
          if (!search) return null;
          // Results come in the order asked; the key check guards against a list that changed meanwhile.
          const result = counts.data?.results[index];
          const count = result?.key === item.key ? result.count : undefined;
          return (
            <li key={item.id}>
              <NavTextLink variant="chip"
                to={jobSearchHref(search)}
                onClick={() => {
                  if (count !== 0) markSeen.mutate({ id: item.id, change: { since: new Date().toISOString() } });
                }}
              >
                {savedSearchLabel(search, countries)}
                {/* The space keeps the link's accessible name readable ('... Copenhagen 3 new'). */}
                {count ? (
                  <>
                    {' '}
                    <Badge tone="primary">{count} new</Badge>
                  </>
                ) : null}
              </NavTextLink>
            </li>
          );
        })}
      </InlineList>
    </nav>
  );
}
