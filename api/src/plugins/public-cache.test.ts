import { jobDetailSchema, jobListResponseSchema } from '@nordhub/contracts';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { daysFromNow, insertJob, jobInput } from '../modules/jobs/jobs/test/fixtures';
import { createAccount, createCompany, testPassword } from '../test/accounts';
import { accountsTestEnv, TestBrowser } from '../test/browser';
import { forEachDatabase } from '../test/databases';
import { useTestApp } from '../test/test-app';
import { preferredEncoding, PublicCache } from './public-cache';

jest.setTimeout(60_000);

const entry = (json: string) => ({ json, etag: undefined, contentType: 'application/json', cacheControl: undefined, vary: undefined });

describe('PublicCache', () => {
  it('serves an answer until its TTL, and forgets everything (a new generation) on clear', () => {
    const cache = new PublicCache({ ttlMs: 1_000, maxEntries: 10, maxBytes: 10_000 });
    cache.set('/a', entry('{"a":1}'), 0);
    expect(cache.get('/a', 999)?.json).toBe('{"a":1}');
    expect(cache.get('/a', 1_000)).toBeUndefined();
    cache.set('/a', entry('{"a":2}'), 0);
    const generation = cache.generation;
    cache.clear();
    expect(cache.get('/a', 1)).toBeUndefined();
    expect(cache.generation).toBe(generation + 1);
    expect(cache.bytes).toBe(0);
  });

  it('evicts the least recently used answer past its bounds in answers and in bytes', () => {
    const byCount = new PublicCache({ ttlMs: 1_000, maxEntries: 2, maxBytes: 10_000 });
    byCount.set('/a', entry('1'), 0);
    byCount.set('/b', entry('2'), 0);
    byCount.get('/a', 1);
    byCount.set('/c', entry('3'), 0);
    expect([byCount.get('/a', 1)?.json, byCount.get('/b', 1)?.json, byCount.get('/c', 1)?.json]).toEqual(['1', undefined, '3']);

    const byBytes = new PublicCache({ ttlMs: 1_000, maxEntries: 10, maxBytes: 100 });
    byBytes.set('/a', entry('x'.repeat(60)), 0);
    byBytes.set('/b', entry('y'.repeat(60)), 0);
    expect(byBytes.get('/a', 1)).toBeUndefined();
    expect(byBytes.get('/b', 1)?.json).toHaveLength(60);
    // Too big on its own: never held.
    byBytes.set('/c', entry('z'.repeat(200)), 0);
    expect(byBytes.get('/c', 1)).toBeUndefined();
    expect(byBytes.bytes).toBeLessThanOrEqual(100);
  });

  it('loads a shared value once per TTL for concurrent and later readers, and again after a write or a failure', async () => {
    const cache = new PublicCache({ ttlMs: 1_000, maxEntries: 10, maxBytes: 10_000 });
    let loads = 0;
    const load = async () => ({ load: ++loads });
    const [first, second] = await Promise.all([cache.shared('/a', load, 0), cache.shared('/a', load, 0)]);
    expect(first).toBe(second);
    expect(await cache.shared('/a', load, 999)).toEqual({ load: 1 });
    expect(await cache.shared('/a', load, 1_000)).toEqual({ load: 2 });
    cache.clear();
    expect(await cache.shared('/a', load, 1_001)).toEqual({ load: 3 });

    await expect(cache.shared('/b', () => Promise.reject(new Error('database down')), 0)).rejects.toThrow('database down');
    expect(await cache.shared('/b', load, 1)).toEqual({ load: 4 });

    const off = new PublicCache({ ttlMs: 0, maxEntries: 10, maxBytes: 10_000 });
    await off.shared('/a', load);
    expect(await off.shared('/a', load)).toEqual({ load: 6 });
  });

  it('encodes a shared value once for every reader it is sent to, with the ETag of its bytes', () => {
    const cache = new PublicCache({ ttlMs: 5_000, maxEntries: 10, maxBytes: 100_000 });
    const value = { docs: [{ id: 'a' }] };
    const serialize = jest.fn(() => JSON.stringify(value));
    const first = cache.serialized(value, serialize);
    expect(cache.serialized(value, serialize)).toBe(first);
    expect(serialize).toHaveBeenCalledTimes(1);
    expect(first).toMatchObject({ json: '{"docs":[{"id":"a"}]}', etag: expect.stringMatching(/^W\/"/) });
    expect(cache.serialized({ docs: [] }, () => '{"docs":[]}')).not.toBe(first);
  });

  it('picks br or gzip by the Accept-Encoding weights', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, br;q=0.5')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBeNull();
    expect(preferredEncoding('identity, br;q=0')).toBeNull();
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

// The micro-cache in the app: guests' searches, job pages and startup lists from memory, dropped on writes.
forEachDatabase(({ db }) => {
  const ids: Record<string, string> = {};
  const seed = async () => {
    const managerId = await createAccount(db(), { email: 'cache-manager@example.com' });
    await createAccount(db(), { email: 'cache-seeker@example.com' });
    const companyId = await createCompany(db(), { key: 'cache-labs', name: 'Cache Labs', managerId });
    ids.company = companyId;
    ids.job = await insertJob(db(), { companyId, title: 'Cached Fjord Engineer', createdAt: daysFromNow(-1) });
  };
  const enabled = useTestApp(db, { env: { ...accountsTestEnv, PUBLIC_CACHE_TTL_MS: '600000' }, seed });
  const disabled = useTestApp(db, { env: { ...accountsTestEnv, PUBLIC_CACHE_TTL_MS: '0' } });
  const titles = (body: string) => jobListResponseSchema.parse(JSON.parse(body)).docs.map((job) => job.title);

  it('serves a repeated search from memory with the same body, ETag and 304, and a different query is another entry', async () => {
    const url = '/api/v2/jobs?search=fjord';
    const first = await enabled().inject({ url });
    expect(first.headers['x-cache']).toBe('miss');
    expect(titles(first.body)).toEqual(['Cached Fjord Engineer']);

    // Written straight into the database (as another instance would): the cached answer is still served.
    await insertJob(db(), { companyId: ids.company!, title: 'Uncached Fjord Designer' });
    const again = await enabled().inject({ url });
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(again.headers.vary).toBe(first.headers.vary);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);

    const revalidated = await enabled().inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');

    const other = await enabled().inject({ url: '/api/v2/jobs?search=fjord&sort=newest' });
    expect(other.headers['x-cache']).toBe('miss');
    expect(titles(other.body)).toEqual(['Uncached Fjord Designer', 'Cached Fjord Engineer']);
  });

  it('serves a cached answer compressed as asked (br, gzip), with the same ETag', async () => {
    const url = '/api/v2/jobs?pageSize=20';
    const plain = await enabled().inject({ url });
    const br = await enabled().inject({ url, headers: { 'accept-encoding': 'br' } });
    const gzip = await enabled().inject({ url, headers: { 'accept-encoding': 'gzip' } });
    for (const [response, decode] of [[br, brotliDecompressSync], [gzip, gunzipSync]] as const) {
      expect(response.headers['x-cache']).toBe('hit');
      expect(response.headers.etag).toBe(plain.headers.etag);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(decode(response.rawPayload).toString()).toBe(plain.body);
    }
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('shows an edited job at once in the cached search and job page', async () => {
    const search = `/api/v2/jobs?search=kelp`;
    const manager = new TestBrowser(enabled());
    await manager.signIn('cache-manager@example.com', testPassword);
    const created = await manager.post('/api/companies/cache-labs/jobs', jobInput({ title: 'Kelp Engineer' }));
    expect(created.statusCode).toBe(201);
    const jobId = jobDetailSchema.parse(created.json()).id;
    await db().query(`UPDATE jobs SET status = 'ACTIVE', approved_at = now() WHERE id = $1`, [jobId]);
    // The direct update above is another instance's write: the manager's next edit empties this one's cache.
    await enabled().inject({ url: search });
    await enabled().inject({ url: `/api/jobs/single/${jobId}` });
    expect((await enabled().inject({ url: search })).headers['x-cache']).toBe('hit');

    const edited = await manager.put(`/api/jobs/${jobId}`, jobInput({ title: 'Kelp Forest Engineer' }));
    expect(edited.statusCode).toBe(200);
    const after = await enabled().inject({ url: search });
    expect(after.headers['x-cache']).toBe('miss');
    expect(titles(after.body)).toEqual(['Kelp Forest Engineer']);
    expect(jobDetailSchema.parse((await enabled().inject({ url: `/api/jobs/single/${jobId}` })).json()).title).toBe('Kelp Forest Engineer');
  });

  it('never answers a signed-in viewer from the guests\' cache, nor stores errors', async () => {
    const seeker = new TestBrowser(enabled());
    await seeker.signIn('cache-seeker@example.com', testPassword);
    const url = `/api/jobs/single/${ids.job}`;
    expect((await seeker.post(`${url.replace('/single', '')}/save`)).statusCode).toBe(200);
    // Saving keeps the cache (the flag is the seeker's own), so a guest's answer now comes from it.
    await enabled().inject({ url });
    expect((await enabled().inject({ url })).headers['x-cache']).toBe('hit');

    const mine = await seeker.get(url);
    expect(mine.headers['x-cache']).toBeUndefined();
    expect(jobDetailSchema.parse(mine.json()).saved).toBe(true);
    expect(jobDetailSchema.parse((await enabled().inject({ url })).json()).saved).toBe(false);
    const search = await seeker.get('/api/v2/jobs?search=fjord');
    expect(search.headers['x-cache']).toBeUndefined();
    expect(search.headers['cache-control']).toBe('private, no-cache');

    const missing = '/api/jobs/single/00000000-0000-4000-8000-000000000000';
    expect((await enabled().inject({ url: missing })).statusCode).toBe(404);
    const again = await enabled().inject({ url: missing });
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-cache']).not.toBe('hit');
  });

  it('answers a signed-in reader from the shared cache, with their own flags fresh at every read', async () => {
    const cache = enabled().publicCache;
    const seeker = new TestBrowser(enabled());
    await seeker.signIn('cache-seeker@example.com', testPassword);
    const search = '/api/v2/jobs?search=fjord&pageSize=5';
    const savedIn = async () => jobListResponseSchema.parse((await seeker.get(search)).json()).docs.find((job) => job.id === ids.job)?.saved;
    await enabled().inject({ url: search });
    const hitsBefore = cache.sharedHits;
    const missesBefore = cache.sharedMisses;

    expect((await seeker.post(`/api/jobs/${ids.job}/save`)).statusCode).toBe(200);
    expect(await savedIn()).toBe(true);
    expect((await seeker.post(`/api/jobs/${ids.job}/unsave`)).statusCode).toBe(200);
    expect(await savedIn()).toBe(false);
    // Both searches (the seeker's own flags aside) came from the guest's read: no search ran again.
    expect(cache.sharedHits - hitsBefore).toBe(2);
    expect(cache.sharedMisses).toBe(missesBefore);
    // And a guest's answer never carries anybody's flags.
    expect((await seeker.post(`/api/jobs/${ids.job}/save`)).statusCode).toBe(200);
    await savedIn();
    const guest = jobListResponseSchema.parse((await enabled().inject({ url: `${search}&page=1` })).json());
    expect(guest.docs.find((job) => job.id === ids.job)?.saved).toBe(false);
  });

  it('answers a signed-in reader\'s startup list and startup page from the shared cache, with their follows', async () => {
    const cache = enabled().publicCache;
    const seeker = new TestBrowser(enabled());
    await seeker.signIn('cache-seeker@example.com', testPassword);
    const list = '/api/companies?search=cache&pageSize=5';
    await enabled().inject({ url: list });
    await enabled().inject({ url: '/api/companies/cache-labs' });
    const hitsBefore = cache.sharedHits;

    expect((await seeker.post('/api/companies/cache-labs/follow')).statusCode).toBe(200);
    const followedInList = (await seeker.get(list)).json() as { docs: Array<{ key: string; followed: boolean }> };
    expect(followedInList.docs.find((startup) => startup.key === 'cache-labs')?.followed).toBe(true);
    expect(((await seeker.get('/api/companies/cache-labs')).json() as { followed: boolean }).followed).toBe(true);
    expect(cache.sharedHits - hitsBefore).toBe(2);
    expect(((await enabled().inject({ url: '/api/companies/cache-labs' })).json() as { followed: boolean }).followed).toBe(false);
    expect((await seeker.post('/api/companies/cache-labs/unfollow')).statusCode).toBe(200);
  });

  it('serves a guest\'s startup list from the cache', async () => {
    const first = await enabled().inject({ url: '/api/companies?pageSize=5' });
    expect(first.statusCode).toBe(200);
    const again = await enabled().inject({ url: '/api/companies?pageSize=5' });
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    expect(again.headers['cache-control']).toBe('private, no-store');
  });

  it('turned off (PUBLIC_CACHE_TTL_MS=0), answers the same, without the header, and sees every write at once', async () => {
    const url = '/api/v2/jobs?search=fjord&sort=newest&pageSize=50';
    // A query the enabled app has not cached yet: both read the database.
    const on = await enabled().inject({ url });
    expect(on.headers['x-cache']).toBe('miss');
    const off = await disabled().inject({ url });
    expect(off.headers['x-cache']).toBeUndefined();
    expect(off.body).toBe(on.body);
    expect(off.headers.etag).toBe(on.headers.etag);
    expect(off.headers['cache-control']).toBe(on.headers['cache-control']);

    await insertJob(db(), { companyId: ids.company!, title: 'Fjord Writer' });
    const changed = await disabled().inject({ url });
    expect(changed.headers['x-cache']).toBeUndefined();
    expect(titles(changed.body)).toContain('Fjord Writer');
  });
});

// Two readers of one cached page: the shared answer is loaded once, each gets their own marks
// (kept in memory on PGlite, the only instance; one small query per read on the server).
forEachDatabase(({ kind, db }) => {
  const ids: Record<string, string> = {};
  const seed = async () => {
    await createAccount(db(), { email: 'reader-one@example.com' });
    await createAccount(db(), { email: 'reader-two@example.com' });
    ids.company = await createCompany(db(), { key: 'overlay-labs', name: 'Overlay Labs' });
    ids.job = await insertJob(db(), { companyId: ids.company, title: 'Overlay Fjord Engineer', createdAt: daysFromNow(-1) });
  };
  const app = useTestApp(db, { env: { ...accountsTestEnv, PUBLIC_CACHE_TTL_MS: '600000', SESSION_CACHE_TTL_MS: '60000' }, seed });

  it('gives two readers of the same cached search and job page each their own flags and follows, at once after their own writes', async () => {
    expect(app().viewerMarks.enabled).toBe(kind === 'pglite');
    const [one, two] = [new TestBrowser(app(), '10.2.0.1'), new TestBrowser(app(), '10.2.0.2')];
    await one.signIn('reader-one@example.com', testPassword);
    await two.signIn('reader-two@example.com', testPassword);
    const search = '/api/v2/jobs?search=overlay';
    const flagsOf = async (reader: TestBrowser) => {
      const listed = jobListResponseSchema.parse((await reader.get(search)).json()).docs.find((job) => job.id === ids.job);
      const page = jobDetailSchema.parse((await reader.get(`/api/jobs/single/${ids.job}`)).json());
      return { list: [listed?.saved, Boolean(listed?.interestedAt)], page: [page.saved, Boolean(page.interestedAt)] };
    };
    // Both read once before anything changes, so each reader's marks are in memory where they are kept.
    expect(await flagsOf(one)).toEqual({ list: [false, false], page: [false, false] });
    expect(await flagsOf(two)).toEqual({ list: [false, false], page: [false, false] });
    const misses = app().publicCache.sharedMisses;

    expect((await one.post(`/api/jobs/${ids.job}/save`)).statusCode).toBe(200);
    expect((await two.post(`/api/jobs/${ids.job}/interested`)).statusCode).toBe(200);
    expect(await flagsOf(one)).toEqual({ list: [true, false], page: [true, false] });
    expect(await flagsOf(two)).toEqual({ list: [false, true], page: [false, true] });
    expect((await one.post(`/api/jobs/${ids.job}/unsave`)).statusCode).toBe(200);
    expect(await flagsOf(one)).toEqual({ list: [false, false], page: [false, false] });
    expect(await flagsOf(two)).toEqual({ list: [false, true], page: [false, true] });
    // Every read above was the same shared search and job page.
    expect(app().publicCache.sharedMisses).toBe(misses);

    // A reader with no marks on the page (one, after unsaving) is sent the shared answer's own bytes
    // (encoded once), with its ETag, and a 304 when they have it; one with marks gets their copy.
    const guest = await app().inject({ url: search, headers: { 'x-no-compression': '1' } });
    const plain = await one.get(search);
    expect(plain.headers['x-cache']).toBe('shared');
    expect(plain.json()).toEqual(JSON.parse(guest.body));
    expect(plain.headers['cache-control']).toBe('private, no-cache');
    expect(String(plain.headers.vary)).toContain('Cookie');
    expect((await one.get(search, { headers: { 'if-none-match': String(plain.headers.etag) } })).statusCode).toBe(304);
    // Reader two marked interest in the job: their own copy.
    const own = await two.get(search);
    expect(own.headers['x-cache']).toBeUndefined();
    expect(jobListResponseSchema.parse(own.json()).docs.find((job) => job.id === ids.job)?.interestedAt).toBeTruthy();

    const followed = async (reader: TestBrowser) => ((await reader.get('/api/companies/overlay-labs')).json() as { followed: boolean }).followed;
    expect([await followed(one), await followed(two)]).toEqual([false, false]);
    expect((await two.post('/api/companies/overlay-labs/follow')).statusCode).toBe(200);
    expect([await followed(one), await followed(two)]).toEqual([false, true]);
    expect((await two.post('/api/companies/overlay-labs/unfollow')).statusCode).toBe(200);
    expect([await followed(one), await followed(two)]).toEqual([false, false]);
  });
});
