import { type JobFlagAction, type JobFlags } from '@nordhub/contracts';
import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type CachedRecord, findCachedRecord, patchCachedRecords } from '../cached-records';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const jobFlagPath = (id: string, action: JobFlagAction) => `/jobs/${encodeURIComponent(id)}/${action}`;

/** POST /jobs/{id}/save, /unsave, /interested or /uninterested: the job's flags after the change. */
export async function setJobFlag(id: string, action: JobFlagAction, { client = apiClient, signal }: RequestOptions = {}): Promise<JobFlags> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.jobFlagsSchema), await client.post<unknown>(jobFlagPath(id, action), undefined, { signal }));
}

type FlagPatch = Partial<Pick<JobFlags, 'saved' | 'interestedAt'>>;

/** A job of a cached answer: a record with the id and a `saved` flag. */
const isJob = (id: string) => (record: CachedRecord) => record.id === id && typeof record.saved === 'boolean';

/**
 * `data` with every copy of job `id` patched, wherever it sits: a search page, the featured
 * list, a job page, related jobs, My jobs, pages of an infinite list. A job is any object with
 * that id and a `saved` flag. Unchanged branches keep their identity, so untouched lists do not
 * re-render.
 */
export const patchJobFlags = (data: unknown, id: string, patch: FlagPatch): unknown =>
  patchCachedRecords(data, isJob(id), (job) => ({ ...job, ...patch }));

/** The flags of the first copy of job `id` in one cached answer (copies within one answer agree). */
function findCachedJob(data: unknown, id: string): FlagPatch | undefined {
  const job = findCachedRecord(data, isJob(id));
  return job && { saved: job.saved === true, interestedAt: typeof job.interestedAt === 'string' ? job.interestedAt : null };
}

const patchCachedJobs = (queryClient: QueryClient, id: string, patch: FlagPatch) =>
  queryClient.setQueriesData({ queryKey: queryKeys.jobs.all }, (data: unknown) => (data === undefined ? data : patchJobFlags(data, id, patch)));

export type JobFlagVariables = { id: string; action: JobFlagAction };
/** Per cached answer holding the job, the changed field's value before the change; `turn` orders clicks. */
type JobFlagContext = { previous: { queryKey: QueryKey; patch: FlagPatch }[]; turn: number };

// The newest click per job and field (e.g. "abc:saved"), per query client. Answers arrive in any
// order: only the newest click's answer (or failure) may touch the cache, so a slow "save" that
// lands after a quick "unsave" does not flip the flag back.
const latestTurns = new WeakMap<QueryClient, Map<string, number>>();
const fieldOf = (action: JobFlagAction) => (action === 'save' || action === 'unsave' ? 'saved' : 'interestedAt');
function turnsOf(queryClient: QueryClient): Map<string, number> {
  let turns = latestTurns.get(queryClient);
  if (!turns) {
    turns = new Map();
    latestTurns.set(queryClient, turns);
  }
  return turns;
}

/** Which field an action changes, and its value once the action succeeds (interest: now, as the server does). */
function optimisticPatch(action: JobFlagAction): FlagPatch {
  switch (action) {
    case 'save':
      return { saved: true };
    case 'unsave':
      return { saved: false };
    case 'interested':
      return { interestedAt: new Date().toISOString() };
    case 'uninterested':
      return { interestedAt: null };
  }
}

/**
 * Sets a job flag with an optimistic update: every cached copy of the job (lists, pages, My
 * jobs) shows the new flag at once; on an error only that field goes back to what each cached
 * answer held, so a concurrent change of the other flag survives; on success the server's value is written.
 * Only the newest click on a flag writes its answer or undoes on failure.
 * My jobs is refetched afterwards, since its lists change membership.
 */
export function useJobFlag() {
  const queryClient = useQueryClient();
  return useMutation<JobFlags, ApiClientError, JobFlagVariables, JobFlagContext>({
    mutationFn: ({ id, action }) => setJobFlag(id, action),
    onMutate: async ({ id, action }) => {
      // A fetch already under way would overwrite the optimistic flag with the old one.
      await queryClient.cancelQueries({ queryKey: queryKeys.jobs.all, predicate: (query) => query.state.data !== undefined });
      const patch = optimisticPatch(action);
      // Remembered per answer: a stale list may disagree with the job page, and each goes back to its own value.
      const previous: JobFlagContext['previous'] = [];
      for (const [queryKey, data] of queryClient.getQueriesData({ queryKey: queryKeys.jobs.all })) {
        const current = findCachedJob(data, id);
        if (!current) continue;
        previous.push({ queryKey, patch: 'saved' in patch ? { saved: current.saved } : { interestedAt: current.interestedAt } });
      }
      patchCachedJobs(queryClient, id, patch);
      const turns = turnsOf(queryClient);
      const turn = (turns.get(`${id}:${fieldOf(action)}`) ?? 0) + 1;
      turns.set(`${id}:${fieldOf(action)}`, turn);
      return { previous, turn };
    },
    onError: (_error, { id, action }, context) => {
      // A newer click on the same flag already decided what it shows.
      if (context && turnsOf(queryClient).get(`${id}:${fieldOf(action)}`) !== context.turn) return;
      for (const { queryKey, patch } of context?.previous ?? []) {
        queryClient.setQueryData(queryKey, (data: unknown) => (data === undefined ? data : patchJobFlags(data, id, patch)));
      }
    },
    onSuccess: (flags, { id, action }, context) => {
      if (turnsOf(queryClient).get(`${id}:${fieldOf(action)}`) !== context.turn) return;
      const field = action === 'save' || action === 'unsave' ? { saved: flags.saved } : { interestedAt: flags.interestedAt };
      patchCachedJobs(queryClient, id, field);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.jobs.mine() }),
  });
}

/** Save or unsave a job: `setSaved(id, true)` saves it. */
export function useSaveJob() {
  const mutation = useJobFlag();
  const { mutate } = mutation;
  const setSaved = useCallback((id: string, saved: boolean) => mutate({ id, action: saved ? 'save' : 'unsave' }), [mutate]);
  return { ...mutation, setSaved };
}

/** Mark or clear interest in a job: `setInterested(id, true)` sets interestedAt to now. */
export function useJobInterest() {
  const mutation = useJobFlag();
  const { mutate } = mutation;
  const setInterested = useCallback(
    (id: string, interested: boolean) => mutate({ id, action: interested ? 'interested' : 'uninterested' }),
    [mutate],
  );
  return { ...mutation, setInterested };
}
