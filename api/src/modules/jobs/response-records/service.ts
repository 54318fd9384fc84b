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
 * search's "Startups that answer" reads). Called in the transaction of an application or a move,
 * and by the scheduler for records older than an hour.
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
