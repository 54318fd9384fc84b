import { APPLIED_REMINDER_DAYS, APPLIED_REMINDER_MAX_DAYS, DAY_MS, fullName } from '@nordhub/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/db';
import { startIntervalTask, type IntervalTask } from '../../../scheduling/interval-task';
import type { Mailer } from '../../operations/mail';
import { waitingApplicationsMail } from './reminder-mail';
import { claimWaitingApplications, managerEmails, staleRecordCompanies, type WaitingRow } from './queries';
import { refreshResponseRecords } from './service';

export interface ApplicationReminderDeps {
  db: Db;
  mailer: Mailer;
  /** The site's origin for links in the mails (PUBLIC_URL, else http://localhost:PORT). */
  origin: string;
  log: FastifyBaseLogger;
  /** Applications claimed per run (the rest wait for the next run, oldest first). */
  batchSize?: number;
}

/** Records older than this are recomputed by the scheduler (time alone changes a record). */
const RECORD_MAX_AGE_MINUTES = 60;

export interface ApplicationReminderSummary {
  /** Applications reminded about in this run. */
  reminded: number;
  /** Mails queued (one per manager of each startup with waiting applications). */
  mails: number;
  /** Response records recomputed. */
  refreshed: number;
}

/**
 * One run: every application left in Applied for APPLIED_REMINDER_DAYS (and not more than
 * APPLIED_REMINDER_MAX_DAYS) gets into one mail per startup manager, once: the claim (the
 * application's applied_reminder_sent_at) and the mails commit together. Then the response records
 * older than RECORD_MAX_AGE_MINUTES, or missing, are recomputed.
 */
export async function runApplicationReminders(deps: ApplicationReminderDeps, now = new Date()): Promise<ApplicationReminderSummary> {
  const { db, mailer, origin } = deps;
  const summary = await db.transaction(async (tx) => {
    const waiting = await claimWaitingApplications(tx, APPLIED_REMINDER_DAYS, APPLIED_REMINDER_MAX_DAYS, deps.batchSize ?? 500);
    const byCompany = new Map<string, WaitingRow[]>();
    for (const row of waiting) byCompany.set(row.company_id, [...(byCompany.get(row.company_id) ?? []), row]);
    let mails = 0;
    for (const [companyId, rows] of byCompany) {
      const first = rows[0]!;
      for (const to of await managerEmails(tx, companyId)) {
        await mailer.enqueue(
          tx,
          waitingApplicationsMail({
            to,
            companyName: first.company_name,
            companyKey: first.company_key,
            origin,
            applications: rows.map((row) => ({
              applicantName: fullName({ first: row.first_name, last: row.last_name }) || row.email,
              jobTitle: row.job_title,
              days: Math.floor((now.getTime() - row.created_at.getTime()) / DAY_MS),
            })),
          }),
        );
        mails += 1;
      }
    }
    return { reminded: waiting.length, mails };
  });
  const stale = await staleRecordCompanies(db, RECORD_MAX_AGE_MINUTES, deps.batchSize ?? 500);
  await refreshResponseRecords(db, stale, now);
  if (summary.mails > 0) await mailer.deliver();
  return { ...summary, refreshed: stale.length };
}

/**
 * Runs the reminders once per `intervalMs` period across all instances, like the job digest
 * scheduler; the claim (with the mails in one transaction) keeps a run started again from
 * doubling a mail.
 */
export function startApplicationReminderScheduler(deps: ApplicationReminderDeps & { intervalMs: number }): IntervalTask {
  return startIntervalTask({
    task: 'application-reminders',
    db: deps.db,
    intervalMs: deps.intervalMs,
    log: deps.log,
    run: (now) => runApplicationReminders(deps, now),
    shouldLog: (summary) => summary.reminded > 0,
    doneMessage: 'application reminders run',
    failedMessage: 'the application reminder run failed',
  });
}
