import { useJobSuggestions } from '@nordhub/api-client';
import { type JobSuggestionField } from '@nordhub/contracts';
import { Combobox } from '@nordhub/design-system';
import { formatQuantity } from '@nordhub/domain';
import { useMemo } from 'react';
import { useDebouncedValue } from './use-debounced-value';

export type SuggestionBoxProps = {
  field: JobSuggestionField;
  label: string;
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
  onOptionSelect: (value: string) => void;
};

const SUGGESTION_DELAY_MS = 250;

/** A search box with typo-tolerant suggestions from the API (job titles or places). */
export function SuggestionBox({ field, label, placeholder, value, onValueChange, onOptionSelect }: SuggestionBoxProps) {
  const typed = useDebouncedValue(value, SUGGESTION_DELAY_MS);
  const { data } = useJobSuggestions(field, typed);
  const options = useMemo(
    () =>
      value.trim() && data
        ? data.suggestions.map((suggestion) => ({
            value: suggestion.text,
            detail: formatQuantity(suggestion.jobs, 'job'),
          }))
        : [],
    [data, value],
  );
  return (
    <Combobox
      label={label}
      placeholder={placeholder}
      value={value}
      onValueChange={onValueChange}
      options={options}
      onOptionSelect={onOptionSelect}
      enterKeyHint="search"
    />
  );
}
