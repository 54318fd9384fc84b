import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { seedIfEmpty } from '../seed/seed';
import { createLocalFileStore } from '../storage/local-file-store';
import { forEachDatabase, openTestDatabase, type DatabaseKind } from '../test/databases';
import { tempDir } from '../test/test-app';
import { backupDatabase, restoreDatabase, tablesInDependencyOrder } from './backup';
import type { Db } from './db';
import { loadMigrations } from './migrate';

/** Every table's rows as sorted JSON texts: equal snapshots mean equal counts and contents. */
async function snapshot(db: Db): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of await tablesInDependencyOrder(db)) {
    const rows = await db.query<{ row: string }>(`SELECT to_jsonb(t)::text AS row FROM "${table}" t`);
    result[table] = rows.map(({ row }) => row).sort();
  }
  return result;
}

function filesIn(dir: string): Record<string, string> {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && !entry.name.startsWith('.'));
  return Object.fromEntries(entries.map((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return [path.relative(dir, file), readFileSync(file).toString('base64')];
  }));
}

/** The lines as the restore CLI reads them back from the file. */
async function* replay(lines: string[]): AsyncGenerator<string> {
  yield* lines;
}

// Backup and restore (db/backup.ts, cli/backup.ts, cli/restore.ts): seeded data, backed up,
// restored into an empty database of the same kind, equals the original table by table.
forEachDatabase(({ kind, db }) => {
  const uploads = tempDir();
  const restoredUploads = tempDir();
  const lines: string[] = [];
  let target: { db: Db; dispose(): Promise<void> } | undefined;

  beforeAll(async () => {
    await seedIfEmpty(db(), { files: createLocalFileStore(uploads.dir), size: { companies: 12, jobs: 20, investors: 4, applicants: 3 } });
    await backupDatabase(db(), (line) => void lines.push(line), { uploadsDir: uploads.dir });
    target = await openTestDatabase(kind as DatabaseKind, { migrate: false });
  });
  afterAll(async () => {
    await target?.dispose();
    uploads.remove();
    restoredUploads.remove();
  });

  it('restores every table and file into an empty database exactly as it was', async () => {
    const summary = await restoreDatabase(target!.db, replay(lines), { uploadsDir: restoredUploads.dir });
    const original = await snapshot(db());
    const restored = await snapshot(target!.db);
    expect(Object.keys(restored).sort()).toEqual(Object.keys(original).sort());
    for (const table of Object.keys(original)) expect({ table, rows: restored[table] }).toEqual({ table, rows: original[table] });
    // The seed fills these; an empty table on both sides would prove nothing.
    expect(summary.tables.users).toBeGreaterThan(5);
    expect(summary.tables.applications).toBeGreaterThan(0);
    expect(summary.files).toBeGreaterThan(0);
    expect(filesIn(restoredUploads.dir)).toEqual(filesIn(uploads.dir));
  });

  it('refuses a database that has data, and a file cut short', async () => {
    await expect(restoreDatabase(target!.db, replay(lines))).rejects.toThrow('The target database already has data');
    const fresh = await openTestDatabase(kind as DatabaseKind, { migrate: false });
    try {
      await expect(restoreDatabase(fresh.db, replay(lines.slice(0, -1)))).rejects.toThrow('incomplete');
      // A backup taken by a newer version (a migration this one lacks) is refused before any change.
      await expect(restoreDatabase(fresh.db, replay(lines), { migrations: loadMigrations().slice(0, -1) })).rejects.toThrow('is from a newer version');
      // All or nothing: the cut file left no users behind.
      expect(await fresh.db.query('SELECT id FROM users')).toEqual([]);
    } finally {
      await fresh.dispose();
    }
  });
});
