import sharp from 'sharp';
import type { App } from '../../../app-type';
import { createAccount, createCompany, testPassword } from '../../../test/accounts';
import { accountsTestEnv, signedInBrowsers, TestBrowser } from '../../../test/browser';
import { openTestDatabase, type TestDatabase } from '../../../test/databases';
import { forEachFileStore, useTestS3Server } from '../../../test/file-stores';
import { multipart } from '../../../test/multipart';
import { buildTestApp } from '../../../test/test-app';
import { insertJob } from '../../jobs/jobs/test/fixtures';


const s3 = useTestS3Server();

// Serving stored files (/api/files, CV downloads) through the API from either store, with the
// access rules and cache headers. The store is the variable here; the access queries run on both
// database kinds in quick-apply.test.ts and public-deals.test.ts, so PGlite is enough.
forEachFileStore(s3, ({ kind, env }) => {
  let database: TestDatabase;
  let app: App;
  const as = signedInBrowsers(() => app, testPassword);
  const guest = () => new TestBrowser(app);
  const stored: { image?: string; cv?: string; cvBytes?: Buffer; applicationId?: string } = {};

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const db = database.db;
    app = await buildTestApp(db, { ...accountsTestEnv, ...env() });
    const manager = await createAccount(db, { email: 'maja@example.com' });
    await createAccount(db, { email: 'olga@example.com' });
    const astrid = await createAccount(db, { email: 'astrid@example.com' });
    await db.query('INSERT INTO applicant_profiles (user_id) VALUES ($1)', [astrid]);
    const fjord = await createCompany(db, { key: 'fjord-labs', name: 'Fjord Labs', managerId: manager });
    const job = await insertJob(db, { companyId: fjord, title: 'Backend Engineer' });

    const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#2a9d8f' } }).png().toBuffer();
    const image = await (await as('astrid@example.com')).request('POST', '/api/upload/image', multipart('me.png', png));
    expect(image.statusCode).toBe(201);
    stored.image = image.json().url;
    stored.cvBytes = Buffer.from('%PDF-1.4\n% Astrid Holm, backend engineer\n%%EOF\n');
    const cv = await (await as('astrid@example.com')).request('POST', '/api/upload/file', multipart('astrid-cv.pdf', stored.cvBytes));
    expect(cv.statusCode).toBe(201);
    stored.cv = cv.json().url;
    const applied = await (await as('astrid@example.com')).post(`/api/jobs/${job}/apply`, {
      cvFile: { path: cv.json().path, name: 'astrid-cv.pdf', contentType: 'application/pdf' },
    });
    expect(applied.statusCode).toBe(201);
    stored.applicationId = (await db.one<{ id: string }>('SELECT id FROM applications')).id;
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('serves a public image with a day of caching and its validators, and 304 for a current copy', async () => {
    const response = await guest().get(stored.image!);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({ 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' });
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'png', width: 32, height: 24 });
    expect(response.headers.etag).toBeTruthy();
    const again = await guest().request('GET', stored.image!, { headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('streams a CV only to its owner and managers it was sent to, privately, without the store address', async () => {
    for (const email of ['astrid@example.com', 'maja@example.com']) {
      const response = await (await as(email)).get(stored.cv!);
      expect([email, response.statusCode]).toEqual([email, 200]);
      expect(response.headers).toMatchObject({ 'content-type': 'application/pdf', 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' });
      expect(response.rawPayload.equals(stored.cvBytes!)).toBe(true);
      // Streamed through the API: no redirect to the bucket, no bucket address anywhere.
      expect(response.headers.location).toBeUndefined();
      if (kind === 's3') expect(JSON.stringify(response.headers)).not.toContain(new URL(env().S3_ENDPOINT!).host);
    }
    const forGuest = await guest().get(stored.cv!);
    expect(forGuest.statusCode).toBe(403);
    expect(forGuest.json().code).toBe('E_NOT_SIGNED_IN');
    const forOther = await (await as('olga@example.com')).get(stored.cv!);
    expect(forOther.statusCode).toBe(403);
    expect(forOther.body).not.toContain('%PDF');
  });

  it("downloads an application's CV as an attachment for the startup's manager only", async () => {
    const url = `/api/applications/${stored.applicationId}/cv`;
    const download = await (await as('maja@example.com')).get(url);
    expect(download.statusCode).toBe(200);
    expect(download.headers).toMatchObject({ 'content-disposition': 'attachment; filename="astrid-cv.pdf"', 'cache-control': 'private, no-store' });
    expect(download.rawPayload.equals(stored.cvBytes!)).toBe(true);
    expect((await (await as('olga@example.com')).get(url)).statusCode).toBe(403);
  });

  it('serves one byte range (206) and refuses one past the end (416)', async () => {
    const owner = await as('astrid@example.com');
    const bytes = stored.cvBytes!;
    const part = await owner.request('GET', stored.cv!, { headers: { range: 'bytes=5-12' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 5-12/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(5, 13))).toBe(true);
    const tail = await owner.request('GET', stored.cv!, { headers: { range: 'bytes=-6' } });
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 6))).toBe(true);
    const past = await owner.request('GET', stored.cv!, { headers: { range: `bytes=${bytes.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);
    // Access rules first: a range does not open a private file.
    expect((await guest().request('GET', stored.cv!, { headers: { range: 'bytes=0-4' } })).statusCode).toBe(403);
  });

  it('answers 404 for missing files, paths that leave the store, and the rendering cache', async () => {
    expect((await guest().get('/api/files/images/none.png')).statusCode).toBe(404);
    expect((await guest().get('/api/files/..%2f..%2fpackage.json')).statusCode).toBe(404);
    const preset = await guest().get(stored.image!.replace('/api/files/', '/api/images/thumbnail/'));
    expect(preset.statusCode).toBe(200);
    const cached = stored.image!.replace('/api/files/', '/api/files/.image-cache/thumbnail@1x/');
    expect((await guest().get(`${cached}.webp`)).statusCode).toBe(404);
  });

  if (kind === 's3') {
    it('answers 500 without naming the store when the S3 server cannot be reached', async () => {
      // Port 9 (discard): nothing listens there on a test machine.
      const unreachable = await buildTestApp(database.db, { ...env(), S3_ENDPOINT: 'http://127.0.0.1:9' });
      try {
        const response = await unreachable.inject({ url: stored.image! });
        expect(response.statusCode).toBe(500);
        expect(response.json()).toMatchObject({ code: 'E_INTERNAL', message: 'Something went wrong' });
      } finally {
        await unreachable.close();
      }
    });
  }
});
