import { Button } from '../button/button';
import { TagList } from '../page-parts/page-parts';

/** An applied filter: what a chip says, and the key its removal is told by. */
export type FilterChip = { key: string; label: string };

export type FilterChipsProps = {
  filters: readonly FilterChip[];
  onRemove: (key: string) => void;
  onClearAll: () => void;
};

/** The applied filters as chips over the results: each removes its filter, "Clear all" every one. */
export function FilterChips({ filters, onRemove, onClearAll }: FilterChipsProps) {
  if (filters.length === 0) return null;
  return (
    <TagList aria-label="Applied filters">
      {filters.map((filter) => (
        <li key={filter.key}>
          {/* The name starts with the visible words, so voice control finds the chip by them. */}
          <Button type="button" size="sm" variant="secondary" aria-label={`${filter.label}, remove this filter`} onClick={() => onRemove(filter.key)}>
            {filter.label} <span aria-hidden="true">×</span>
          </Button>
        </li>
      ))}
      <li>
        <Button type="button" size="sm" variant="ghost" onClick={onClearAll}>
          Clear all
        </Button>
      </li>
    </TagList>
  );
}
