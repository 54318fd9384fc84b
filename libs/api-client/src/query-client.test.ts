import { ApiClientError, clientErrorCodes } from './errors';
import { createQueryClient, shouldRetryRequest } from './query-client';

const errorWith = (status: number | null, code = 'E_INTERNAL') =>
  new ApiClientError({ message: 'x', status, code, original: null });

describe('shouldRetryRequest', () => {
  it('retries network failures and server errors', () => {
    expect(shouldRetryRequest(0, errorWith(null, clientErrorCodes.E_NETWORK))).toBe(true);
    expect(shouldRetryRequest(0, errorWith(500))).toBe(true);
    expect(shouldRetryRequest(1, errorWith(503))).toBe(true);
  });

  it('never retries client errors, cancellations or broken responses', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      expect(shouldRetryRequest(0, errorWith(status, 'E_VALIDATION'))).toBe(false);
    }
    expect(shouldRetryRequest(0, errorWith(null, clientErrorCodes.E_CANCELLED))).toBe(false);
    expect(shouldRetryRequest(0, errorWith(200, clientErrorCodes.E_INVALID_RESPONSE))).toBe(false);
    expect(shouldRetryRequest(0, new Error('render bug'))).toBe(false);
  });

  it('gives up after two retries', () => {
    expect(shouldRetryRequest(2, errorWith(500))).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('caches for a while, retries selectively and does not refetch on window focus', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBeGreaterThan(0);
    expect(queries?.retry).toBe(shouldRetryRequest);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(mutations?.retry).toBe(false);
  });

  it('makes independent clients', () => {
    expect(createQueryClient()).not.toBe(createQueryClient());
  });
});
