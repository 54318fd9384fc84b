import type { App } from '../app-type';
import { insertJob } from '../modules/jobs/jobs/test/fixtures';
import { createAccount, createCompany, testPassword } from '../test/accounts';
import { TestBrowser } from '../test/browser';
import { forEachDatabase } from '../test/databases';
import { buildTestApp } from '../test/test-app';
import { prepared } from './db';
import { createPostgresDb } from './postgres-db';

// The hot statements (the session lookup, the reader's flags and follows, rate-limit counts,
// Idempotency-Key records) go to the PostgreSQL server as named prepared statements: parsed and
// planned once per connection, then only bound and run.

describe('prepared', () => {
  it('keeps one text per name', () => {
    expect(prepared('test_statement', 'SELECT 1')).toEqual({ name: 'test_statement', text: 'SELECT 1' });
    expect(prepared('test_statement', 'SELECT 1')).toEqual({ name: 'test_statement', text: 'SELECT 1' });
    expect(() => prepared('test_statement', 'SELECT 2')).toThrow(/taken by another statement/);
  });
});

forEachDatabase(({ kind, db }) => {
  it('answers a prepared statement as its text, with its parameters', async () => {
    const statement = prepared('test_add', 'SELECT $1::int + $2::int AS sum');
    expect(await db().one(statement, [2, 3])).toEqual({ sum: 5 });
    expect(await db().transaction((tx) => tx.one(statement, [4, 5]))).toEqual({ sum: 9 });
  });

  if (kind !== 'postgres') return;

  let app: App | undefined;
  let single: Awaited<ReturnType<typeof createPostgresDb>> | undefined;
  afterAll(async () => {
    await app?.close();
    await single?.close();
  });

  it('a signed-in search prepares the session lookup and the flags query on its connection, once', async () => {
    const { schema } = await db().one<{ schema: string }>('SELECT current_schema() AS schema');
    // One connection, so the server's per-connection list of prepared statements is the app's.
    single = await createPostgresDb({ connectionString: process.env.NORDHUB_TEST_PG_URL as string, schema, max: 1 });
    await createAccount(db(), { email: 'prepared@example.com' });
    await insertJob(db(), { companyId: await createCompany(db(), { key: 'prepared-labs' }), title: 'Prepared Engineer' });
    app = await buildTestApp(single);
    const browser = new TestBrowser(app);
    await browser.signIn('prepared@example.com', testPassword);
    for (let i = 0; i < 2; i += 1) expect((await browser.get('/api/v2/jobs')).statusCode).toBe(200);
    const names = (await single.query<{ name: string }>('SELECT name FROM pg_prepared_statements ORDER BY name')).map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining(['job_flags_of', 'session_lookup']));
    expect(names.filter((name) => name === 'session_lookup')).toHaveLength(1);
  });
});
