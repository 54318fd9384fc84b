import { jobSearchQuerySchema, type DigestFilters } from '@nordhub/contracts';
import {
  digestJobsSince,
  digestPeriod,
  jobSearchToParams,
  locationShortName,
  marksEmptyPeriod,
  selectDigestJobs,
  type JobOrderTerm,
} from '@nordhub/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/db';
import { startIntervalTask, type IntervalTask, type ScheduledTaskOptions } from '../../../scheduling/interval-task';
import { jobRows, searchListings, type JobRow } from '../listings';
import { toJobFilters } from '../jobs';
import type { Mailer } from '../../operations/mail';
import { digestJobPlace, digestMail, mailLanguage, type MailLanguage } from '../../operations/mail';
import { claimDigestPeriod, dueDigests, recordSentJobs, sentJobIds, touchDigestChecked, type DigestRow } from './queries';
import { digestSettingsUrl, digestUnsubscribeUrl, storedDigestFilters, storedFrequency, storedLanguage } from './service';

export interface JobAlertsSchedulerDeps {
  db: Db;
  mailer: Mailer;
  /** The site's origin for links in the mails (PUBLIC_URL, else http://localhost:PORT). */
  origin: string;
  log: FastifyBaseLogger;
  /** Subscriptions looked at per run (the rest wait for the next run, oldest check first). */
  batchSize?: number;
}

/** The newest matching jobs looked at per subscription; a digest shows at most DIGEST_MAX_JOBS. */
const CANDIDATES_PER_DIGEST = 100;
const NEWEST_FIRST: JobOrderTerm[] = [
  { key: 'createdAt', direction: 'desc' },
  { key: 'id', direction: 'asc' },
];

/** The public search (GET /v2/jobs) a subscription follows, as URL params of /jobs. */
function searchParamsOf(filters: DigestFilters) {
  return jobSearchToParams({
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.countryCode ? { country: filters.countryCode } : {}),
    ...(filters.categories?.length === 1 ? { category: filters.categories[0] } : {}),
    ...(filters.positionTypes?.length === 1 ? { positionType: filters.positionTypes[0] } : {}),
  });
}

/**
 * Public jobs matching the subscription's filters that went live (created or approved) after
 * `since`, newest first. The filters go through the public search's own toJobFilters and
 * searchListings, so a digest lists what /jobs would list; several position types (which the
 * listing filter takes one at a time) are checked on the loaded rows.
 */
async function digestCandidates(db: Db, filters: DigestFilters, since: Date): Promise<JobRow[]> {
  const query = jobSearchQuerySchema.parse(Object.fromEntries(searchParamsOf({ search: filters.search, countryCode: filters.countryCode })));
  const positionTypes = filters.positionTypes ?? [];
  const sqlFilters = {
    ...toJobFilters(query),
    ...(filters.categories?.length ? { categories: filters.categories } : {}),
    ...(positionTypes.length === 1 ? { positionType: positionTypes[0] } : {}),
    liveAfter: since,
  };
  const page = await searchListings(db, sqlFilters, NEWEST_FIRST, { limit: CANDIDATES_PER_DIGEST, offset: 0 });
  const rows = await jobRows(db, page.ids, null);
  return positionTypes.length > 1 ? rows.filter((row) => (positionTypes as readonly string[]).includes(row.position_type)) : rows;
}

const liveAt = (row: JobRow) => new Date(Math.max(row.created_at.getTime(), row.approved_at?.getTime() ?? 0));

function placeOf(row: JobRow, language: MailLanguage): string {
  const place = [locationShortName(row), row.country].filter((part) => part && part.trim() !== '').join(', ');
  return digestJobPlace(place, row.is_remote, language);
}

export type JobAlertOutcome = 'sent' | 'empty-marked' | 'empty-open' | 'taken';

/**
 * Handles one due subscription at `now`. The mail and the claim of the period commit in one
 * transaction, with the sent jobs: a crash before the commit leaves the subscription due (the
 * next run does it), after it the mail is in the outbox. The claim only succeeds while the period
 * is not claimed, so two runs (or two instances) never send two digests for one period.
 */
