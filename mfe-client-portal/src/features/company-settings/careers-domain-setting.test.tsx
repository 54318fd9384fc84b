import { makeUser, makeUserCompany, setUpTestApi, type TestRoutes } from '@nordhub/api-client/testing';
import { siteConfigurationFixture } from '@nordhub/contracts/testing/site-configuration-fixture';
import { renderWithProviders } from '@nordhub/session/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { StartupSettingsPage } from './company-settings-page';

const api = setUpTestApi();
const manager = makeUser({ companies: [makeUserCompany({ key: 'nordlys', name: 'Nordlys' })] });
const empty = { linkedinId: null, slackNotifications: [], slackWebhookUrl: null, careersDomain: null };

async function renderSettings(routes: TestRoutes) {
  const calls = api.serve({ 'GET /api/site/configuration-cached': { status: 200, body: siteConfigurationFixture }, ...routes });
  const view = renderWithProviders(
    <Routes>
      <Route path="/client/startups/:company/settings" element={<StartupSettingsPage />} />
    </Routes>,
    { user: manager, route: '/client/startups/nordlys/settings?opened-setting=careers-domain' },
  );
  // The page is settled once the site configuration's Slack options are in.
  await screen.findByLabelText('New applicant');
  return { ...view, calls };
}

describe('the careers domain setting', () => {
  it('saves the domain and explains the CNAME record to add', async () => {
    const { user, calls } = await renderSettings({
      'GET /api/companies/nordlys/settings': { status: 200, body: empty },
      'PUT /api/companies/nordlys/settings': { status: 200, body: { ...empty, careersDomain: 'careers.nordlys.no' } },
    });
    const section = await screen.findByRole('group', { name: 'Careers site' });
    expect(section).toHaveAttribute('open');
    const input = within(section).getByLabelText('Careers domain');
    expect(within(section).getByText(/add a CNAME record from it to localhost/)).toBeInTheDocument();
    await user.type(input, 'Careers.Nordlys.no');
    await user.click(within(section).getByRole('button', { name: 'Save careers domain' }));
    expect(await within(section).findByText(/Your careers site, with your open jobs in your branding, is at careers\.nordlys\.no\./)).toBeInTheDocument();
    expect(input).toHaveValue('careers.nordlys.no');
    expect(within(section).getByRole('button', { name: 'Remove careers domain' })).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'PUT', url: '/api/companies/nordlys/settings', body: { careersDomain: 'Careers.Nordlys.no' } });
  });

  it('refuses an address with https:// before sending it', async () => {
    const { user, calls } = await renderSettings({ 'GET /api/companies/nordlys/settings': { status: 200, body: empty } });
    const section = await screen.findByRole('group', { name: 'Careers site' });
    await user.type(within(section).getByLabelText('Careers domain'), 'https://careers.nordlys.no');
    await user.click(within(section).getByRole('button', { name: 'Save careers domain' }));
    expect(await within(section).findByText(/Please enter a host name only/)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it("shows the server's refusal on the field (a domain another startup uses)", async () => {
    const message = 'This domain is already used by another startup’s careers site or by a white-label feed';
    const { user } = await renderSettings({
      'GET /api/companies/nordlys/settings': { status: 200, body: empty },
      'PUT /api/companies/nordlys/settings': { status: 409, body: { statusCode: 409, code: 'E_CONFLICT', message, fields: [{ path: 'careersDomain', message }] } },
    });
    const section = await screen.findByRole('group', { name: 'Careers site' });
    const input = within(section).getByLabelText('Careers domain');
    await user.type(input, 'careers.taken.example');
    await user.click(within(section).getByRole('button', { name: 'Save careers domain' }));
    expect(await within(section).findByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
