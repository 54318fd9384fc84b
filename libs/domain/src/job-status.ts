import { toDate, type DateInput } from './dates';

export interface JobStatusLike {
  status: string;
  approvedAt?: DateInput | null;
  boostingExpiresAt?: DateInput | null;
  expirationDate?: DateInput | null;
}

/** A job is approved once approvedAt is set. */
export function isApproved(job: Pick<JobStatusLike, 'approvedAt'>): boolean {
  return job.approvedAt !== null && job.approvedAt !== undefined && job.approvedAt !== '';
}

/** Boosted while boostingExpiresAt lies in the future. */
export function isBoosted(job: Pick<JobStatusLike, 'boostingExpiresAt'>, now: Date): boolean {
  if (job.boostingExpiresAt === null || job.boostingExpiresAt === undefined || job.boostingExpiresAt === '') return false;
  return toDate(job.boostingExpiresAt).getTime() > now.getTime();
}

/** Past its expiration date (a job without one never expires by date). */
export function isExpired(job: Pick<JobStatusLike, 'expirationDate'>, now: Date): boolean {
  if (job.expirationDate === null || job.expirationDate === undefined || job.expirationDate === '') return false;
  return toDate(job.expirationDate).getTime() <= now.getTime();
}

/** Shown to the public: ACTIVE, approved and not past its expiration date. */
export function isPublic(job: JobStatusLike, now: Date): boolean {
  return job.status === 'ACTIVE' && isApproved(job) && !isExpired(job, now);
}

/** Paths of a job's pages; admin pages live under the company's client path. */
export function jobLinks(companyKey: string, jobId: string, cancelUrl?: string) {
  const admin = `/client/startups/${encodeURIComponent(companyKey)}/jobs/${encodeURIComponent(jobId)}`;
  const checkout = `/api/jobs/${encodeURIComponent(jobId)}/checkout`;
  return {
    public: `/jobs/${encodeURIComponent(jobId)}`,
    admin,
    edit: `${admin}/edit`,
    monetise: `${admin}/monetise`,
    boost: `${admin}/boost`,
    checkout: cancelUrl === undefined ? checkout : `${checkout}?cancel_url=${encodeURIComponent(cancelUrl)}`,
  };
}
