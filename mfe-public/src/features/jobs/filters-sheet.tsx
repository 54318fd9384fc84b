import { searchJobsQueryOptions } from '@nordhub/api-client';
import { type SiteConfiguration } from '@nordhub/contracts';
import { Button, Modal } from '@nordhub/design-system';
import { formatJobTotal } from '@nordhub/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AllFilterFields } from './all-filter-fields';
import { type JobSearch } from './job-search-url';
import { type SearchFormValues, searchOfValues } from './job-search-values';
import { useDebouncedValue } from './use-debounced-value';

/** How long the choices must rest before the sheet asks how many jobs they give. */
export const LIVE_COUNT_DELAY_MS = 300;

/** The sheet's own filters, cleared (the quick row's stay as they are). */
const sheetFiltersCleared: Partial<SearchFormValues> = {
  categoryGroup: '',
  positionType: '',
  salaryType: '',
  responsive: '',
  visaSponsorship: '',
  relocationSupport: '',
  remoteFrom: '',
  funding: {},
};

export type FiltersSheetProps = {
  configuration: SiteConfiguration;
  /** The search on screen: closing without applying keeps it. */
  search: JobSearch;
  /** The form's values when the sheet opened. */
  values: SearchFormValues;
  /** "Show N jobs": the changes chosen in the sheet, searched at once. */
  onApply: (changes: Partial<SearchFormValues>) => void;
  onClose: () => void;
};

/**
 * A phone's "All filters": a full-screen dialog of the grouped filters whose choices apply only
 * with "Show N jobs". N is the live count of the search being chosen, asked of the same search
 * endpoint as the results (the count endpoint is for signed-in seekers' saved searches), so it is
 * the "N jobs found" the page then shows, and applying finds the results already loaded.
 */
export function FiltersSheet({ configuration, search, values, onApply, onClose }: FiltersSheetProps) {
  const [changes, setChanges] = useState<Partial<SearchFormValues>>({});
  const chosen = { ...values, ...changes };
  const next = searchOfValues(chosen, search, configuration.site.countries, changes);
  const settled = useDebouncedValue(JSON.stringify(next), LIVE_COUNT_DELAY_MS);
  const count = useQuery({ ...searchJobsQueryOptions(JSON.parse(settled) as JobSearch), placeholderData: keepPreviousData });
  // The count shown is an earlier search's until the chosen one's has arrived: busy meanwhile.
  const stale = count.isFetching || count.isPlaceholderData || settled !== JSON.stringify(next);
  const showText = count.data ? `Show ${formatJobTotal({ total: count.data.jobs.total, totalIsCapped: count.data.jobs.totalIsCapped })}` : 'Show jobs';

  return (
    <Modal
      open
      size="full"
      title="All filters"
      onClose={onClose}
      closeLabel="Close the filters without applying them"
      footer={
        <>
          <Button type="button" variant="ghost" onClick={() => setChanges({ ...changes, ...sheetFiltersCleared })}>
            Clear filters
          </Button>
          <Button type="button" aria-busy={stale || undefined} onClick={() => onApply(changes)}>
            {showText}
          </Button>
        </>
      }
    >
      <AllFilterFields configuration={configuration} values={chosen} onChange={(change) => setChanges({ ...changes, ...change })} idPrefix="sheet" />
    </Modal>
  );
}
