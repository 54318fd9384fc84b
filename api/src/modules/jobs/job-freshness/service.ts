import type { DuplicateJob, JobConfirmation, JobInputParsed } from '@nordhub/contracts';
import { DAY_MS, effectiveJobStatus, isSameJobPosting, jobLinks, type JobLifecycleStatus } from '@nordhub/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/db';
import { conflict } from '../../../http-errors';
import { startIntervalTask, type IntervalTask } from '../../../scheduling/interval-task';
import { notifySlack } from '../../integrations/slack';
import type { Mailer } from '../../operations/mail';
import { confirmationReminderMail } from './mail';
import { claimReminder, freshnessJob, jobsDueReminder, managerEmails, openJobsOfCompany, storeConfirmation } from './queries';
import { confirmationToken } from './token';


/**
 * Confirms job `id` open at `now` (the caller checked who may). Only a job that is open now
 * (effective status ACTIVE) can be confirmed: 409 naming the status otherwise. Null: no such job.
 */
export async function confirmJobOpen(db: Db, id: string, now = new Date()): Promise<JobConfirmation | null> {
  return db.transaction(async (tx) => {
    const job = await freshnessJob(tx, id, { lock: true });
    if (!job) return null;
    const status = effectiveJobStatus({ status: job.status as JobLifecycleStatus, expirationDate: job.expiration_date }, now);
    if (status !== 'ACTIVE' || job.approved_at === null) {
      throw conflict(`Only an open job can be confirmed: this job is ${status}`);
    }
    const confirmedAt = await storeConfirmation(tx, job.id, now);
    return { id: job.id, title: job.title, status, confirmedOpenAt: confirmedAt.toISOString() };
  });
}

export interface ReminderDeps {
  db: Db;
  mailer: Mailer;
  /** The site's origin for links in the mails (PUBLIC_URL, else http://localhost:PORT). */
  origin: string;
  log: FastifyBaseLogger;
  /** Jobs looked at per run (the rest wait for the next run, oldest confirmation first). */
  batchSize?: number;
}

export interface ReminderRunSummary {
  checked: number;
  sent: number;
  failed: number;
}

/** The link of a reminder: /jobs/{id}/confirm-open?token=..., the public confirmation page. */
function confirmationUrl(origin: string, jobId: string, token: string): string {
  return `${origin}/jobs/${encodeURIComponent(jobId)}/confirm-open?token=${encodeURIComponent(token)}`;
}

/**
 * One reminder run at `now`: every live job due a reminder (14 days after the later of its last
 * confirmation and its last reminder) gets one mail per manager of its startup. Per job, one
 * transaction claims the period (a conditional UPDATE of confirmation_reminded_at) and writes the
 * mails to the outbox, so two runs or instances never send a period's reminder twice, and a crash
 * before the commit leaves the job due for the next run.
 */
export async function runConfirmationReminders(deps: ReminderDeps, now = new Date()): Promise<ReminderRunSummary> {
  const due = await jobsDueReminder(deps.db, now, deps.batchSize ?? 500);
  const summary: ReminderRunSummary = { checked: due.length, sent: 0, failed: 0 };
  for (const id of due) {
    try {
      // Signed before the transaction: the key may be read (or created) outside it.
      const token = await confirmationToken(deps.db, id, now);
      const sent = await deps.db.transaction(async (tx) => {
        const job = await claimReminder(tx, id, now);
        if (!job) return false;
        const managers = await managerEmails(tx, job.company_id);
        const links = jobLinks(job.company_key, job.id);
        const daysSinceConfirmed = Math.floor((now.getTime() - job.confirmed_at.getTime()) / DAY_MS);
        // The channel gets the job's portal page, not the mail's signed confirmation link.
        await notifySlack(tx, job.company_id, 'job-confirmation-due', `Is ${job.title} still open? It was last confirmed ${daysSinceConfirmed} days ago: ${deps.origin}${links.admin}`);
        for (const manager of managers) {
          await deps.mailer.enqueue(
            tx,
            confirmationReminderMail({
              to: manager.email,
              firstName: manager.first_name,
              jobTitle: job.title,
              companyName: job.company_name,
              daysSinceConfirmed,
              confirmUrl: confirmationUrl(deps.origin, job.id, token),
              portalUrl: `${deps.origin}${links.admin}`,
            }),
          );
        }
        return managers.length > 0;
      });
      if (sent) summary.sent += 1;
    } catch (error) {
      summary.failed += 1;
      deps.log.error({ err: error, jobId: id }, 'sending a job confirmation reminder failed');
    }
  }
  if (summary.sent > 0) await deps.mailer.deliver();
  return summary;
}

/**
 * Runs the reminders once per `intervalMs` period across all instances (startIntervalTask; main.ts
 * uses DIGEST_INTERVAL_MS). The per-job claim keeps a run started again from doubling a reminder.
 */
export function startConfirmationReminderScheduler(deps: ReminderDeps & { intervalMs: number }): IntervalTask {
  return startIntervalTask({
    task: 'job-confirmation-reminders',
    db: deps.db,
    intervalMs: deps.intervalMs,
    log: deps.log,
    run: (now) => runConfirmationReminders(deps, now),
    shouldLog: (summary) => summary.sent > 0 || summary.failed > 0,
    doneMessage: 'job confirmation reminders run',
    failedMessage: 'the job confirmation reminder run failed',
  });
}

/** Where a job is, as the duplicate question names it. */
function placeOf(row: { locality: string | null; country: string | null; is_remote: boolean }): string {
  const place = [row.locality, row.country].filter((part) => part && part.trim() !== '').join(', ');
  if (row.is_remote) return place ? `${place} (remote)` : 'Remote';
  return place || 'no given place';
}

/**
 * The duplicate guard of POST /companies/{key}/jobs: the startup's open job with the same title
 * and place as `input` (domain's isSameJobPosting), or null.
 */
export async function duplicateOpenJob(db: Db, companyId: string, companyKey: string, input: JobInputParsed): Promise<DuplicateJob | null> {
  const posted = { title: input.title, location: { locality: input.location.locality ?? null, countryCode: input.location.countryCode ?? null } };
  const rows = await openJobsOfCompany(db, companyId);
  const same = rows.find((row) => isSameJobPosting(posted, { title: row.title, location: { locality: row.locality, countryCode: row.country_code } }));
  if (!same) return null;
  const links = jobLinks(companyKey, same.id);
  return { id: same.id, title: same.title, location: placeOf(same), link: links.admin, publicLink: links.public };
}
