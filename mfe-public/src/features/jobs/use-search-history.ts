import {
  readSearchHistory,
  recordSearchHistory,
  SEARCH_HISTORY_STORAGE_KEY,
  type SearchHistoryEntry,
} from '@nordhub/domain';
import { useCallback, useState } from 'react';
import { writePreferredCountry } from '../../components/preferred-country';

// Storage can be missing or refuse writes (private mode, quota); recent searches are a nicety.
function readStored(): string | null {
  try {
    return window.localStorage.getItem(SEARCH_HISTORY_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStored(entries: readonly SearchHistoryEntry[]): void {
  try {
    window.localStorage.setItem(SEARCH_HISTORY_STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // Not kept; the search itself still works.
  }
}

export type RecordedSearch = { search?: string; location?: string; countryCode?: string };

/** Recent searches from local storage (the product spec's business constants), and recording a new one. */
export function useSearchHistory(): { entries: SearchHistoryEntry[]; record: (search: RecordedSearch) => void } {
  const [entries, setEntries] = useState(() => readSearchHistory(readStored(), new Date()));
  const record = useCallback((search: RecordedSearch) => {
    const now = new Date();
    const next = recordSearchHistory(readSearchHistory(readStored(), now), search, now);
    writeStored(next);
    setEntries(next);
    // Remote is never the preferred country (the product spec's validation rules); writePreferredCountry skips it.
    writePreferredCountry(search.countryCode);
  }, []);
  return { entries, record };
}
