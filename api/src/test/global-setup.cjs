// Jest global set-up for the API's integration tests (runs once, before any suite):
// 1. Probes the PostgreSQL test server once; suites read the outcome from the environment and
//    run their PostgreSQL cases or report them as skipped with this reason.
// 2. Probes Redis (REDIS_URL, else 127.0.0.1:6379) the same way, for the Redis rate-limit case.
// 3. Prepares a PGlite data-directory template (initdb takes seconds; loading a template takes
//    well under one), cached in the OS temp folder per PGlite version; the suites make a migrated
//    copy of it once per set of migrations (src/test/databases.ts).
const { existsSync, readFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { writeFileAtomically } = require('./write-file-atomically.cjs');

const DEFAULT_URLS = ['postgres://postgres@127.0.0.1:5432/test', 'postgres://root@127.0.0.1:5432/test'];

async function probePostgres() {
  const { Client } = require('pg');
  const urls = process.env.NORDHUB_TEST_DATABASE_URL ? [process.env.NORDHUB_TEST_DATABASE_URL] : DEFAULT_URLS;
  const failures = [];
  for (const url of urls) {
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      // Extensions are database-wide: create pg_trgm once in public, so that suites (each in its
      // own schema) find it there instead of racing to create it.
      await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public').catch(() => undefined);
      await client.end();
      return { url };
    } catch (error) {
      failures.push(`${url.replace(/\/\/([^@/]*)@/, '//$1@')}: ${error.message || error.code || error}`);
      await client.end().catch(() => undefined);
    }
  }
  return { reason: `no PostgreSQL test server answered (${failures.join('; ')})` };
}

async function probeRedis() {
  const { Redis } = require('ioredis');
  const url = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return { url };
  } catch (error) {
    return { reason: `no Redis answered at ${url.replace(/\/\/[^@/]*@/, '//')} (${error.message || error})` };
  } finally {
    redis.disconnect();
  }
}

async function pgliteTemplate() {
  // The package does not export its package.json; read it beside its dist folder.
  const packageDir = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..');
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  // Uncompressed: a suite loads a plain tarball in about half the time of a gzipped one. Lean:
  // 1 MB WAL segments instead of 16 and no template databases (the suites never CREATE
  // DATABASE), a third of the bytes every suite unpacks into memory.
  const file = path.join(os.tmpdir(), `nordhub-pglite-template-${version}-lean.tar`);
  if (!existsSync(file)) {
    const { PGlite } = require('@electric-sql/pglite');
    const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm');
    const pglite = await PGlite.create({ extensions: { pg_trgm }, initDbStartParams: ['--wal-segsize=1'] });
    await pglite.exec("UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')");
    await pglite.exec('DROP DATABASE template0');
    await pglite.exec('DROP DATABASE template1');
    await pglite.exec('CHECKPOINT');
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    writeFileAtomically(file, Buffer.from(await dump.arrayBuffer()));
  }
  // Fail early if the cached file is unreadable.
  readFileSync(file, { flag: 'r' }).subarray(0, 2);
  return file;
}

/** A probe's outcome for the suites: NORDHUB_TEST_<NAME>_URL when it answered, else NORDHUB_TEST_<NAME>_SKIP with the reason. */
function publishProbe(name, outcome) {
  const [set, unset] = outcome.url ? ['URL', 'SKIP'] : ['SKIP', 'URL'];
  process.env[`NORDHUB_TEST_${name}_${set}`] = outcome.url ?? outcome.reason;
  delete process.env[`NORDHUB_TEST_${name}_${unset}`];
}

module.exports = async function globalSetup() {
  const [postgres, redis, template] = await Promise.all([probePostgres(), probeRedis(), pgliteTemplate()]);
  publishProbe('PG', postgres);
  publishProbe('REDIS', redis);
  process.env.NORDHUB_TEST_PGLITE_TEMPLATE = template;
};
