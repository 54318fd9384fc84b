import { showsPayRange } from '@nordhub/domain';
import type { AggregatorJobRow } from './queries';

/** The pay range a feed carries for a job: lowest and highest (equal for a starting pay), currency and period if stated. */
export interface FeedPayRange {
  min: number;
  max: number;
  currency: string;
  period: 'monthly' | 'yearly' | null;
}

const amount = (value: number | string) => Math.round(Number(value));

/** The pay range of a job's ad (the rule of its "Pay range in the ad" mark); null when the ad shows none. */
export function feedPayRange(job: AggregatorJobRow): FeedPayRange | null {
  const salary = {
    type: job.salary_type,
    min: job.salary_min === null ? null : amount(job.salary_min),
    max: job.salary_max === null ? null : amount(job.salary_max),
    currency: job.salary_currency,
  };
  if (!showsPayRange(salary) || salary.min === null || !salary.currency) return null;
  const period = job.salary_period === 'monthly' || job.salary_period === 'yearly' ? job.salary_period : null;
  return { min: salary.min, max: Math.max(salary.min, salary.max ?? salary.min), currency: salary.currency, period };
}
