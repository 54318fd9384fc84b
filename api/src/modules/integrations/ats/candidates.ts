import type { AtsSyncStatus } from '@nordhub/contracts';
import type { Db } from '../../../db/db';
import { storedKey } from '../../../storage/file-store';
import type { FileStore } from '../../../storage/file-store';
import { DeliveryError, enqueueDelivery, type DeliveryHandler } from '../deliveries';
import type { OAuthClient } from '../linkedin';
import { atsAccessToken } from './ats';
import { findCandidate, isConnected } from './queries';

/** What the applicant-tracking service receives for a new application (POST to its candidates endpoint, JSON). */
export interface CandidatePayload {
  job: { id: string; title: string };
  candidate: { firstName: string | null; lastName: string | null; email: string; phone: string | null; message: string };
  /** The CV as sent with the application, base64; null without one. */
  cv: { name: string; contentType: string; contentBase64: string } | null;
  source: 'Nordhub';
  applicationId: string;
}

/** Queues the new application for the startup's applicant-tracking service when one is connected (in the caller's transaction). */
export async function queueAtsCandidate(db: Db, companyId: string, applicationId: string): Promise<boolean> {
  if (!(await isConnected(db, companyId))) return false;
  await enqueueAtsCandidate(db, companyId, applicationId);
  return true;
}

/** Queues the application for a company already known to be connected (atsConnectedSql in the caller's read). */
export async function enqueueAtsCandidate(db: Db, companyId: string, applicationId: string): Promise<void> {
  await enqueueDelivery(db, { kind: 'ats-candidate', companyId, applicationId, payload: {} });
}

async function candidatePayload(db: Db, files: FileStore, applicationId: string): Promise<CandidatePayload | null> {
  const row = await findCandidate(db, applicationId);
  if (!row) return null;
  let cv: CandidatePayload['cv'] = null;
  const key = row.cv_file ? storedKey(row.cv_file.path) : null;
  if (row.cv_file && key) {
    const bytes = await files.getBuffer(key);
    if (!bytes) throw new DeliveryError('The CV file is missing from the file store');
    cv = { name: row.cv_file.name ?? key.split('/').pop() ?? 'cv', contentType: row.cv_file.contentType ?? 'application/octet-stream', contentBase64: bytes.toString('base64') };
  }
  return {
    job: { id: row.job_id, title: row.job_title },
    candidate: { firstName: row.first_name, lastName: row.last_name, email: row.email, phone: row.phone, message: row.message },
    cv,
    source: 'Nordhub',
    applicationId: row.id,
  };
}

/**
 * Sends a queued application to the applicant-tracking service as a candidate, with the
 * startup's stored token; a 2xx answer is synced, anything else is retried by the worker.
 */
export function atsCandidateHandler(deps: { db: Db; files: FileStore; tokenKey: string | undefined; client: OAuthClient; candidatesUrl: string }): DeliveryHandler {
  return async (delivery) => {
    if (!delivery.applicationId) return null;
    const token = await atsAccessToken(deps.db, deps.tokenKey, delivery.companyId);
    if (!token) throw new DeliveryError('The applicant-tracking service is not connected');
    const payload = await candidatePayload(deps.db, deps.files, delivery.applicationId);
    if (!payload) return null;
    let response: Response;
    try {
      response = await deps.client.protectedRequest(token, deps.candidatesUrl, 'POST', JSON.stringify(payload), { 'content-type': 'application/json' });
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      throw new DeliveryError(`The applicant-tracking service refused the candidate: ${(error as Error).message}`, typeof status === 'number' ? status : null);
    }
    if (!response.ok) throw new DeliveryError(`The applicant-tracking service answered ${response.status}: ${(await response.text()).slice(0, 200)}`, response.status);
    return response.status;
  };
}

/** The sync status of an application's candidate delivery (the board's badge). */
export function atsSyncOf(row: { ats_delivered_at: Date | null; ats_failed_at: Date | null; ats_attempts: number | null; ats_last_error: string | null }): { status: AtsSyncStatus; attempts: number; lastError: string | null } | null {
  if (row.ats_attempts === null) return null;
  const status: AtsSyncStatus = row.ats_delivered_at ? 'synced' : row.ats_failed_at ? 'failed' : row.ats_attempts > 0 ? 'retrying' : 'pending';
  return { status, attempts: row.ats_attempts, lastError: status === 'synced' ? null : row.ats_last_error };
}
