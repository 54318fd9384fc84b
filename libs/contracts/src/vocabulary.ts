import { type JobLifecycleStatus, type NordicCountryCode, nordicCountryNames } from '@nordhub/domain';

// The closed value lists and their labels, without zod: what a page needs to show a job or read a
// search from its URL. The schemas (enums.ts, job-category.ts, funding-search.ts) are built from
// these lists, so both always agree; a page that imports only these loads no zod (the first-visit
// weight budget; libs/contracts is side-effect free, so webpack takes only the modules used).

/** A job's status as its startup's pages name it (the statuses are the lifecycle's, enums.ts's jobStatusSchema). */
export const jobStatusLabels: Record<JobLifecycleStatus, string> = {
  ACTIVE: 'Active',
  STOPPED: 'Paused',
  EXPIRED: 'Expired',
  DRAFT: 'Draft',
  PENDING_PAYMENT: 'Pending payment',
  PENDING_COMPANY_APPROVAL: 'Pending company approval',
};

export const investorTypes = ['ANGEL', 'ANGELS', 'VENTURES'] as const;
export type InvestorType = (typeof investorTypes)[number];
export const investorTypeLabels: Record<InvestorType, string> = {
  ANGEL: 'Angel investor',
  ANGELS: 'Angel network',
  VENTURES: 'Venture capital',
};

export const salaryTypes = ['competitive', 'unpaid', 'range'] as const;
export type SalaryType = (typeof salaryTypes)[number];
export const salaryTypeLabels: Record<SalaryType, string> = {
  competitive: 'Competitive',
  unpaid: 'Unpaid',
  range: 'Range',
};

export const otherCompensationTypes = ['undisclosed', 'negotiated', 'percentage'] as const;
export type OtherCompensation = (typeof otherCompensationTypes)[number];
export const otherCompensationLabels: Record<OtherCompensation, string> = {
  undisclosed: 'Undisclosed',
  negotiated: 'To be negotiated',
  percentage: 'Percentage',
};

export const positionTypes = ['full-time', 'part-time', 'internship', 'student', 'freelance'] as const;
export type PositionType = (typeof positionTypes)[number];
export const positionTypeLabels: Record<PositionType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  internship: 'Internship',
  student: 'Student job',
  freelance: 'Freelance',
};

export const jobSorts = ['relevance', 'newest', 'deadline'] as const;
export type JobSort = (typeof jobSorts)[number];
export const jobSortLabels: Record<JobSort, string> = {
  relevance: 'Most relevant',
  newest: 'Newest',
  deadline: 'Deadline',
};

/** The Nordic countries the marketplace covers. */
export type CountryCode = NordicCountryCode;
export const countryNames: Record<CountryCode, string> = nordicCountryNames;

/**
 * Funding-aware job search: what the job search knows about a startup's funding.
 *
 * - bootstrapped: the startup says it is bootstrapped (funding stage or funding "bootstrapped")
 *   and no investor lists it in its portfolio.
 * - funded: an investor lists it in its portfolio, or it names a funding round or an amount raised.
 * - recently-funded: an investor added it to its portfolio within the last
 *   RECENT_FUNDING_DAYS days (libs/domain), the only dated funding fact Nordhub holds.
 */
export const companyFundingStatuses = ['bootstrapped', 'funded', 'recently-funded'] as const;
export type CompanyFundingStatus = (typeof companyFundingStatuses)[number];
export const companyFundingStatusLabels: Record<CompanyFundingStatus, string> = {
  bootstrapped: 'Bootstrapped',
  funded: 'Backed by investors',
  'recently-funded': 'Recently funded',
};

/** Texts the client and server share about the applicant board. */
export const applicantTexts = {
  rejectedLocked: 'Rejected applicants are locked: they cannot be moved to another column',
  alreadyApplied: 'You have already applied to this job',
} as const;
