import { type SlackTestInput, type SlackTestResult } from '@nordhub/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { type RequestOptions } from '../request-options';

/** POST /companies/{key}/slack/test: posts a test message to the webhook and returns the receiver's answer. */
export async function sendSlackTestMessage(key: string, input: SlackTestInput, { client = apiClient, signal }: RequestOptions = {}): Promise<SlackTestResult> {
  return parseResponse(
    import('@nordhub/contracts').then((contracts) => contracts.slackTestResultSchema),
    await client.post<unknown>(`/companies/${encodeURIComponent(key)}/slack/test`, input, { signal }),
  );
}

export const useSendSlackTestMessage = (key: string) => useMutation<SlackTestResult, ApiClientError, SlackTestInput>({ mutationFn: (input) => sendSlackTestMessage(key, input) });
