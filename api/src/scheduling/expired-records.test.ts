import { forEachDatabase } from '../test/databases';
import { deleteExpiredRecords } from './expired-records';

forEachDatabase(({ db: database }) => {
  describe('the expired-records task', () => {
    it('deletes ended rate-limit windows and expired Idempotency-Key records, and keeps current ones', async () => {
      const db = database();
      await db.query(
        `INSERT INTO rate_limit_hits (key, hits, resets_at) VALUES
           ('ended', 3, now() - interval '2 minutes'), ('just-ended', 1, now() - interval '10 seconds'), ('current', 2, now() + interval '30 seconds')`,
      );
      await db.query(
        `INSERT INTO idempotency_records (scope, route, key, request_hash, expires_at) VALUES
           ('user:a', 'POST /x', 'old', 'h', now() - interval '1 hour'), ('user:a', 'POST /x', 'new', 'h', now() + interval '1 hour')`,
      );

      expect(await deleteExpiredRecords(db)).toEqual({ rateLimitHits: 1, idempotencyRecords: 1 });
      expect((await db.query<{ key: string }>('SELECT key FROM rate_limit_hits ORDER BY key')).map((row) => row.key)).toEqual(['current', 'just-ended']);
      expect((await db.query<{ key: string }>('SELECT key FROM idempotency_records')).map((row) => row.key)).toEqual(['new']);
    });
  });
});
