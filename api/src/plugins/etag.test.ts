import { insertJob } from '../modules/jobs/jobs/test/fixtures';
import { createCompany } from '../test/accounts';
import { forEachDatabase } from '../test/databases';
import { useTestApp } from '../test/test-app';
import { etagMatches } from './etag';

jest.setTimeout(30_000);

describe('etagMatches', () => {
  it('compares weakly, in lists and with *', () => {
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", W/"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
  });
});

// A browser revalidating an API read gets 304 and no body while the answer is the same.
forEachDatabase(({ db }) => {
  const app = useTestApp(db);

  it('tags a read, answers 304 to its tag, and a new tag once the data changed', async () => {
    const url = '/api/v2/jobs?search=etag';
    const first = await app().inject({ url });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    const again = await app().inject({ url, headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const companyId = await createCompany(db(), { key: 'etag-startup', name: 'Etag Startup' });
    await insertJob(db(), { companyId, title: 'Etag engineer' });
    const changed = await app().inject({ url, headers: { 'if-none-match': String(etag) } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().docs.map((job: { title: string }) => job.title)).toEqual(['Etag engineer']);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('tags the answer before compression, and a compressed answer is still revalidated', async () => {
    const plain = await app().inject({ url: '/api/v2/jobs' });
    const compressed = await app().inject({ url: '/api/v2/jobs', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers.etag).toBe(plain.headers.etag);
    const revalidated = await app().inject({ url: '/api/v2/jobs', headers: { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
  });

  it('leaves writes, errors and answers that must not be stored untagged', async () => {
    expect((await app().inject({ url: '/api/jobs/single/00000000-0000-4000-8000-000000000000' })).headers.etag).toBeUndefined();
    // The startups list says for each whether the viewer follows it: never stored.
    expect((await app().inject({ url: '/api/companies' })).headers.etag).toBeUndefined();
    expect((await app().inject({ method: 'POST', url: '/api/users/sign-in', payload: {} })).headers.etag).toBeUndefined();
  });
});
