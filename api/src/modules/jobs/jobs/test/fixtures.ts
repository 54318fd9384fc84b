import type { JobInput } from '@nordhub/contracts';
import type { App } from '../../../../app-type';
import type { Db } from '../../../../db/db';
import { buildTestApp } from '../../../../test/test-app';

const DAY = 86_400_000;

/** A moment `days` from now (negative: in the past). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

/** A valid job form as a startup sends it (POST /companies/{key}/jobs): a full-time backend job in Bergen, open 30 days. */
export const jobInput = (overrides: Partial<JobInput> = {}): JobInput => ({
  title: 'Quantum Kelp Engineer',
  description: 'Grow our kelp models.',
  category: 'backend',
  positionType: 'full-time',
  location: { locality: 'Bergen', countryCode: 'NO' },
  isRemote: false,
  expirationDate: daysFromNow(30).toISOString(),
  salary: { type: 'competitive' },
  receiveApplicants: 'platform',
  ...overrides,
});

/** The test app (app.ts registers the jobs routes under /api). */
export async function buildJobsTestApp(db: Db, env: Record<string, string> = {}): Promise<App> {
  const app = await buildTestApp(db, env);
  await app.ready();
  return app;
}

export interface TestJob {
  companyId: string;
  title: string;
  description?: string;
  status?: string;
  category?: string;
  positionType?: string;
  locality?: string | null;
  address?: string | null;
  country?: string | null;
  countryCode?: string | null;
  isRemote?: boolean;
  salaryType?: string;
  salaryMin?: number | null;
  salaryMax?: number | null;
  salaryCurrency?: string | null;
  salaryPeriod?: string | null;
  benefits?: unknown[];
  createdAt?: Date;
  /** Default: an hour after creation; null for an unapproved job. */
  approvedAt?: Date | null;
  /** Default: 30 days from now. */
  expirationDate?: Date | null;
  boostingExpiresAt?: Date | null;
  /** When the startup last confirmed it open; default: now (the column's default). */
  confirmedAt?: Date;
  views?: number;
}

/** Pay stated as Denmark, Sweden and Finland require it in the ad (a job that may go live there). */
export const statedPay = { salaryType: 'range', salaryMin: 40_000, salaryMax: 50_000, salaryCurrency: 'DKK', salaryPeriod: 'monthly' } as const;

/** Inserts a job as the job form would have stored it (ACTIVE and approved unless told); returns its id. */
export async function insertJob(db: Db, job: TestJob): Promise<string> {
  const createdAt = job.createdAt ?? daysFromNow(-1);
  const row = await db.one<{ id: string }>(
    `INSERT INTO jobs (company_id, title, description, status, category, position_type, locality, address, country, country_code,
                       is_remote, salary_type, salary_min, salary_max, salary_currency, benefits, created_at, approved_at,
                       expiration_date, boosting_expires_at, views)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16::jsonb, $17, $18, $19, $20, $21)
     RETURNING id`,
    [
      job.companyId,
      job.title,
      job.description ?? `${job.title} at a Nordic startup.`,
      job.status ?? 'ACTIVE',
      job.category ?? 'other',
      job.positionType ?? 'full-time',
      job.locality === undefined ? 'Copenhagen' : job.locality,
      job.address ?? null,
      job.country === undefined ? 'Denmark' : job.country,
      job.countryCode === undefined ? 'DK' : job.countryCode,
      job.isRemote ?? false,
      job.salaryType ?? 'competitive',
      job.salaryMin ?? null,
      job.salaryMax ?? null,
      job.salaryCurrency ?? null,
      JSON.stringify(job.benefits ?? []),
      createdAt,
      job.approvedAt === undefined ? new Date(createdAt.getTime() + 3_600_000) : job.approvedAt,
      job.expirationDate === undefined ? daysFromNow(30) : job.expirationDate,
      job.boostingExpiresAt ?? null,
      job.views ?? 0,
    ],
  );
  // A job approved in the past went live then (what JOB_REVIEW=first-job reads).
  await db.query('UPDATE jobs SET first_published_at = approved_at WHERE id = $1 AND approved_at IS NOT NULL', [row.id]);
  if (job.confirmedAt) await db.query('UPDATE jobs SET confirmed_at = $2 WHERE id = $1', [row.id, job.confirmedAt]);
  if (job.salaryPeriod) await db.query('UPDATE jobs SET salary_period = $2 WHERE id = $1', [row.id, job.salaryPeriod]);
  return row.id;
}
