import { siteConfigurationQueryOptions } from '@nordhub/api-client';
import { makeCompany, makeJobListItem, setUpTestApi } from '@nordhub/api-client/testing';
import { siteConfigurationFixture } from '@nordhub/contracts/testing/site-configuration-fixture';
import { createTestQueryClient, renderWithProviders } from '@nordhub/session/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../paths';
import { CareersPage } from './careers-page';

const api = setUpTestApi();
const ok = (body: unknown) => ({ status: 200, body });

function renderCareers(companyKey = 'nordhub') {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(siteConfigurationQueryOptions().queryKey, { ...siteConfigurationFixture, nordhubCompanyKey: companyKey });
  return renderWithProviders(
    <Routes>
      <Route path={paths.careers} element={<CareersPage />} />
    </Routes>,
    { queryClient, route: '/careers', user: null },
  );
}

describe('/careers', () => {
  it("introduces working at Nordhub and lists Nordhub's open jobs as job cards", async () => {
    const calls = api.serve({
      'GET /api/companies/nordhub-team': ok(makeCompany({ key: 'nordhub-team', name: 'Nordhub', perks: [{ icon: 'remote', text: 'Remote-friendly' }] })),
      'GET /api/v2/jobs?company=nordhub-team&pageSize=50&sort=newest': ok({
        docs: [makeJobListItem({ id: 'n1', title: 'Senior Full-stack Engineer' }), makeJobListItem({ id: 'n2', title: 'Product Designer' })],
        total: 2,
        page: 1,
        pageSize: 50,
      }),
    });
    renderCareers('nordhub-team');
    expect(screen.getByRole('heading', { level: 1, name: 'Work at Nordhub' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why Nordhub' })).toBeInTheDocument();
    const jobs = await screen.findAllByRole('article');
    expect(jobs.map((job) => within(job).getByRole('heading', { level: 3 }).textContent)).toEqual(['Senior Full-stack Engineer', 'Product Designer']);
    expect(within(jobs[0]!).getByRole('link', { name: 'Senior Full-stack Engineer' })).toHaveAttribute('href', '/jobs/n1');
    expect(await screen.findByText('Remote-friendly')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "See Nordhub's company profile" })).toHaveAttribute('href', '/startups/nordhub-team');
    expect(screen.getByRole('link', { name: 'get in touch' })).toHaveAttribute('href', '/contact');
    // The company comes from the site configuration, not a fixed key.
    const companyReads = calls.filter((call) => /\/api\/(companies|v2\/jobs)/.test(call.url));
    expect(companyReads.length).toBeGreaterThan(0);
    expect(companyReads.every((call) => call.url.includes('nordhub-team'))).toBe(true);
  });

  it('says so when there are no open positions', async () => {
    api.serve({
      'GET /api/companies/nordhub': ok(makeCompany({ key: 'nordhub', name: 'Nordhub', perks: [] })),
      'GET /api/v2/jobs?company=nordhub&pageSize=50&sort=newest': ok({ docs: [], total: 0, page: 1, pageSize: 50 }),
    });
    renderCareers();
    expect(await screen.findByRole('heading', { name: 'We have no open positions right now' })).toBeInTheDocument();
  });
});
