// `node api/dist/migrate.js`: applies pending migrations and exits.
import { describeDatabase, openMigratedDatabase } from './run';

async function run() {
  const { config, db } = await openMigratedDatabase();
  console.log(`Database is up to date: ${describeDatabase(config)}`);
  await db.close();
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
