import { forEachDatabase } from '../test/databases';
import { AUDIT_LOG_RETENTION_DAYS, deleteExpiredRecords } from './expired-records';

forEachDatabase(({ db: database }) => {
  describe('the expired-records task', () => {
    it('deletes ended rate-limit windows, expired Idempotency-Key records and audit entries past their year, and keeps current ones', async () => {
      const db = database();
      await db.query(
        `INSERT INTO rate_limit_hits (key, hits, resets_at) VALUES
           ('ended', 3, now() - interval '2 minutes'), ('just-ended', 1, now() - interval '10 seconds'), ('current', 2, now() + interval '30 seconds')`,
      );
      await db.query(
        `INSERT INTO idempotency_records (scope, route, key, request_hash, expires_at) VALUES
           ('user:a', 'POST /x', 'old', 'h', now() - interval '1 hour'), ('user:a', 'POST /x', 'new', 'h', now() + interval '1 hour')`,
      );

      await db.query(
        `INSERT INTO audit_log (event, email, at) VALUES
           ('sign-in-failed', 'old@example.com', now() - make_interval(days => $1 + 1)),
           ('sign-in-failed', 'kept@example.com', now() - make_interval(days => $1 - 1))`,
        [AUDIT_LOG_RETENTION_DAYS],
      );

      expect(await deleteExpiredRecords(db)).toEqual({ rateLimitHits: 1, idempotencyRecords: 1, auditLogEntries: 1 });
      expect((await db.query<{ key: string }>('SELECT key FROM rate_limit_hits ORDER BY key')).map((row) => row.key)).toEqual(['current', 'just-ended']);
      expect((await db.query<{ key: string }>('SELECT key FROM idempotency_records')).map((row) => row.key)).toEqual(['new']);
      expect((await db.query<{ email: string }>('SELECT email FROM audit_log')).map((row) => row.email)).toEqual(['kept@example.com']);
    });
  });
});
