import { type Investor, type InvestorDashboard, type InvestorInput, type InvestorQuizQuery, type InvestorQuizResult, type InvestorUpdate, type PortfolioEntry, type PortfolioEntryInput } from '@nordhub/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseListResponse, parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

const investorBase = (key: string) => `/investors/${encodeURIComponent(key)}`;
export const investorPortfolioPath = (key: string, id?: string) => `${investorBase(key)}/portfolio${id ? `/${encodeURIComponent(id)}` : ''}`;

/** POST /investors: a new DRAFT investor managed by the signed-in user. */
export async function createInvestor(input: InvestorInput, { client = apiClient, signal }: RequestOptions = {}): Promise<Investor> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.investorSchema), await client.post<unknown>('/investors', input, { signal }));
}

/** Creates the investor, then reloads the user, whose investor list (and so the guards) now has it. */
export function useCreateInvestor() {
  const queryClient = useQueryClient();
  return useMutation<Investor, ApiClientError, InvestorInput>({
    mutationFn: (input) => createInvestor(input),
    onSuccess: async (investor) => {
      queryClient.setQueryData(queryKeys.investors.managed(investor.key), investor);
      await queryClient.invalidateQueries({ queryKey: queryKeys.users.me() });
    },
  });
}

/** GET /investors/{key}/hidden: the investor in any status (drafts too), for its managers. */
export async function getManagedInvestor(key: string, { client = apiClient, signal }: RequestOptions = {}): Promise<Investor> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.investorSchema), await client.get<unknown>(`${investorBase(key)}/hidden`, { signal }));
}

export const managedInvestorQueryOptions = (key: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({ queryKey: queryKeys.investors.managed(key), queryFn: ({ signal }) => getManagedInvestor(key, { client, signal }) });

export const useManagedInvestor = (key: string) => useQuery(managedInvestorQueryOptions(key));

/** PUT /investors/{key}: the fields sent change; status ACTIVE publishes, INACTIVE hides. */
export async function updateInvestor(key: string, update: InvestorUpdate, { client = apiClient, signal }: RequestOptions = {}): Promise<Investor> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.investorSchema), await client.put<unknown>(investorBase(key), update, { signal }));
}

export type UpdateInvestorVariables = { key: string; update: InvestorUpdate };

/** Saves the investor; a status change also reloads the user (the guards read its investor statuses). */
export function useUpdateInvestor() {
  const queryClient = useQueryClient();
  return useMutation<Investor, ApiClientError, UpdateInvestorVariables>({
    mutationFn: ({ key, update }) => updateInvestor(key, update),
    onSuccess: async (investor, { update }) => {
      queryClient.setQueryData(queryKeys.investors.managed(investor.key), investor);
      await queryClient.invalidateQueries({ queryKey: queryKeys.investors.detail(investor.key) });
      if (update.status !== undefined) await queryClient.invalidateQueries({ queryKey: queryKeys.users.me() });
    },
  });
}

/** GET /investors/{key}/dashboard: profile views per day and in total. */
export async function getInvestorDashboard(key: string, { client = apiClient, signal }: RequestOptions = {}): Promise<InvestorDashboard> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.investorDashboardSchema), await client.get<unknown>(`${investorBase(key)}/dashboard`, { signal }));
}

export const useInvestorDashboard = (key: string) =>
  useQuery({ queryKey: queryKeys.investors.dashboard(key), queryFn: ({ signal }) => getInvestorDashboard(key, { signal }) });

/** POST /investors/{key}/views: counts one view of a live profile. */
export async function recordInvestorView(key: string, { client = apiClient, signal }: RequestOptions = {}): Promise<void> {
  await parseResponse(import('@nordhub/contracts').then((contracts) => contracts.okResponseSchema), await client.post<unknown>(`${investorBase(key)}/views`, undefined, { signal }));
}

/** GET /investors/{key}/portfolio: the investor's portfolio entries. */
export async function getInvestorPortfolio(key: string, { client = apiClient, signal }: RequestOptions = {}): Promise<PortfolioEntry[]> {
  return parseListResponse(import('@nordhub/contracts').then((contracts) => contracts.portfolioEntrySchema), await client.get<unknown>(investorPortfolioPath(key), { signal }));
}

export const useInvestorPortfolio = (key: string) =>
  useQuery({ queryKey: queryKeys.investors.portfolio(key), queryFn: ({ signal }) => getInvestorPortfolio(key, { signal }) });

export type SavePortfolioEntryVariables = { investor: string; id?: string; entry: PortfolioEntryInput };

/** Adds (no id) or edits (id) a portfolio entry; the list and the investor reload. */
export function useSavePortfolioEntry() {
  const queryClient = useQueryClient();
  return useMutation<PortfolioEntry, ApiClientError, SavePortfolioEntryVariables>({
    mutationFn: async ({ investor, id, entry }) =>
      parseResponse(import('@nordhub/contracts').then((contracts) => contracts.portfolioEntrySchema), id ? await apiClient.put<unknown>(investorPortfolioPath(investor, id), entry) : await apiClient.post<unknown>(investorPortfolioPath(investor), entry)),
    onSuccess: async (_entry, { investor }) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.investors.portfolio(investor) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.investors.managed(investor) });
    },
  });
}

export function useDeletePortfolioEntry() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiClientError, { investor: string; id: string }>({
    mutationFn: async ({ investor, id }) => {
      await parseResponse(import('@nordhub/contracts').then((contracts) => contracts.okResponseSchema), await apiClient.delete<unknown>(investorPortfolioPath(investor, id)));
    },
    onSuccess: async (_result, { investor }) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.investors.portfolio(investor) });
    },
  });
}

/** GET /investors/quiz: live investors ranked for the funding quiz's answers. */
export async function getFundingQuizResults(answers: Partial<InvestorQuizQuery>, { client = apiClient, signal }: RequestOptions = {}): Promise<InvestorQuizResult> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.investorQuizResultSchema), await client.get<unknown>('/investors/quiz', { params: answers, signal }));
}

export const useFundingQuizResults = (answers: Partial<InvestorQuizQuery>) =>
  useQuery({ queryKey: queryKeys.investors.quiz(answers), queryFn: ({ signal }) => getFundingQuizResults(answers, { signal }) });
