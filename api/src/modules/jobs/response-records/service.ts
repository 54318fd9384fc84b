import type { CompanyResponseRecord } from '@nordhub/contracts';
import { responseRecord, type ResponseRecord } from '@nordhub/domain';
import type { Db } from '../../../db/db';
import { applicationAnswers, storeRecords } from './queries';

/** The records of `companyIds` at `now`, computed by libs/domain responseRecord. */
async function computeRecords(db: Db, companyIds: readonly string[], now: Date): Promise<Map<string, ResponseRecord>> {
  const rows = await applicationAnswers(db, companyIds);
  const byCompany = new Map<string, { appliedAt: Date; answeredAt: Date | null }[]>(companyIds.map((id) => [id, []]));
  for (const row of rows) byCompany.get(row.company_id)?.push({ appliedAt: row.created_at, answeredAt: row.answered_at });
  return new Map([...byCompany].map(([id, answers]) => [id, responseRecord(answers, now)]));
}

/**
 * Recomputes and stores the records of `companyIds` (company_response_records, which the job
 * search's "Startups that answer" reads). Called after an application or a move is committed
 * (through refreshResponseRecordSoon), and by the scheduler for records older than an hour.
 */
export async function refreshResponseRecords(db: Db, companyIds: readonly string[], now = new Date()): Promise<void> {
  const records = await computeRecords(db, [...new Set(companyIds)], now);
  await storeRecords(
    db,
    [...records].map(([companyId, record]) => ({
      company_id: companyId,
      applications: record.applications,
      answered_within_window: record.answeredWithinWindow,
      median_days_to_answer: record.medianDaysToAnswer,
      responsive: record.responsive,
    })),
  );
}

/** Startups whose records wait for the next refresh on a database, and the refresh running there. */
const refreshes = new WeakMap<Db, { running: Promise<void> | null; next: { companyIds: Set<string>; done: Promise<void> } | null }>();

/**
 * refreshResponseRecords for one startup after a committed write, shared with the writes that
 * come while it waits for its turn: concurrent applications and moves (to any startups) refresh
 * their records in one pair of statements, one refresh at a time. Resolves once the startup's
 * record includes the caller's write; rejects when that refresh fails.
 */
export function refreshResponseRecordSoon(db: Db, companyId: string): Promise<void> {
  let state = refreshes.get(db);
  if (!state) {
    state = { running: null, next: null };
    refreshes.set(db, state);
  }
  const waiting = state.next;
  if (waiting) {
    waiting.companyIds.add(companyId);
    return waiting.done;
  }
  const companyIds = new Set([companyId]);
  const current = state;
  const done = (current.running ?? Promise.resolve())
    .catch(() => undefined)
    // A turn of the event loop, so the writes finishing beside this one join it.
    .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
    .then(() => {
      current.next = null;
      const run = refreshResponseRecords(db, [...companyIds]);
      current.running = run;
      const settle = () => {
        if (current.running === run) current.running = null;
      };
      run.then(settle, settle);
      return run;
    });
  current.next = { companyIds, done };
  return done;
}

/** The public form: the median and share only once there are enough applications. */
function toCompanyResponseRecord(record: ResponseRecord, now: Date): CompanyResponseRecord {
  return {
    applications: record.applications,
    enough: record.enough,
    medianDaysToAnswer: record.enough ? record.medianDaysToAnswer : null,
    shareAnsweredWithinWindow: record.enough ? record.shareAnsweredWithinWindow : null,
    responsive: record.responsive,
    computedAt: now.toISOString(),
  };
}

/** GET /companies/{key}/response-record: computed at the time of asking (one startup's applications). */
export async function companyResponseRecord(db: Db, companyId: string, now = new Date()): Promise<CompanyResponseRecord> {
  const record = (await computeRecords(db, [companyId], now)).get(companyId);
  if (!record) throw new Error(`No record computed for company ${companyId}`);
  return toCompanyResponseRecord(record, now);
}
