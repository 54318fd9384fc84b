import { type CareersHeroInput, type CareersLanguagesInput, type CareersSiteSettings } from '@nordhub/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const careersSiteSettingsPath = (key: string) => `/companies/${encodeURIComponent(key)}/careers-site`;

/** GET /companies/{key}/careers-site: the careers site's hero as its editor shows it (null until set). */
export async function getCareersSiteSettings(key: string, { client = apiClient, signal }: RequestOptions = {}): Promise<CareersSiteSettings> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.careersSiteSettingsSchema), await client.get<unknown>(careersSiteSettingsPath(key), { signal }));
}

export const careersSiteSettingsQueryOptions = (key: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({ queryKey: queryKeys.companyPortal.careersSiteSettings(key), queryFn: ({ signal }) => getCareersSiteSettings(key, { client, signal }) });

export const useCareersSiteSettings = (key: string) => useQuery(careersSiteSettingsQueryOptions(key));

/** PUT /companies/{key}/careers-site: the whole hero; a 400 names the field and the rule. */
export async function updateCareersSiteSettings(key: string, input: CareersHeroInput, { client = apiClient, signal }: RequestOptions = {}): Promise<CareersSiteSettings> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.careersSiteSettingsSchema), await client.put<unknown>(careersSiteSettingsPath(key), input, { signal }));
}

export function useUpdateCareersSiteSettings(key: string) {
  const queryClient = useQueryClient();
  return useMutation<CareersSiteSettings, ApiClientError, CareersHeroInput>({
    mutationFn: (input) => updateCareersSiteSettings(key, input),
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.companyPortal.careersSiteSettings(key), settings),
  });
}

/** PUT /companies/{key}/careers-site/languages: the default language and the offered ones; a 400 names the field. */
export async function updateCareersLanguages(key: string, input: CareersLanguagesInput, { client = apiClient, signal }: RequestOptions = {}): Promise<CareersSiteSettings> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.careersSiteSettingsSchema), await client.put<unknown>(`${careersSiteSettingsPath(key)}/languages`, input, { signal }));
}

export function useUpdateCareersLanguages(key: string) {
  const queryClient = useQueryClient();
  return useMutation<CareersSiteSettings, ApiClientError, CareersLanguagesInput>({
    mutationFn: (input) => updateCareersLanguages(key, input),
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.companyPortal.careersSiteSettings(key), settings),
  });
}