export async function processJobAlert(deps: JobAlertsSchedulerDeps, row: DigestRow, now: Date): Promise<JobAlertOutcome> {
  const { db, mailer, origin } = deps;
  const frequency = storedFrequency(row.frequency);
  const period = digestPeriod(frequency, now);
  const filters = storedDigestFilters(row.filters);
  const since = digestJobsSince({ jobsSince: row.jobs_since, lastSentAt: row.last_sent_at });
  const candidates = await digestCandidates(db, filters, since);
  const alreadySent = await sentJobIds(db, row.id, candidates.map((job) => job.id));
  const jobs = selectDigestJobs(candidates.map((job) => ({ ...job, liveAt: liveAt(job) })), alreadySent, since);

  if (jobs.length === 0) {
    if (!marksEmptyPeriod(frequency, row.jobs_since, now)) {
      await touchDigestChecked(db, row.id);
      return 'empty-open';
    }
    return (await claimDigestPeriod(db, row.id, frequency, period)) ? 'empty-marked' : 'taken';
  }

  const language = await mailLanguage(storedLanguage(row.language));
  return db.transaction(async (tx) => {
    const claimed = await claimDigestPeriod(tx, row.id, frequency, period);
    if (!claimed) return 'taken';
    // Only jobs recorded now go in: a job some other run recorded is never sent again.
    const fresh = await recordSentJobs(tx, row.id, period, jobs.map((job) => job.id));
    const mailJobs = jobs.filter((job) => fresh.has(job.id));
    if (mailJobs.length === 0) return 'empty-marked';
    await mailer.enqueue(
      tx,
      digestMail(
        {
        to: claimed.email,
        frequency,
        jobs: mailJobs.map((job) => ({
          title: job.title,
          companyName: job.company_name,
          place: placeOf(job, language),
          url: `${origin}/jobs/${encodeURIComponent(job.id)}`,
        })),
        searchUrl: `${origin}/jobs${searchParamsOf(filters).size ? `?${searchParamsOf(filters).toString()}` : ''}`,
        settingsUrl: digestSettingsUrl(origin, claimed.settings_key),
        unsubscribeUrl: digestUnsubscribeUrl(origin, claimed.settings_key),
        },
        language,
      ),
    );
    return 'sent';
  });
}

export interface JobAlertsRunSummary {
  checked: number;
  sent: number;
  failed: number;
}

/** One scheduler run: every due subscription (up to the batch size), each on its own. */
export async function runJobAlerts(deps: JobAlertsSchedulerDeps, now = new Date()): Promise<JobAlertsRunSummary> {
  const due = await dueDigests(deps.db, { daily: digestPeriod('daily', now), weekly: digestPeriod('onceweek', now) }, deps.batchSize ?? 500);
  const summary: JobAlertsRunSummary = { checked: due.length, sent: 0, failed: 0 };
  for (const row of due) {
    try {
      if ((await processJobAlert(deps, row, now)) === 'sent') summary.sent += 1;
    } catch (error) {
      // One broken subscription must not stop the others; it stays due and is retried next run.
      summary.failed += 1;
      deps.log.error({ err: error, subscriptionId: row.id }, 'sending a job digest failed');
    }
  }
  if (summary.sent > 0) await deps.mailer.deliver();
  return summary;
}

/** The digests' name in scheduled_runs (and in the run log lines). */
export const JOB_ALERTS_TASK = 'job-digests';

/** The digests as a scheduled task (startIntervalTask / scheduledTask options). */
export function jobAlertsSchedule(deps: JobAlertsSchedulerDeps & { intervalMs: number }): ScheduledTaskOptions<JobAlertsRunSummary> {
  return {
    task: JOB_ALERTS_TASK,
    db: deps.db,
    intervalMs: deps.intervalMs,
    log: deps.log,
    run: (now) => runJobAlerts(deps, now),
    shouldLog: (summary) => summary.sent > 0 || summary.failed > 0,
    doneMessage: 'job digests run',
    failedMessage: 'the job digest run failed',
  };
}

/**
 * Runs the digests once per `intervalMs` period across all instances (startIntervalTask: the first
 * run right away). A run taken over from an instance that died starts again; the per-subscription
 * claim keeps it from doubling a digest.
 */
export function startJobAlertsScheduler(deps: JobAlertsSchedulerDeps & { intervalMs: number }): IntervalTask {
  return startIntervalTask(jobAlertsSchedule(deps));
}
