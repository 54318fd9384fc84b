import { formatEquityRange, formatPayRange } from '@nordhub/domain';
import { type OtherCompensationDetails, type Salary } from './job';
import { otherCompensationLabels, salaryTypeLabels } from './vocabulary';

// No zod here (types only from job.ts): the job card and the job page show pay without loading
// the schemas (the first-visit weight budget).

type PayOf = { salary: Salary; otherCompensation: OtherCompensationDetails | null };

/** The salary as the job states it: '45,000–60,000 DKK a month', else its type ('Competitive'). */
export function salaryText(job: PayOf): string {
  if (job.salary.type !== 'range') return salaryTypeLabels[job.salary.type];
  return formatPayRange(job.salary) || salaryTypeLabels.range;
}

/** Equity or other compensation: '0.1–0.5% equity', 'To be negotiated'; '' for none. */
export function otherCompensationText(job: PayOf): string {
  const other = job.otherCompensation;
  if (!other) return '';
  if (other.type === 'percentage') return formatEquityRange(other.percentage, other.percentageMax) || otherCompensationLabels.percentage;
  return otherCompensationLabels[other.type];
}

/** Salary, else its type, and the other compensation as one line: '45,000–60,000 DKK a month · 5% equity'. */
export function compensationText(job: PayOf): string {
  return [salaryText(job), otherCompensationText(job)].filter(Boolean).join(' · ');
}

/** A job card's pay chip: the salary range when the ad states one, with its equity; '' otherwise. */
export function cardPayText(job: PayOf): string {
  const salary = job.salary.type === 'range' ? formatPayRange(job.salary) : '';
  const equity = job.otherCompensation?.type === 'percentage' ? otherCompensationText(job) : '';
  return [salary, equity].filter(Boolean).join(' + ');
}
