import { englishPayWords, formatEquityRange, formatPayRange, type PayWords } from '@nordhub/domain';
import { type OtherCompensationDetails, type Salary } from './job';
import { otherCompensationLabels, salaryTypeLabels, type OtherCompensation, type SalaryType } from './vocabulary';

// No zod here (types only from job.ts): the job card and the job page show pay without loading
// the schemas (the first-visit weight budget).

type PayOf = { salary: Salary; otherCompensation: OtherCompensationDetails | null };

/** Pay's words in a site language (a careers site's): the domain's, and the names of salary and compensation types. */
export interface PayTextWords extends PayWords {
  salaryTypes: Record<SalaryType, string>;
  otherCompensation: Record<OtherCompensation, string>;
}

const englishPayTextWords: PayTextWords = { ...englishPayWords, salaryTypes: salaryTypeLabels, otherCompensation: otherCompensationLabels };

/** The salary as the job states it: '45,000–60,000 DKK a month', else its type ('Competitive'). */
export function salaryText(job: PayOf, words: PayTextWords = englishPayTextWords): string {
  if (job.salary.type !== 'range') return words.salaryTypes[job.salary.type];
  return formatPayRange(job.salary, words) || words.salaryTypes.range;
}

/** Equity or other compensation: '0.1–0.5% equity', 'To be negotiated'; '' for none. */
export function otherCompensationText(job: PayOf, words: PayTextWords = englishPayTextWords): string {
  const other = job.otherCompensation;
  if (!other) return '';
  if (other.type === 'percentage') return formatEquityRange(other.percentage, other.percentageMax, words) || words.otherCompensation.percentage;
  return words.otherCompensation[other.type];
}

/** Salary, else its type, and the other compensation as one line: '45,000–60,000 DKK a month · 5% equity'. */
export function compensationText(job: PayOf, words: PayTextWords = englishPayTextWords): string {
  return [salaryText(job, words), otherCompensationText(job, words)].filter(Boolean).join(' · ');
}

/** A job card's pay chip: the salary range when the ad states one, with its equity; '' otherwise. */
export function cardPayText(job: PayOf, words: PayTextWords = englishPayTextWords): string {
  const salary = job.salary.type === 'range' ? formatPayRange(job.salary, words) : '';
  const equity = job.otherCompensation?.type === 'percentage' ? otherCompensationText(job, words) : '';
  return [salary, equity].filter(Boolean).join(' + ');
}
