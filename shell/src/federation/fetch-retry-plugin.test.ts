import { fetchRetryPlugin, fetchWithRetry } from './fetch-retry-plugin';

const response = (status: number) => ({ status }) as Response;
const noWait = () => Promise.resolve();

function scriptedFetch(...outcomes: Array<number | Error>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl = ((url: string, init: RequestInit) => {
    calls.push({ url, init });
    const outcome = outcomes[Math.min(calls.length - 1, outcomes.length - 1)];
    return outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve(response(outcome ?? 200));
  }) as unknown as typeof fetch;
  return { fetchImpl, calls };
}

describe('fetchWithRetry', () => {
  it('retries a network error and returns the later success', async () => {
    const { fetchImpl, calls } = scriptedFetch(new TypeError('Failed to fetch'), 200);
    const result = await fetchWithRetry('/m.json', {}, { fetchImpl, wait: noWait });
    expect(result.status).toBe(200);
    expect(calls).toHaveLength(2);
  });

  it('retries a 5xx, but returns a 4xx at once', async () => {
    const server = scriptedFetch(503, 200);
    expect((await fetchWithRetry('/m.json', {}, { fetchImpl: server.fetchImpl, wait: noWait })).status).toBe(200);
    const missing = scriptedFetch(404, 200);
    expect((await fetchWithRetry('/m.json', {}, { fetchImpl: missing.fetchImpl, wait: noWait })).status).toBe(404);
    expect(missing.calls).toHaveLength(1);
  });

  it('gives up after the retries with the last outcome', async () => {
    const down = scriptedFetch(new TypeError('Failed to fetch'));
    await expect(fetchWithRetry('/m.json', {}, { retries: 2, fetchImpl: down.fetchImpl, wait: noWait })).rejects.toThrow(
      'Failed to fetch',
    );
    expect(down.calls).toHaveLength(3);
    const broken = scriptedFetch(500);
    expect((await fetchWithRetry('/m.json', {}, { retries: 1, fetchImpl: broken.fetchImpl, wait: noWait })).status).toBe(500);
  });

  it('waits longer before each further retry', async () => {
    const waits: number[] = [];
    const { fetchImpl } = scriptedFetch(503);
    await fetchWithRetry('/m.json', {}, { retries: 3, delayMs: 100, fetchImpl, wait: async (ms) => void waits.push(ms) });
    expect(waits).toEqual([100, 200, 400]);
  });
});

describe('fetchRetryPlugin', () => {
  it('fetches manifests without the HTTP cache, so a redeployed remote is seen at once', async () => {
    const { fetchImpl, calls } = scriptedFetch(200);
    const plugin = fetchRetryPlugin({ fetchImpl, wait: noWait });
    await plugin.fetch?.('https://x/mf-manifest.json', { method: 'GET' });
    expect(calls[0]).toEqual({ url: 'https://x/mf-manifest.json', init: { method: 'GET', cache: 'no-cache' } });
  });
});
