// Shared by this feature's page tests: a real local HTTP server behind the real apiClient, and
// the pages mounted as the shell mounts the remote.
import { siteConfigurationQueryOptions } from '@nordhub/api-client';
import { type SiteConfiguration, type User } from '@nordhub/contracts';
import { siteConfigurationFixture } from '@nordhub/contracts/testing/site-configuration-fixture';
import { PREFERRED_COUNTRY_COOKIE } from '@nordhub/domain';
import { screen } from '@testing-library/react';
import { createTestQueryClient, CurrentLocation, renderWithProviders } from '@nordhub/session/testing';
import { type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../paths';
import { JobPage, JobResendApplicantsPage, JobWelcomePage } from './single-job-pages';
import { JobsInCityPage, JobsInCountryPage, JobsPage } from './job-search-pages';

export const siteConfiguration: SiteConfiguration = {
  ...siteConfigurationFixture,
  site: { countries: [...siteConfigurationFixture.site.countries, { text: 'Northern Ireland', value: 'NI' }] },
  job: {
    ...siteConfigurationFixture.job,
    positionTypes: [
      { text: 'Full-time', value: 'full-time' },
      { text: 'Part-time', value: 'part-time' },
    ],
    roles: [
      { text: 'Backend', value: 'backend' },
      { text: 'Design', value: 'design' },
      { text: 'Astronaut', value: 'astronaut' },
    ],
    sorting: [
      { text: 'Newest', value: 'newest' },
      { text: 'Deadline', value: 'deadline' },
    ],
  },
};

/** `extra` is mounted inside the same router (e.g. a stand-in for the browser's Back button). */
export function renderJobsAt(route: string, { user = null, extra = null }: { user?: User | null; extra?: ReactNode } = {}) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(siteConfigurationQueryOptions().queryKey, siteConfiguration);
  return renderWithProviders(
    <>
      <Routes>
        <Route path={paths.jobs} element={<JobsPage />} />
        <Route path={paths.job} element={<JobPage />} />
        <Route path={paths.jobWelcome} element={<JobWelcomePage />} />
        <Route path={paths.jobResendApplicants} element={<JobResendApplicantsPage />} />
        <Route path={paths.jobsInCountry} element={<JobsInCountryPage />} />
        <Route path={paths.jobsInCity} element={<JobsInCityPage />} />
      </Routes>
      <CurrentLocation />
      {extra}
    </>,
    { queryClient, route, user },
  );
}

/** The job search's request as the test API server names it, with its query string if any. */
export const searchCall = (query = '') => `GET /api/v2/jobsandfeatured${query ? `?${query}` : ''}`;

/** A 200 answer of the test API server. */
export const ok = (body: unknown) => ({ status: 200, body });

/** The router's current path and query, as renderWithProviders shows it. */
export const shownLocation = () => screen.getByRole('status', { name: 'Current location' });

/** A first-time visitor: no recent searches, no preferred country (use in beforeEach). */
export function asNewVisitor() {
  window.localStorage.clear();
  document.cookie = `${PREFERRED_COUNTRY_COOKIE}=; Path=/; Max-Age=0`;
}
