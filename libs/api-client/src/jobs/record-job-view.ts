import { apiClient } from '../client';
import { type RequestOptions } from '../request-options';

export const jobViewPath = (id: string) => `/jobs/${encodeURIComponent(id)}/view`;

/**
 * Counts a view of the job page (the server counts once per visitor per day). A beacon: the page
 * shows the count it loaded with and waits for nothing, so a job page the server drew asks the
 * API nothing that needs axios.
 */
export function recordJobView(id: string, { client = apiClient }: Pick<RequestOptions, 'client'> = {}): void {
  client.beacon(jobViewPath(id));
}
