// `node api/dist/seed.js [--size default|large]`: migrates, seeds the demo data into an empty
// database, and with --size large tops the jobs up to 100,000 for benchmarks. Never with
// NODE_ENV=production (the demo accounts' password is published).
import { parseArgs } from 'node:util';
import { addBulkJobs, LARGE_JOB_COUNT } from '../seed/bulk-jobs';
import { seedIfEmpty } from '../seed/seed';
import { createFileStore } from '../storage/create-file-store';
import { describeDatabase, exitWith, openMigratedDatabase } from './run';

async function run() {
  const { values } = parseArgs({ options: { size: { type: 'string', default: 'default' } } });
  if (values.size !== 'default' && values.size !== 'large') exitWith(`--size must be default or large (got ${values.size})`);
  // Before the database is opened or migrated: nothing of the seed reaches a production database.
  if (process.env.NODE_ENV === 'production') {
    exitWith('NODE_ENV=production: the demo seed is never put into production (its accounts share the password published in README.md). Seed a development or benchmark database, without NODE_ENV=production.');
  }
  const { config, db } = await openMigratedDatabase();
  console.log(`Seeding ${describeDatabase(config)}`);
  const started = Date.now();
  const summary = await seedIfEmpty(db, { files: createFileStore(config) });
  console.log(
    summary
      ? `Seeded the demo data in ${(summary.tookMs / 1000).toFixed(1)} s: ${Object.entries(summary.counts).map(([table, n]) => `${n} ${table}`).join(', ')}`
      : 'The database already has data: the demo data was not added again.',
  );
  if (values.size === 'large') {
    const bulkStarted = Date.now();
    let lastReport = 0;
    const added = await addBulkJobs(db, {
      targetJobs: LARGE_JOB_COUNT,
      onProgress: (done, total) => {
        if (done - lastReport >= 20_000 || done === total) {
          lastReport = done;
          console.log(`  ${done} / ${total} jobs`);
        }
      },
    });
    console.log(
      added > 0
        ? `Added ${added} jobs in ${((Date.now() - bulkStarted) / 1000).toFixed(1)} s (${LARGE_JOB_COUNT} in total).`
        : `The database already has ${LARGE_JOB_COUNT} jobs or more.`,
    );
  }
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  await db.close();
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
