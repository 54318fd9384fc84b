import { useQuery } from '@tanstack/react-query';
import { investorQueryOptions } from './get-investor';
import { searchInvestorsQueryOptions } from './search-investors';

/** Most investors the job search's investor box suggests. */
export const INVESTOR_SUGGESTIONS = 8;

/** Live investors whose name (or intro) holds `text`, for an investor box; nothing is asked for blank text. */
export const useInvestorSuggestions = (text: string) =>
  useQuery({ ...searchInvestorsQueryOptions({ search: text.trim(), pageSize: INVESTOR_SUGGESTIONS }), enabled: text.trim() !== '' });

/** One live investor by key, or nothing asked for a blank key (e.g. no investor chosen). */
export const useOptionalInvestor = (key: string) => useQuery({ ...investorQueryOptions(key), enabled: key !== '' });
