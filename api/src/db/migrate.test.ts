import { MigrationChangedError, loadMigrations, migrate } from './migrate';
import { forEachDatabase } from '../test/databases';

describe('migrations', () => {
  it('are numbered .sql files in order, each version once', () => {
    const migrations = loadMigrations();
    expect(migrations.length).toBeGreaterThanOrEqual(6);
    expect(migrations.map((m) => m.version)).toEqual([...migrations.map((m) => m.version)].sort());
    expect(new Set(migrations.map((m) => m.version)).size).toBe(migrations.length);
  });

  forEachDatabase(
    ({ db }) => {
      it('apply every migration once and record it; a second run applies nothing', async () => {
        const first = await migrate(db());
        expect(first.applied).toEqual(loadMigrations().map((m) => m.name));
        const second = await migrate(db());
        expect(second.applied).toEqual([]);
        const recorded = await db().query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
        expect(recorded.map((row) => row.version)).toEqual(loadMigrations().map((m) => m.version));
      });

      it('create a table for every entity of the spec', async () => {
        const rows = await db().query<{ table_name: string }>(
          `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name`,
        );
        expect(rows.map((row) => row.table_name)).toEqual(
          expect.arrayContaining(
            [
              'users', 'sessions', 'email_tokens', 'companies', 'company_managers', 'investors', 'investor_managers',
              'portfolio_entries', 'applicant_profiles', 'jobs', 'job_saves', 'job_interests', 'applications',
              'kanban_columns', 'saved_job_searches', 'digest_subscriptions', 'deals', 'blog_posts', 'tools', 'partners',
              'pages', 'white_label_feeds', 'uploads', 'company_follows', 'outbox_mails', 'view_counts',
              'idempotency_keys', 'engagement_logs',
            ],
          ),
        );
      });

      it('run concurrently without applying anything twice (advisory lock)', async () => {
        const results = await Promise.all([migrate(db()), migrate(db()), migrate(db())]);
        expect(results.flatMap((result) => result.applied)).toEqual([]);
      });

      it('refuse to continue when an applied migration was edited', async () => {
        const edited = loadMigrations().map((m, index) => (index === 1 ? { ...m, checksum: 'changed' } : m));
        await expect(migrate(db(), edited)).rejects.toBeInstanceOf(MigrationChangedError);
      });

      it('make e-mail addresses unique regardless of case', async () => {
        await db().query(`INSERT INTO users (email) VALUES ('Case@Nordhub.test')`);
        await expect(db().query(`INSERT INTO users (email) VALUES ('case@nordhub.test')`)).rejects.toMatchObject({ code: '23505' });
      });

      it('keep the job search vector up to date and search it with the GIN and trigram indexes', async () => {
        const company = await db().one<{ id: string }>(`INSERT INTO companies (key, name) VALUES ('acme', 'Acme') RETURNING id`);
        await db().query(
          `INSERT INTO jobs (company_id, title, description, category, locality, country)
           VALUES ($1, 'Senior Backend Engineer', 'Build payment APIs in Go', 'backend', 'Aarhus', 'Denmark')`,
          [company.id],
        );
        const byText = await db().query<{ title: string }>(
          `SELECT title FROM jobs WHERE search @@ websearch_to_tsquery('english', $1)`,
          ['payment aarhus'],
        );
        expect(byText.map((row) => row.title)).toEqual(['Senior Backend Engineer']);
        const byTrigram = await db().query<{ title: string }>(`SELECT title FROM jobs WHERE title % $1`, ['Backend Enginer']);
        expect(byTrigram.map((row) => row.title)).toEqual(['Senior Backend Engineer']);
        await db().query('UPDATE jobs SET title = $1', ['Frontend Developer']);
        const afterEdit = await db().query(`SELECT 1 FROM jobs WHERE search @@ to_tsquery('english', 'backend')`);
        expect(afterEdit).toHaveLength(0);
      });

      it('roll a failed transaction back completely', async () => {
        await expect(
          db().transaction(async (tx) => {
            await tx.query(`INSERT INTO pages (key, title) VALUES ('about', 'About')`);
            await tx.query(`INSERT INTO pages (key, title) VALUES ('about', 'Again')`);
          }),
        ).rejects.toMatchObject({ code: '23505' });
        expect(await db().query(`SELECT key FROM pages WHERE key = 'about'`)).toEqual([]);
      });

      it('return counts and numerics as numbers and JSON as values on both drivers', async () => {
        const row = await db().one<{ n: unknown; amount: unknown; doc: unknown }>(
          'SELECT count(*) AS n, 12.5::numeric AS amount, $1::jsonb AS doc FROM pages',
          [JSON.stringify({ list: [1, 2] })],
        );
        expect(row).toEqual({ n: 0, amount: 12.5, doc: { list: [1, 2] } });
      });
    },
    { migrate: false },
  );
});
