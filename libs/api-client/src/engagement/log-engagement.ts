import { type EngagementLog, type EngagementLogResponse } from '@nordhub/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { type RequestOptions } from '../request-options';

export const engagementLogPath = '/engagement/log';

/** POST engagement/log: a view or click on the profile being shown (the product spec's calls). */
export async function logEngagement(log: EngagementLog, { client = apiClient, signal }: RequestOptions = {}): Promise<EngagementLogResponse> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.engagementLogResponseSchema), await client.post<unknown>(engagementLogPath, log, { signal }));
}

export const useLogEngagement = () => useMutation<EngagementLogResponse, ApiClientError, EngagementLog>({ mutationFn: (log) => logEngagement(log) });
