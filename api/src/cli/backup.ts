// `node api/dist/backup.js [--out file] [--no-files]` (npm run backup): the whole database, and the
// local file store's files, as one gzipped JSON Lines file (db/backup.ts; docs/deploy.md, "Backup
// and restore"). The server may keep running on PostgreSQL (one consistent snapshot); PGlite is
// one process's folder, so stop the server first.
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';
import { backupDatabase } from '../db/backup';
import { describeDatabase, openDatabase } from './run';

async function run() {
  const { values } = parseArgs({ options: { out: { type: 'string' }, 'no-files': { type: 'boolean', default: false } } });
  const { config, db } = await openDatabase();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  // npm run -w api runs in api/: a relative --out is taken from where the command was typed.
  const out = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out ?? path.join(config.dataDir, 'backups', `nordhub-${stamp}.jsonl.gz`));
  await mkdir(path.dirname(out), { recursive: true });
  console.log(`Backing up ${describeDatabase(config)} to ${out}`);
  const started = Date.now();
  const gzip = createGzip();
  const file = createWriteStream(out);
  gzip.pipe(file);
  // With S3 the files stay in the bucket (back it up with the provider's versioning or replication).
  const uploadsDir = values['no-files'] || config.s3 ? undefined : config.uploadsDir;
  const summary = await backupDatabase(
    db,
    async (line) => {
      if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
    },
    uploadsDir ? { uploadsDir } : {},
  );
  gzip.end();
  await once(file, 'close');
  await db.close();
  const rows = Object.values(summary.tables).reduce((sum, n) => sum + n, 0);
  console.log(
    `Backed up ${rows} rows of ${Object.keys(summary.tables).length} tables and ${uploadsDir ? `${summary.files} files` : 'no files (S3 or --no-files)'} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
