import { makeUser, makeUserCompany, setUpTestApi, type TestRoutes } from '@nordhub/api-client/testing';
import { type OwnedFeed } from '@nordhub/contracts';
import { siteConfigurationFixture } from '@nordhub/contracts/testing/site-configuration-fixture';
import { renderWithProviders } from '@nordhub/session/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { StartupWhiteLabelFeedsPage } from './white-label-feeds-page';

const api = setUpTestApi();
const manager = makeUser({ companies: [makeUserCompany({ key: 'nordlys', name: 'Nordlys' })] });

function renderPage(routes: TestRoutes) {
  const calls = api.serve({ 'GET /api/site/configuration-cached': { status: 200, body: siteConfigurationFixture }, ...routes });
  const view = renderWithProviders(
    <Routes>
      <Route path="/client/startups/:company/white-label-feeds" element={<StartupWhiteLabelFeedsPage />} />
    </Routes>,
    { user: manager, route: '/client/startups/nordlys/white-label-feeds' },
  );
  return { ...view, calls };
}

const feed: OwnedFeed = {
  id: 'f-1',
  key: 'backend-jobs',
  name: 'Backend Jobs',
  logo: null,
  description: 'Backend roles',
  domain: 'jobs.backend.example',
  language: 'fi',
  filters: { categories: [], countryCodes: ['DK'], companyKeys: [], search: '' },
  numberOfJobs: 3,
  createdAt: '2026-03-01T10:00:00.000Z',
  domainVerification: {
    status: 'pending',
    recordName: '_nordhub-challenge.jobs.backend.example',
    recordValue: 'nordhub-verification=0123456789abcdef0123456789abcdef',
    fileUrl: 'http://jobs.backend.example/.well-known/nordhub-verification.txt',
    verifiedAt: null,
  },
};

describe('the white-label feeds page', () => {
  it('creates a feed with its name, description, domain, language and jobs, then lists it', async () => {
    let created = false;
    const { user, calls } = renderPage({
      'GET /api/companies/nordlys/white-label-feeds': () => ({ status: 200, body: created ? [feed] : [] }),
      'POST /api/companies/nordlys/white-label-feeds': () => {
        created = true;
        return { status: 201, body: feed };
      },
    });
    expect(await screen.findByRole('heading', { name: 'No feeds yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New feed' }));
    const form = screen.getByRole('form', { name: 'Create a feed' });
    await user.type(within(form).getByLabelText('Name'), 'Backend Jobs');
    await user.type(within(form).getByLabelText('Description'), 'Backend roles');
    await user.type(within(form).getByLabelText('Domain'), 'jobs.backend.example');
    await user.selectOptions(within(form).getByLabelText('Language of the feed'), 'Suomi');
    await user.click(await within(form).findByRole('checkbox', { name: siteConfigurationFixture.site.countries[0]!.text }));
    await user.click(within(form).getByRole('button', { name: 'Create feed' }));
    const card = await screen.findByRole('article', { name: 'Backend Jobs' });
    expect(card).toHaveTextContent('jobs.backend.example');
    expect(card).toHaveTextContent('DK · 3 live jobs');
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/companies/nordlys/white-label-feeds',
      body: {
        name: 'Backend Jobs',
        description: 'Backend roles',
        domain: 'jobs.backend.example',
        language: 'fi',
        logo: null,
        filters: { categories: [], countryCodes: [siteConfigurationFixture.site.countries[0]!.value], companyKeys: [], search: '' },
      },
    });
  });

  it("changes a feed's language from its card", async () => {
    const { user, calls } = renderPage({
      'GET /api/companies/nordlys/white-label-feeds': { status: 200, body: [feed] },
      'PATCH /api/companies/nordlys/white-label-feeds/f-1': { status: 200, body: { ...feed, language: 'sv' } },
    });
    const card = await screen.findByRole('article', { name: 'Backend Jobs' });
    expect(within(card).getByLabelText('Language of the feed')).toHaveValue('fi');
    await user.selectOptions(within(card).getByLabelText('Language of the feed'), 'Svenska');
    await waitFor(() => expect(calls).toContainEqual({ method: 'PATCH', url: '/api/companies/nordlys/white-label-feeds/f-1', body: { language: 'sv' } }));
  });

  it('checks the domain before sending and shows a taken domain on the field', async () => {
    const { user, calls } = renderPage({
      'GET /api/companies/nordlys/white-label-feeds': { status: 200, body: [] },
      'POST /api/companies/nordlys/white-label-feeds': {
        status: 409,
        body: { statusCode: 409, code: 'E_CONFLICT', message: 'This domain is already used by another feed or careers site', fields: [{ path: 'domain', message: 'This domain is already used by another feed or careers site' }] },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'New feed' }));
    await user.type(screen.getByLabelText('Name'), 'Feed');
    await user.type(screen.getByLabelText('Domain'), 'not a domain');
    await user.click(screen.getByRole('button', { name: 'Create feed' }));
    expect(await screen.findByText(/Please enter a host name such as jobs.example.com/)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.clear(screen.getByLabelText('Domain'));
    await user.type(screen.getByLabelText('Domain'), 'taken.example.com');
    await user.click(screen.getByRole('button', { name: 'Create feed' }));
    expect(await screen.findByText('This domain is already used by another feed or careers site')).toBeInTheDocument();
    expect(screen.getByLabelText('Domain')).toHaveAttribute('aria-invalid', 'true');
  });
});
