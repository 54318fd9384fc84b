// The production server: config, database, migrations, demo seed when empty, then one port for
// the API, the shell and the remotes. `node api/dist/main.js` (npm start builds first).
import { buildApp } from './app';
import { describeDatabase, exitWith, openMigratedDatabase } from './cli/run';
import { createReadDb } from './db/create-db';
import type { Db } from './db/db';
import { startJobExpiryScheduler } from './modules/jobs/company-jobs';
import { startJobAlertsScheduler } from './modules/jobs/job-alerts';
import { startConfirmationReminderScheduler } from './modules/jobs/job-freshness';
import { startApplicationReminderScheduler } from './modules/jobs/response-records';
import { startExpiredRecordsScheduler } from './scheduling/expired-records';
import { startOutboxPruneScheduler } from './modules/operations/mail';
import type { IntervalTask } from './scheduling/interval-task';
import { DEMO_PASSWORD, demoAccounts } from './seed/demo';
import { seedIfEmpty } from './seed/seed';
import { gracefulShutdown } from './shutdown';
import { createFileStore } from './storage/create-file-store';

async function demoHosts(db: Db) {
  const careers = await db.maybeOne<{ name: string; careers_domain: string }>(
    `SELECT name, careers_domain FROM companies WHERE careers_domain IS NOT NULL ORDER BY key LIMIT 1`,
  );
  const feed = await db.maybeOne<{ name: string; domain: string }>(`SELECT name, domain FROM white_label_feeds ORDER BY key LIMIT 1`);
  const demo = await db.maybeOne<{ n: number }>(`SELECT count(*) AS n FROM users WHERE email = $1`, [demoAccounts[0]?.email]);
  return { careers, feed, hasDemoAccounts: Number(demo?.n ?? 0) > 0 };
}

async function run() {
  const { config, db } = await openMigratedDatabase();
  const files = createFileStore(config);
  if (config.seed === 'auto') {
    const summary = await seedIfEmpty(db, { files, ...(config.seedDate ? { now: config.seedDate } : {}) });
    if (summary) {
      console.log(
        `Seeded demo data in ${(summary.tookMs / 1000).toFixed(1)} s (${summary.counts.companies} startups, ${summary.counts.jobs} jobs, ${summary.counts.investors} investors).`,
      );
    }
  }

  // The read replica, when configured: opened after the migrations (it cannot take writes).
  const readDb = await createReadDb(config).catch((error: unknown) =>
    exitWith(`Cannot open the read replica in DATABASE_READ_URL: ${(error as Error).message}`),
  );
  const app = await buildApp({ config, db, readDb: readDb ?? db, files });
  // The scheduled tasks (digests, reminders); stopped while the server drains on SIGTERM.
  const tasks: IntervalTask[] = [];
  const shutdown = gracefulShutdown({
    app,
    tasks,
    closers: [async () => readDb?.close(), () => db.close()],
    exit: (code) => process.exit(code),
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const port = app.server.address() && typeof app.server.address() === 'object' ? (app.server.address() as { port: number }).port : config.port;
  // Scheduled work runs once per period across all instances (scheduled_runs, migration 0033).
  // The hourly job expiry sweep always runs (it did as a timer of the company-jobs routes).
  tasks.push(startJobExpiryScheduler({ db, log: app.log }));
  // Ended rate-limit windows and expired Idempotency-Key records, off the request path.
  tasks.push(startExpiredRecordsScheduler({ db, log: app.log }));
  // Old outbox mails, and sooner those whose secret links have expired (docs/security.md).
  tasks.push(startOutboxPruneScheduler({ db, log: app.log, retentionDays: config.outboxRetentionDays }));
  // The job digests: only the server runs them (tests call runJobAlerts themselves).
  if (config.digestIntervalMs > 0) {
    const deps = { db, mailer: app.mailer, origin: config.publicUrl ?? `http://localhost:${port}`, log: app.log, intervalMs: config.digestIntervalMs };
    tasks.push(
      startJobAlertsScheduler(deps),
      // The reminders to confirm jobs open (docs/fresh-jobs.md) run on the same interval.
      startConfirmationReminderScheduler(deps),
      // Applications waiting in Applied and stale response records, on the same interval.
      startApplicationReminderScheduler(deps),
    );
  }
  const { careers, feed, hasDemoAccounts } = await demoHosts(db);
  const lines = [
    '',
    `Nordhub is running on ${describeDatabase(config)}`,
    `  Files:              ${config.s3 ? `S3 bucket ${config.s3.bucket}${config.s3.endpoint ? ` at ${new URL(config.s3.endpoint).host}` : ` in ${config.s3.region}`}` : config.uploadsDir}`,
    `  Main site:          http://localhost:${port}`,
    `  API docs:           http://localhost:${port}/api/docs`,
    ...(careers ? [`  Careers site:       http://${careers.careers_domain}:${port}  (startup: ${careers.name})`] : []),
    ...(feed ? [`  White-label feed:   http://${feed.domain}:${port}  (feed: ${feed.name})`] : []),
    ...(hasDemoAccounts
      ? [`  Demo accounts (password ${DEMO_PASSWORD}):`, ...demoAccounts.map((account) => `    ${account.email.padEnd(24)} ${account.description}`)]
      : []),
    '',
  ];
  console.log(lines.join('\n'));
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
