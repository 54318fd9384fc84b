import { Button } from '../button/button';
import { TagList } from '../page-parts/page-parts';

/** An applied filter: what a chip says, and the key its removal is told by. */
export type FilterChip = { key: string; label: string };

/** The chips' words in the page's language (English unless given). */
export type FilterChipsTexts = {
  /** The list's name: "Applied filters". */
  applied: string;
  clearAll: string;
  /** A chip's name: "Remote, remove this filter". */
  remove: (label: string) => string;
};

const englishTexts: FilterChipsTexts = { applied: 'Applied filters', clearAll: 'Clear all', remove: (label) => `${label}, remove this filter` };

export type FilterChipsProps = {
  filters: readonly FilterChip[];
  onRemove: (key: string) => void;
  onClearAll: () => void;
  texts?: FilterChipsTexts;
};

/** The applied filters as chips over the results: each removes its filter, "Clear all" every one. */
export function FilterChips({ filters, onRemove, onClearAll, texts = englishTexts }: FilterChipsProps) {
  if (filters.length === 0) return null;
  return (
    <TagList aria-label={texts.applied}>
      {filters.map((filter) => (
        <li key={filter.key}>
          {/* The name starts with the visible words, so voice control finds the chip by them. */}
          <Button type="button" size="sm" variant="secondary" aria-label={texts.remove(filter.label)} onClick={() => onRemove(filter.key)}>
            {filter.label} <span aria-hidden="true">×</span>
          </Button>
        </li>
      ))}
      <li>
        <Button type="button" size="sm" variant="ghost" onClick={onClearAll}>
          {texts.clearAll}
        </Button>
      </li>
    </TagList>
  );
}
