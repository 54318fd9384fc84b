import type { Db } from './db';

/**
 * A lag-tolerant read of one thing (a job page, a startup page) from the read replica, and from the
 * primary when the replica has not got it yet (created a moment ago): what one replica lags shows
 * as the thing's state a moment ago, never as a 404 for something that exists. Without a replica
 * both are the primary, read once.
 */
export async function fromReplicaElsePrimary<T>(databases: { db: Db; readDb: Db }, load: (db: Db) => Promise<T | null>): Promise<T | null> {
  const found = await load(databases.readDb);
  if (found !== null || databases.readDb === databases.db) return found;
  return load(databases.db);
}
