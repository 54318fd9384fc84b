import { pipelineStageLabels, pipelineStageSchema, type ResendApplicantsResponse } from '@nordhub/contracts';
import { absoluteUrl, fillRoutePattern, formatDate, fullName } from '@nordhub/domain';
import type { Db } from '../../../db/db';
import type { Mailer } from '../../operations/mail';
import { applicantsMail } from '../../operations/mail';

/** The client portal's applicants page of a startup (mfe-client-portal's `startupApplicants`). */
const STARTUP_APPLICANTS_PATH = '/client/startups/:company/applicants';

/** More than this is still one mail; the portal has the full list. */
export const MAX_MAILED_APPLICANTS = 500;

export interface JobOwnerRow {
  id: string;
  title: string;
  company_key: string;
  company_name: string;
  [column: string]: unknown;
}

/** A job in any status with its company's key and name (for the manager check); null when none. */
export function jobOwner(db: Db, id: string): Promise<JobOwnerRow | null> {
  return db.maybeOne<JobOwnerRow>(
    `SELECT j.id, j.title, c.key AS company_key, c.name AS company_name
       FROM jobs j JOIN companies c ON c.id = j.company_id
      WHERE j.id = $1`,
    [id],
  );
}

interface ApplicantRow {
  first_name: string;
  last_name: string;
  email: string;
  stage: string;
  created_at: Date;
  [column: string]: unknown;
}

function jobApplicants(db: Db, jobId: string): Promise<ApplicantRow[]> {
  return db.query<ApplicantRow>(
    `SELECT u.first_name, u.last_name, u.email, a.stage, a.created_at
       FROM applications a
       JOIN applicant_profiles p ON p.id = a.applicant_id
       JOIN users u ON u.id = p.user_id
      WHERE a.job_id = $1
      ORDER BY a.created_at DESC, a.id
      LIMIT $2`,
    [jobId, MAX_MAILED_APPLICANTS],
  );
}

const stageLabel = (stage: string) => {
  const parsed = pipelineStageSchema.safeParse(stage);
  return parsed.success ? pipelineStageLabels[parsed.data] : stage;
};

/**
 * Writes one mail listing the job's applicants (name, e-mail, applied date, stage) to the
 * requesting user's own address; the caller has checked that they manage the job's company. No
 * applicants: no mail, `sent: 0`.
 */
export async function resendApplicants(db: Db, mailer: Mailer, job: JobOwnerRow, userId: string, origin: string): Promise<ResendApplicantsResponse> {
  return db.transaction(async (tx) => {
    const applicants = await jobApplicants(tx, job.id);
    if (applicants.length === 0) return { sent: 0 };
    const recipient = await tx.one<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
    await mailer.enqueue(
      tx,
      applicantsMail({
        to: recipient.email,
        jobTitle: job.title,
        companyName: job.company_name,
        applicants: applicants.map((row) => ({
          name: fullName({ first: row.first_name, last: row.last_name }) || row.email,
          email: row.email,
          appliedOn: formatDate(row.created_at),
          stage: stageLabel(row.stage),
        })),
        applicantsUrl: absoluteUrl(origin, fillRoutePattern(STARTUP_APPLICANTS_PATH, { company: job.company_key })),
      }),
    );
    return { sent: applicants.length };
  });
}
