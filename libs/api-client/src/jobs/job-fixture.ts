// Test data for job calls and pages: `@nordhub/api-client/testing`.
import { type JobDetail, type JobListItem, type JobsAndFeatured } from '@nordhub/contracts';

/** A live job as lists show it; override any field. */
export function makeJobListItem(overrides: Partial<JobListItem> = {}): JobListItem {
  return {
    id: 'job-1',
    title: 'Backend developer',
    status: 'ACTIVE',
    company: { id: 'company-1', key: 'nordlys', name: 'Nordlys', logoImage: { path: 'logos/nordlys.png' } },
    location: { locality: 'Copenhagen', address: 'Vesterbrogade 1, Copenhagen', country: 'Denmark', countryCode: 'DK' },
    isRemote: false,
    expirationDate: '2026-05-05T12:00:00.000Z',
    createdAt: '2026-03-01T12:00:00.000Z',
    approvedAt: '2026-03-01T12:00:00.000Z',
    boostingExpiresAt: null,
    confirmedOpenAt: '2026-03-01T12:00:00.000Z',
    views: 1250,
    share: { image: null },
    board: null,
    saved: false,
    interestedAt: null,
    category: 'backend',
    positionType: 'full-time',
    salary: { type: 'range', min: 45000, max: 60000, currency: 'DKK', period: 'monthly' },
    otherCompensation: null,
    receiveApplicants: 'platform',
    applicationUrl: null,
    applicationEmail: null,
    workingLanguage: 'ENGLISH',
    requiredLanguages: [],
    visaSponsorship: false,
    relocationSupport: false,
    remoteCountryCodes: [],
    ...overrides,
  };
}

/** A job page's data (description and benefits included). */
export function makeJobDetail(overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    ...makeJobListItem(),
    description: 'We build the grid.\n\nYou will write services in TypeScript.',
    benefits: [
      { icon: 'coffee', text: 'Good coffee' },
      { icon: 'pension', text: 'Pension scheme' },
    ],
    screeningQuestions: [],
    ...overrides,
  };
}

/** A /v2/jobsandfeatured answer. */
export function makeJobsAndFeatured(
  jobs: JobListItem[],
  {
    featuredJobs = [],
    total = jobs.length,
    page = 1,
    pageSize = 20,
    totalIsCapped,
  }: { featuredJobs?: JobListItem[]; total?: number; page?: number; pageSize?: number; totalIsCapped?: boolean } = {},
): JobsAndFeatured {
  return { jobs: { docs: jobs, total, page, pageSize, ...(totalIsCapped ? { totalIsCapped } : {}) }, featuredJobs };
}
