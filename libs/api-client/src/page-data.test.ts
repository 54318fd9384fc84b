import { firstPaintQueriesElementId } from '@nordhub/contracts';
import { createQueryClient } from './query-client';
import { startWithFirstPaintQueries } from './page-data';

/** Writes the answers a drawn page carries beside #root, as the server does. */
function writeAnswers(text: string) {
  document.body.innerHTML = `<div id="root" data-first-paint></div><script type="application/json" id="${firstPaintQueriesElementId}">${text}</script>`;
}

describe('startWithFirstPaintQueries', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('starts the cache with the answers the server drew the page from, as fresh as when the server read them', () => {
    const updatedAt = Date.now() - 1_000;
    writeAnswers(JSON.stringify([{ queryKey: ['users', 'me'], data: null, updatedAt }, { queryKey: ['jobs', 'search', { page: 2 }], data: { total: 3 }, updatedAt }]));
    const queryClient = createQueryClient();
    startWithFirstPaintQueries(queryClient);
    expect(queryClient.getQueryData(['users', 'me'])).toBeNull();
    expect(queryClient.getQueryData(['jobs', 'search', { page: 2 }])).toEqual({ total: 3 });
    expect(queryClient.getQueryState(['jobs', 'search', { page: 2 }])?.dataUpdatedAt).toBe(updatedAt);
  });

  it('skips what is not an answer, and a page without answers or with broken ones starts empty', () => {
    writeAnswers(JSON.stringify([{ queryKey: 'jobs', data: 1, updatedAt: 1 }, { queryKey: ['jobs'], updatedAt: 1 }, { queryKey: ['site'], data: 1, updatedAt: 1 }]));
    const queryClient = createQueryClient();
    startWithFirstPaintQueries(queryClient);
    expect(queryClient.getQueryCache().getAll().map((query) => query.queryKey)).toEqual([['site']]);

    for (const text of ['{not json', '{"queryKey":["x"]}']) {
      writeAnswers(text);
      const empty = createQueryClient();
      startWithFirstPaintQueries(empty);
      expect(empty.getQueryCache().getAll()).toEqual([]);
    }
    document.body.innerHTML = '';
    const none = createQueryClient();
    startWithFirstPaintQueries(none);
    expect(none.getQueryCache().getAll()).toEqual([]);
  });
});
