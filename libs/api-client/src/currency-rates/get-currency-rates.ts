import { type CurrencyRatesResponse } from '@nordhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const currencyRatesPath = '/currency-rates';

/** The newest exchange rate of each pair, with its source and date (for approximate pay conversions). */
export async function getCurrencyRates({ client = apiClient, signal }: RequestOptions = {}): Promise<CurrencyRatesResponse> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.currencyRatesResponseSchema), await client.get<unknown>(currencyRatesPath, { signal }));
}

/** Rates change at most daily: one read serves the whole visit. */
export const currencyRatesQueryOptions = ({ client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({
    queryKey: queryKeys.currencyRates.all,
    queryFn: ({ signal }) => getCurrencyRates({ client, signal }),
    staleTime: Infinity,
  });

export const useCurrencyRates = () => useQuery(currencyRatesQueryOptions());
