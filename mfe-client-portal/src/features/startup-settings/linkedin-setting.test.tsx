import { makeUser, makeUserCompany, setUpTestApi, type TestRoutes } from '@nordhub/api-client/testing';
import { type CompanySettings, linkedinIdMessage } from '@nordhub/contracts';
import { renderWithProviders } from '@nordhub/session/testing';
import { screen, waitFor } from '@testing-library/react';
import { LinkedInSetting } from './linkedin-setting';

const api = setUpTestApi();
const manager = makeUser({ companies: [makeUserCompany({ key: 'nordlys', name: 'Nordlys' })] });
const settings: CompanySettings = { linkedinId: null, slackNotifications: [], slackWebhookUrl: null, careersDomain: null, careersDomainVerification: null };
const feedUrl = 'https://nordhub.example/api/linkedin/job-feed.xml';

function renderSetting(routes: TestRoutes, current: CompanySettings = settings) {
  const calls = api.serve(routes);
  return { ...renderWithProviders(<LinkedInSetting company="nordlys" settings={current} focus={false} />, { user: manager }), calls };
}

describe('the LinkedIn setting', () => {
  it("shows the feed URL to register and says LinkedIn has not fetched it yet", async () => {
    renderSetting({ 'GET /api/companies/nordlys/linkedin-feed': { status: 200, body: { feedUrl, lastFetchedAt: null, jobCount: null } } });
    const field = await screen.findByLabelText('Job feed URL to register with LinkedIn');
    expect(field).toHaveValue(feedUrl);
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByText('LinkedIn has not fetched your feed yet')).toBeInTheDocument();
  });

  it('shows when LinkedIn last fetched the feed and how many of the jobs it held', async () => {
    renderSetting(
      { 'GET /api/companies/nordlys/linkedin-feed': { status: 200, body: { feedUrl, lastFetchedAt: '2026-03-05T14:03:00.000Z', jobCount: 3 } } },
      { ...settings, linkedinId: '1234567' },
    );
    expect(await screen.findByText('LinkedIn last fetched your feed on 05 Mar 2026, 14:03 UTC; it held 3 jobs of yours.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disconnect LinkedIn' })).toBeInTheDocument();
  });

  it("puts the contract's message under the field for a non-numeric id and sends nothing", async () => {
    const { user, calls } = renderSetting({ 'GET /api/companies/nordlys/linkedin-feed': { status: 200, body: { feedUrl, lastFetchedAt: null, jobCount: null } } });
    const input = screen.getByLabelText('LinkedIn company id');
    await user.type(input, 'acme-corp');
    await user.click(screen.getByRole('button', { name: 'Save LinkedIn company id' }));
    expect(await screen.findByText(linkedinIdMessage)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(expect.stringContaining(linkedinIdMessage));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('saves a numeric id and shows the server refusing it under the field', async () => {
    const { user, calls } = renderSetting({
      'GET /api/companies/nordlys/linkedin-feed': { status: 200, body: { feedUrl, lastFetchedAt: null, jobCount: null } },
      'PUT /api/companies/nordlys/settings': { status: 400, body: { statusCode: 400, code: 'E_VALIDATION', message: 'Invalid input', fields: [{ path: 'linkedinId', message: 'This LinkedIn company is linked to another startup' }] } },
    });
    await user.type(screen.getByLabelText('LinkedIn company id'), '1234567');
    await user.click(screen.getByRole('button', { name: 'Save LinkedIn company id' }));
    expect(await screen.findByText('This LinkedIn company is linked to another startup')).toBeInTheDocument();
    await waitFor(() => expect(calls).toContainEqual({ method: 'PUT', url: '/api/companies/nordlys/settings', body: { linkedinId: '1234567' } }));
  });
});
