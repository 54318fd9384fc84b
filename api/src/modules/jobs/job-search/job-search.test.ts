import {
  jobsCountBulkResponseSchema,
  MAX_SAVED_JOB_SEARCHES,
  savedJobSearchSchema,
  savedSearchKeyToString,
  type SavedSearchKey,
} from '@nordhub/contracts';
import * as z from 'zod';
import type { App } from '../../../app-type';
import { createAccount, createCompany, testPassword } from '../../../test/accounts';
import { accountsTestEnv, fieldErrorsOf, TestBrowser } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';
import { daysFromNow, insertJob, type TestJob } from '../jobs/test/fixtures';

const key = (parts: Partial<SavedSearchKey> = {}) =>
  savedSearchKeyToString({ search: '', location: '', countryCode: null, ...parts });

forEachDatabase(({ db }) => {
  let app: App;
  let companyId: string;
  let seeker: TestBrowser;
  let other: TestBrowser;

  const signedIn = async (email: string) => {
    const browser = new TestBrowser(app);
    await browser.signIn(email, testPassword);
    return browser;
  };
  const listOf = async (browser: TestBrowser) => {
    const response = await browser.get('/api/job-search');
    expect(response.statusCode).toBe(200);
    return z.array(savedJobSearchSchema).parse(response.json());
  };
  const pin = (browser: TestBrowser, body: object) => browser.post('/api/job-search', body);
  const patch = (browser: TestBrowser, id: string, body: object) => browser.request('PATCH', `/api/job-search/${id}`, { payload: body });
  const remove = (browser: TestBrowser, id: string) => browser.request('DELETE', `/api/job-search/${id}`);
  const countBulk = async (browser: TestBrowser, items: object[]) => {
    const response = await browser.post('/api/jobs/count/bulk', { items });
    expect(response.statusCode).toBe(200);
    return jobsCountBulkResponseSchema.parse(response.json()).results;
  };
  // Approved when created unless told (the fixture's default approves an hour later, which for a
  // job created now would be in the future).
  const job = (input: Omit<TestJob, 'companyId'>) => insertJob(db(), { companyId, approvedAt: input.createdAt, ...input });
  const publicTotal = async (query: string) => Number((await app.inject({ url: `/api/v2/jobs?${query}` })).json().total);

  beforeAll(async () => {
    app = await buildTestApp(db(), accountsTestEnv);
    await app.ready();
    await createAccount(db(), { email: 'seeker@example.com' });
    await createAccount(db(), { email: 'other@example.com' });
    await createAccount(db(), { email: 'collector@example.com' });
    companyId = await createCompany(db(), { key: 'fjord-labs', name: 'Fjord Labs' });
    // Jobs that were live long before any search in this suite was pinned.
    await job({ title: 'React Developer', category: 'frontend', createdAt: daysFromNow(-5) });
    await job({ title: 'React Native Developer', category: 'mobile', createdAt: daysFromNow(-4) });
    await job({ title: 'React Developer', category: 'frontend', locality: 'Oslo', country: 'Norway', countryCode: 'NO', createdAt: daysFromNow(-3) });
    seeker = await signedIn('seeker@example.com');
    other = await signedIn('other@example.com');
  });
  afterAll(() => app.close());

  describe('signed-in only', () => {
    it('answers a guest 403 "Please log in" on every endpoint', async () => {
      const guest = new TestBrowser(app);
      const id = '00000000-0000-4000-8000-000000000000';
      const calls = [
        guest.get('/api/job-search'),
        guest.post('/api/job-search', { key: key(), filters: {}, since: new Date().toISOString() }),
        guest.request('PATCH', `/api/job-search/${id}`, { payload: { pinned: false } }),
        guest.request('DELETE', `/api/job-search/${id}`),
        guest.post('/api/jobs/count/bulk', { items: [{ key: key(), filters: {}, since: new Date().toISOString() }] }),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'E_NOT_SIGNED_IN', message: 'Please log in' });
      }
    });
  });

  describe('pinning, counting and unpinning', () => {
    const reactInCopenhagen = key({ search: 'react', location: 'Copenhagen', countryCode: 'DK' });
    let pinnedId: string;

    it('pins a search (201) with no new jobs yet, and lists it', async () => {
      const response = await pin(seeker, { key: reactInCopenhagen, filters: { category: 'frontend' }, since: new Date().toISOString() });
      expect(response.statusCode).toBe(201);
      const pinned = savedJobSearchSchema.parse(response.json());
      expect(pinned).toMatchObject({ key: reactInCopenhagen, filters: { category: 'frontend' }, pinned: true, count: 0 });
      pinnedId = pinned.id;
      expect(await listOf(seeker)).toEqual([pinned]);
      expect(await listOf(other)).toEqual([]);
    });

    it('counts a matching job that goes live after since, and only such jobs', async () => {
      const [before] = await listOf(seeker);
      await job({ title: 'Senior React Engineer', category: 'frontend', createdAt: new Date() });
      // Not counted: another country, another category, not approved, a draft.
      await job({ title: 'React Engineer', category: 'frontend', locality: 'Oslo', country: 'Norway', countryCode: 'NO', createdAt: new Date() });
      await job({ title: 'React Engineer', category: 'backend', createdAt: new Date() });
      const unapproved = await job({ title: 'React Lead', category: 'frontend', createdAt: new Date(), approvedAt: null });
      await job({ title: 'React Intern', category: 'frontend', status: 'DRAFT', approvedAt: null, createdAt: new Date() });

      const [after] = await listOf(seeker);
      expect(after?.count).toBe(1);
      expect(await countBulk(seeker, [{ key: reactInCopenhagen, filters: { category: 'frontend' }, since: before?.since }])).toEqual([
        { key: reactInCopenhagen, count: 1 },
      ]);

      // A job drafted before `since` and approved now went live now: it is new.
      await db().query('UPDATE jobs SET approved_at = now() WHERE id = $1', [unapproved]);
      expect((await listOf(seeker))[0]?.count).toBe(2);
    });

    it('counts exactly what the public search lists for the same filters', async () => {
      const since = new Date(0).toISOString();
      const searches = [
        { key: reactInCopenhagen, filters: { category: 'frontend' }, query: 'search=react&city=Copenhagen&country=DK&category=frontend' },
        { key: key({ search: 'react' }), filters: {}, query: 'search=react' },
        { key: key({ search: 'react', countryCode: 'NO' }), filters: {}, query: 'search=react&country=NO' },
        { key: key({ search: 'react' }), filters: { categoryGroup: 'development' }, query: 'search=react&categoryGroup=development' },
        { key: key({ countryCode: 'REMOTE' }), filters: {}, query: 'country=REMOTE' },
        { key: key(), filters: { positionType: 'part-time', remote: false }, query: 'positionType=part-time&remote=false' },
      ];
      const results = await countBulk(seeker, searches.map(({ key: itemKey, filters }) => ({ key: itemKey, filters, since })));
      // Answers come in the order asked, also when keys repeat.
      expect(results.map((result) => result.key)).toEqual(searches.map((search) => search.key));
      for (const [index, search] of searches.entries()) expect(results[index]?.count).toBe(await publicTotal(search.query));
      expect(results[1]?.count).toBeGreaterThan(2);
    });

    it('marks new jobs seen: PATCH since = now brings the count back to 0', async () => {
      const response = await patch(seeker, pinnedId, { since: new Date().toISOString() });
      expect(response.statusCode).toBe(200);
      expect(savedJobSearchSchema.parse(response.json())).toMatchObject({ id: pinnedId, count: 0 });
    });

    it('takes a since in the future as now, so a fast client clock cannot hide new jobs', async () => {
      const response = await patch(seeker, pinnedId, { since: daysFromNow(2).toISOString() });
      const saved = savedJobSearchSchema.parse(response.json());
      expect(new Date(saved.since).getTime()).toBeLessThanOrEqual(Date.now());
      await job({ title: 'React Developer II', category: 'frontend', createdAt: new Date(Date.now() + 1) });
      expect((await listOf(seeker))[0]?.count).toBe(1);
    });

    it('changes filters and pinned', async () => {
      const response = await patch(seeker, pinnedId, { filters: { category: 'mobile', remote: false }, pinned: false });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: pinnedId, filters: { category: 'mobile', remote: false }, pinned: false });
    });

    it('pinning the same key again replaces its filters and since (200, same id)', async () => {
      const response = await pin(seeker, { key: reactInCopenhagen, filters: { category: 'frontend' }, since: new Date().toISOString() });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: pinnedId, filters: { category: 'frontend' }, pinned: true, count: 0 });
      expect(await listOf(seeker)).toHaveLength(1);
    });

    it("never shows or changes another user's search: 404 as if it did not exist", async () => {
      expect((await patch(other, pinnedId, { pinned: false })).statusCode).toBe(404);
      const deleted = await remove(other, pinnedId);
      expect(deleted.statusCode).toBe(404);
      expect(deleted.json()).toMatchObject({ code: 'E_NOT_FOUND', message: `No saved search with the id ${pinnedId}` });
      expect((await listOf(seeker))[0]).toMatchObject({ id: pinnedId, pinned: true });
    });

    it('answers 404 for unknown and malformed ids', async () => {
      expect((await patch(seeker, '00000000-0000-4000-8000-000000000000', { pinned: true })).statusCode).toBe(404);
      expect((await patch(seeker, 'not-an-id', { pinned: true })).statusCode).toBe(404);
      expect((await remove(seeker, 'not-an-id')).statusCode).toBe(404);
    });

    it('unpins: DELETE removes the search (204), a second DELETE is 404', async () => {
      expect((await remove(seeker, pinnedId)).statusCode).toBe(204);
      expect(await listOf(seeker)).toEqual([]);
      expect((await remove(seeker, pinnedId)).statusCode).toBe(404);
    });
  });

  describe('bad input', () => {
    const since = '2026-03-01T00:00:00.000Z';

    it.each([
      [{ key: 'react', filters: {}, since }, 'key', 'Must be the JSON text of { search, location, countryCode }'],
      [{ key: key({ search: 'x'.repeat(201) }), filters: {}, since }, 'key', 'Must be the JSON text of { search, location, countryCode }'],
      [{ key: key(), filters: {}, since: 'yesterday' }, 'since', undefined],
      [{ key: key(), filters: { category: 'astronaut' }, since }, 'filters.category', undefined],
      [{ key: key(), since }, 'filters', undefined],
    ])('POST job-search with %j: 400 naming %s', async (body, field, message) => {
      const response = await pin(seeker, body);
      expect(response.statusCode).toBe(400);
      const fields = fieldErrorsOf(response.json());
      expect(fields).toHaveProperty([field]);
      if (message) expect(fields[field]).toBe(message);
    });

    it('PATCH with nothing to change or a bad value: 400', async () => {
      const created = savedJobSearchSchema.parse((await pin(seeker, { key: key({ search: 'go' }), filters: {}, since })).json());
      const empty = await patch(seeker, created.id, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toContain('Nothing to update');
      const bad = await patch(seeker, created.id, { pinned: 'yes please' });
      expect(bad.statusCode).toBe(400);
      expect(fieldErrorsOf(bad.json())).toHaveProperty(['pinned']);
      await remove(seeker, created.id);
    });

    it('jobs/count/bulk with no items, too many or a bad key: 400 naming the field', async () => {
      const item = { key: key(), filters: {}, since };
      const none = await seeker.post('/api/jobs/count/bulk', { items: [] });
      expect(none.statusCode).toBe(400);
      expect(fieldErrorsOf(none.json())).toHaveProperty(['items']);
      expect((await seeker.post('/api/jobs/count/bulk', { items: Array.from({ length: 51 }, () => item) })).statusCode).toBe(400);
      const badKey = await seeker.post('/api/jobs/count/bulk', { items: [item, { ...item, key: '{"search":1}' }] });
      expect(badKey.statusCode).toBe(400);
      expect(fieldErrorsOf(badKey.json())).toHaveProperty(['items.1.key']);
    });
  });

  describe('limit', () => {
    it(`keeps at most ${MAX_SAVED_JOB_SEARCHES} searches per user: the next pin is 409 with a clear message`, async () => {
      const collector = await signedIn('collector@example.com');
      const since = new Date().toISOString();
      for (let index = 0; index < MAX_SAVED_JOB_SEARCHES; index += 1) {
        expect((await pin(collector, { key: key({ search: `word${index}` }), filters: {}, since })).statusCode).toBe(201);
      }
      const over = await pin(collector, { key: key({ search: 'one more' }), filters: {}, since });
      expect(over.statusCode).toBe(409);
      expect(over.json()).toMatchObject({
        code: 'E_CONFLICT',
        message: `You can save at most ${MAX_SAVED_JOB_SEARCHES} searches. Unpin one to save this search.`,
      });
      // Re-pinning one already saved is not a new search, so it still works.
      expect((await pin(collector, { key: key({ search: 'word0' }), filters: { remote: true }, since })).statusCode).toBe(200);
      // Other users are not affected.
      expect((await pin(other, { key: key({ search: 'one more' }), filters: {}, since })).statusCode).toBe(201);
    });
  });
});
