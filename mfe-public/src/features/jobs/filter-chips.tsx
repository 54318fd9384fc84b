import { Button, TagList } from '@nordhub/design-system';
import { type AppliedFilter, clearedFilters, type SearchFormValues } from './job-search-values';

export type FilterChipsProps = {
  filters: readonly AppliedFilter[];
  /** Drops filters: one chip's changes, or every filter's for "Clear all". */
  onRemove: (changes: Partial<SearchFormValues>) => void;
};

/** The applied filters as chips over the results: each removes its filter, "Clear all" every one. */
export function FilterChips({ filters, onRemove }: FilterChipsProps) {
  if (filters.length === 0) return null;
  return (
    <TagList aria-label="Applied filters">
      {filters.map((filter) => (
        <li key={filter.key}>
          {/* The name starts with the visible words, so voice control finds the chip by them. */}
          <Button type="button" size="sm" variant="secondary" aria-label={`${filter.label}, remove this filter`} onClick={() => onRemove(filter.remove)}>
            {filter.label} <span aria-hidden="true">×</span>
          </Button>
        </li>
      ))}
      <li>
        <Button type="button" size="sm" variant="ghost" onClick={() => onRemove(clearedFilters)}>
          Clear all
        </Button>
      </li>
    </TagList>
  );
}
