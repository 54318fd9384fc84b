import { siteConfigurationQueryOptions } from '@nordhub/api-client';
import { makeUser } from '@nordhub/api-client/testing';
import { siteConfigurationFixture } from '@nordhub/contracts/testing/site-configuration-fixture';
import { createTestQueryClient, renderWithProviders } from '@nordhub/session/testing';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../paths';
import { StartupJobNewPage } from './startup-job-pages';

// Test setup shared by the job form's tests (job-form.test.tsx, job-work-conditions-fields.test.tsx).

/**
 * The site configuration's pay transparency rules are the fixture's: DK and SE required, NO
 * recommended, FI and IS without a rule.
 */
export function queryClientWithSiteConfiguration() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(siteConfigurationQueryOptions().queryKey, siteConfigurationFixture);
  return queryClient;
}

/** Renders the new-job page (and a stand-in for the payment step it goes on to) as a signed-in user. */
export const renderNewJob = (route = '/client/startups/nordlys/jobs/new') =>
  renderWithProviders(
    <Routes>
      <Route path={paths.startupJobNew} element={<StartupJobNewPage />} />
      <Route path={paths.startupJobMonetise} element={<p>Monetise page</p>} />
    </Routes>,
    { route, user: makeUser(), queryClient: queryClientWithSiteConfiguration() },
  );
