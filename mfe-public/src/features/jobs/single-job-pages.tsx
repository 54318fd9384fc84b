import { jobQueryOptions } from '@nordhub/api-client';
import { type QueryClient } from '@tanstack/react-query';
import { JobDetailsPage } from './job-details-page';
import { JobResendApplicants } from './job-resend-applicants-page';
import { JobWelcome } from './job-welcome-page';

// The pages of one job: a chunk apart from the search pages (job-search-pages.tsx), so a first visit
// to /jobs/{id} loads no search code and /jobs none of the job page's.

export function JobPage() {
  return <JobDetailsPage />;
}

export function JobWelcomePage() {
  return <JobWelcome />;
}

export function JobResendApplicantsPage() {
  return <JobResendApplicants />;
}

/** Asks for the job a job page shows first, into the app's query cache (the remote's `prefetch`). */
export function prefetchJobPage(id: string, queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(jobQueryOptions(id));
}
