// `node api/dist/restore.js <file> [--replace]` (npm run restore -- <file>): loads a backup from
// backup.js into the database the environment names (DATABASE_URL, else PGlite in PGLITE_DIR),
// and its files into the local file store. Run it with the server stopped. An empty (new)
// database is expected; --replace overwrites one that has data.
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { createGunzip } from 'node:zlib';
import { BackupError, restoreDatabase } from '../db/backup';
import { describeDatabase, exitWith, openDatabase } from './run';

async function* readLines(file: string): AsyncGenerator<string> {
  const source = createReadStream(file);
  const text = file.endsWith('.gz') ? source.pipe(createGunzip()) : source;
  for await (const line of createInterface({ input: text, crlfDelay: Infinity })) {
    if (line.trim() !== '') yield line;
  }
}

async function run() {
  const { values, positionals } = parseArgs({ options: { replace: { type: 'boolean', default: false } }, allowPositionals: true });
  if (!positionals[0]) exitWith('Usage: restore <backup file> [--replace]');
  // npm run -w api runs in api/: a relative path is taken from where the command was typed.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]);
  const { config, db } = await openDatabase();
  console.log(`Restoring ${file} into ${describeDatabase(config)}`);
  const started = Date.now();
  try {
    const summary = await restoreDatabase(db, readLines(file), { replace: values.replace, ...(config.s3 ? {} : { uploadsDir: config.uploadsDir }) });
    const rows = Object.values(summary.tables).reduce((sum, n) => sum + n, 0);
    console.log(
      `Restored ${rows} rows of ${Object.keys(summary.tables).length} tables and ${summary.files} files in ${((Date.now() - started) / 1000).toFixed(1)} s` +
        (summary.migrated.length > 0 ? `; then applied migrations ${summary.migrated.join(', ')}.` : '.'),
    );
  } catch (error) {
    if (error instanceof BackupError) exitWith(error.message);
    throw error;
  } finally {
    await db.close();
  }
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
