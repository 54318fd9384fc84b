import { type ApplicantOverview, type FollowedStartup, type MyApplicationListItem, type QuickApplySettings, type QuickApplySettingsInput } from '@nordhub/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseListResponse, parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const applicantOverviewPath = '/applicant';
export const quickApplySettingsPath = '/applicant/settings';
export const myApplicationsPath = '/applicant/applications';
export const followedStartupsPath = '/applicant/followed-startups';

/** GET /applicant: the signed-in user's applicant profile, settings and counts. */
export async function getApplicantOverview({ client = apiClient, signal }: RequestOptions = {}): Promise<ApplicantOverview> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.applicantOverviewSchema), await client.get<unknown>(applicantOverviewPath, { signal }));
}

export const applicantOverviewQueryOptions = ({ client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({ queryKey: queryKeys.applicant.overview(), queryFn: ({ signal }) => getApplicantOverview({ client, signal }) });

export const useApplicantOverview = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...applicantOverviewQueryOptions(), enabled });

/** GET /applicant/settings: what quick apply sends. */
export async function getQuickApplySettings({ client = apiClient, signal }: RequestOptions = {}): Promise<QuickApplySettings> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.quickApplySettingsSchema), await client.get<unknown>(quickApplySettingsPath, { signal }));
}

export const quickApplySettingsQueryOptions = ({ client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({ queryKey: queryKeys.applicant.settings(), queryFn: ({ signal }) => getQuickApplySettings({ client, signal }) });

export const useQuickApplySettings = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...quickApplySettingsQueryOptions(), enabled });

/** PUT /applicant/settings: replaces the quick-apply settings. */
export async function saveQuickApplySettings(input: QuickApplySettingsInput, { client = apiClient, signal }: RequestOptions = {}): Promise<QuickApplySettings> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.quickApplySettingsSchema), await client.put<unknown>(quickApplySettingsPath, input, { signal }));
}

export function useSaveQuickApplySettings() {
  const queryClient = useQueryClient();
  return useMutation<QuickApplySettings, ApiClientError, QuickApplySettingsInput>({
    mutationFn: (input) => saveQuickApplySettings(input),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.applicant.settings(), saved);
      return queryClient.invalidateQueries({ queryKey: queryKeys.applicant.overview() });
    },
  });
}

/** GET /applicant/applications: newest first, with the status an applicant sees. */
export async function getMyApplications({ client = apiClient, signal }: RequestOptions = {}): Promise<MyApplicationListItem[]> {
  return parseListResponse(import('@nordhub/contracts').then((contracts) => contracts.myApplicationListItemSchema), await client.get<unknown>(myApplicationsPath, { signal }));
}

export const myApplicationsQueryOptions = ({ client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({ queryKey: queryKeys.applicant.applications(), queryFn: ({ signal }) => getMyApplications({ client, signal }) });

export const useMyApplications = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...myApplicationsQueryOptions(), enabled });

/** GET /applicant/followed-startups: each with its open jobs of the last 30 days. */
export async function getFollowedStartups({ client = apiClient, signal }: RequestOptions = {}): Promise<FollowedStartup[]> {
  return parseListResponse(import('@nordhub/contracts').then((contracts) => contracts.followedStartupSchema), await client.get<unknown>(followedStartupsPath, { signal }));
}

export const followedStartupsQueryOptions = ({ client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({ queryKey: queryKeys.applicant.followedStartups(), queryFn: ({ signal }) => getFollowedStartups({ client, signal }) });

export const useFollowedStartups = () => useQuery(followedStartupsQueryOptions());
