import type { App } from '../app-type';
import { createCompany } from '../test/accounts';
import { openTestDatabase, type TestDatabase } from '../test/databases';
import { buildTestApp } from '../test/test-app';
import { insertJob } from '../modules/jobs/jobs/test/fixtures';
import { createReadDb } from './create-db';

// The read replica (DATABASE_READ_URL): which routes read app.readDb, and that its pool refuses writes.

describe('routes that read the replica (app.readDb)', () => {
  // Two separate databases stand in for a replica that has not caught up (or has caught up on
  // something the primary lacks): what a route answers shows which one it read.
  let primary: TestDatabase | undefined;
  let replica: TestDatabase | undefined;
  let app: App | undefined;
  let replicaJobId = '';
  let primaryJobId = '';

  beforeAll(async () => {
    primary = await openTestDatabase('pglite');
    replica = await openTestDatabase('pglite');
    replicaJobId = await insertJob(replica.db, { companyId: await createCompany(replica.db, { key: 'replica-labs' }), title: 'Replica Kelp Engineer' });
    primaryJobId = await insertJob(primary.db, { companyId: await createCompany(primary.db, { key: 'primary-labs' }), title: 'Primary Kelp Engineer' });
    // The same white-label feed (every job) on both.
    for (const db of [primary.db, replica.db]) {
      await db.query(`INSERT INTO white_label_feeds (key, name, domain, domain_status) VALUES ('all-jobs', 'All jobs', 'all.feeds.localhost', 'verified')`);
    }
    app = await buildTestApp(primary.db, {}, undefined, replica.db);
  });
  afterAll(async () => {
    await app?.close();
    await primary?.dispose();
    await replica?.dispose();
  });
  const inject = (url: string) => {
    if (!app) throw new Error('The app is not built');
    return app.inject({ url, headers: { host: 'localhost' } });
  };

  it('job search, a white-label feed, the aggregator feed and the sitemap read the replica', async () => {
    const search = (await inject('/api/v2/jobs')).json<{ docs: { id: string }[]; total: number }>();
    expect(search.docs.map((job) => job.id)).toEqual([replicaJobId]);
    expect(search.total).toBe(1);
    const both = (await inject('/api/v2/jobsandfeatured')).json<{ jobs: { docs: { id: string }[] } }>();
    expect(both.jobs.docs.map((job) => job.id)).toEqual([replicaJobId]);
    const whiteLabel = (await inject('/api/white-label-feeds/all-jobs/jobs')).json<{ docs: { id: string }[] }>();
    expect(whiteLabel.docs.map((job) => job.id)).toEqual([replicaJobId]);
    const feed = (await inject('/api/feeds/indeed.xml')).body;
    expect(feed).toContain('Replica Kelp Engineer');
    expect(feed).not.toContain('Primary Kelp Engineer');
    const sitemap = (await inject('/sitemap.xml')).body;
    expect(sitemap).toContain(`/jobs/${replicaJobId}`);
    expect(sitemap).not.toContain(`/jobs/${primaryJobId}`);
  });

  it('the job page and its related jobs read the replica, and the primary for a job the replica has not got yet', async () => {
    await replica?.db.query('UPDATE jobs SET title = $2 WHERE id = $1', [replicaJobId, 'Replica Kelp Engineer (as the replica has it)']);
    expect((await inject(`/api/jobs/single/${replicaJobId}`)).json()).toMatchObject({ title: 'Replica Kelp Engineer (as the replica has it)' });
    expect((await inject(`/api/jobs/single/${primaryJobId}`)).json()).toMatchObject({ title: 'Primary Kelp Engineer' });
    expect((await inject(`/api/v2/jobs/${replicaJobId}/related`)).statusCode).toBe(200);
    expect((await inject(`/api/v2/jobs/${primaryJobId}/related`)).statusCode).toBe(200);
    expect((await inject('/api/jobs/single/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('the startup list reads the replica; a startup page the replica has not got yet comes from the primary', async () => {
    const list = (await inject('/api/companies')).json<{ docs: { key: string }[] }>();
    expect(list.docs.map((startup) => startup.key)).toEqual(['replica-labs']);
    expect((await inject('/api/companies/replica-labs')).statusCode).toBe(200);
    expect((await inject('/api/companies/primary-labs')).json()).toMatchObject({ key: 'primary-labs' });
  });
});

const pgUrl = process.env.NORDHUB_TEST_PG_URL;
const declarePg = pgUrl ? describe : describe.skip;

declarePg(pgUrl ? 'the read pool on postgres' : `the read pool on postgres (skipped: ${process.env.NORDHUB_TEST_PG_SKIP ?? 'no PostgreSQL test server'})`, () => {
  let primary: TestDatabase | undefined;
  afterAll(async () => {
    await primary?.dispose();
  });

  it('reads what the primary wrote and refuses writes, also inside a transaction', async () => {
    primary = await openTestDatabase('postgres', { migrate: false });
    await primary.db.exec('CREATE TABLE probe (n integer); INSERT INTO probe VALUES (1)');
    const { schema } = await primary.db.one<{ schema: string }>('SELECT current_schema() AS schema');
    const readDb = await createReadDb({ databaseReadUrl: pgUrl, databasePoolSize: 2 });
    if (!readDb) throw new Error('createReadDb gave no pool for a URL');
    try {
      const table = `"${schema}".probe`;
      expect(await readDb.query(`SELECT n FROM ${table}`)).toEqual([{ n: 1 }]);
      await expect(readDb.query(`INSERT INTO ${table} VALUES (2)`)).rejects.toThrow(/read-only transaction/);
      await expect(readDb.transaction((tx) => tx.query(`UPDATE ${table} SET n = 3`))).rejects.toThrow(/read-only transaction/);
    } finally {
      await readDb.close();
    }
    expect(await primary.db.query('SELECT n FROM probe')).toEqual([{ n: 1 }]);
  });
});
