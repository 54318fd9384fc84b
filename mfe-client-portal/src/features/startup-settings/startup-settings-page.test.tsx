import { meQueryKey } from '@nordhub/api-client';
import { makeUser, makeUserCompany, setUpTestApi, type TestRoutes } from '@nordhub/api-client/testing';
import { slackWebhookMessage } from '@nordhub/contracts';
import { siteConfigurationFixture } from '@nordhub/contracts/testing/site-configuration-fixture';
import { renderWithProviders } from '@nordhub/session/testing';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { StartupSettingsPage } from './startup-settings-page';

const api = setUpTestApi();
const manager = makeUser({ companies: [makeUserCompany({ key: 'nordlys', name: 'Nordlys' })] });

function renderAt(path: string, routes: TestRoutes) {
  const calls = api.serve({
    'GET /api/site/configuration-cached': { status: 200, body: siteConfigurationFixture },
    'GET /api/companies/nordlys/linkedin-feed': { status: 200, body: { feedUrl: 'https://nordhub.example/api/linkedin/job-feed.xml', lastFetchedAt: null, jobCount: null } },
    ...routes,
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/client/startups/:company/settings" element={<StartupSettingsPage />} />
    </Routes>,
    { user: manager, route: path },
  );
  return { ...view, calls };
}

const empty = { linkedinId: null, slackNotifications: [], slackWebhookUrl: null, careersDomain: null, careersDomainVerification: null };

describe('the startup settings page', () => {
  it('opens the LinkedIn setting from ?opened-setting=linkedin, links the id and refreshes the user', async () => {
    const { user, calls, queryClient } = renderAt('/client/startups/nordlys/settings?opened-setting=linkedin', {
      'GET /api/companies/nordlys/settings': { status: 200, body: empty },
      'PUT /api/companies/nordlys/settings': { status: 200, body: { ...empty, linkedinId: '1234567' } },
    });
    const input = await screen.findByLabelText('LinkedIn company id');
    expect(input).toBeVisible();
    expect(input).toHaveFocus();
    expect(screen.getByRole('group', { name: 'LinkedIn' })).toHaveAttribute('open');
    expect(screen.getByRole('group', { name: 'Slack notifications' })).not.toHaveAttribute('open');
    await user.type(input, '1234567');
    await user.click(screen.getByRole('button', { name: 'Save LinkedIn company id' }));
    expect(await screen.findByText(/Connected to the LinkedIn company 1234567/)).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'PUT', url: '/api/companies/nordlys/settings', body: { linkedinId: '1234567' } });
    // The user is fetched again, so the LinkedIn banner (which reads the user's companies) goes away.
    expect(queryClient.getQueryState(meQueryKey)?.isInvalidated).toBe(true);
  });

  it('refuses a non-numeric id before sending it', async () => {
    const { user, calls } = renderAt('/client/startups/nordlys/settings?opened-setting=linkedin', {
      'GET /api/companies/nordlys/settings': { status: 200, body: empty },
    });
    await user.type(await screen.findByLabelText('LinkedIn company id'), 'acme-corp');
    await user.click(screen.getByRole('button', { name: 'Save LinkedIn company id' }));
    expect(await screen.findByText(/Please enter the numeric LinkedIn company id/)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('offers the Slack notifications of the site configuration and saves the chosen ones', async () => {
    const { user, calls } = renderAt('/client/startups/nordlys/settings', {
      'GET /api/companies/nordlys/settings': { status: 200, body: empty },
      'PUT /api/companies/nordlys/settings': { status: 200, body: { ...empty, slackNotifications: ['new-applicant'] } },
    });
    await user.click(await screen.findByText('Slack notifications'));
    await user.click(await screen.findByRole('checkbox', { name: 'New applicant' }));
    await user.type(screen.getByLabelText('Slack incoming-webhook URL'), 'https://hooks.slack.com/services/T/B/x');
    await user.click(screen.getByRole('button', { name: 'Save Slack notifications' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        url: '/api/companies/nordlys/settings',
        body: { slackNotifications: ['new-applicant'], slackWebhookUrl: 'https://hooks.slack.com/services/T/B/x' },
      }),
    );
  });

  it("sends a test message to the typed webhook and shows the receiver's status and body", async () => {
    const { user, calls } = renderAt('/client/startups/nordlys/settings?opened-setting=slack', {
      'GET /api/companies/nordlys/settings': { status: 200, body: empty },
      'POST /api/companies/nordlys/slack/test': { status: 200, body: { ok: false, status: 404, body: 'no_service', error: null } },
    });
    await user.type(await screen.findByLabelText('Slack incoming-webhook URL'), 'https://hooks.slack.com/services/T/B/x');
    await user.click(screen.getByRole('button', { name: 'Send a test message' }));
    expect(await screen.findByText('Slack answered 404: no_service')).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'POST', url: '/api/companies/nordlys/slack/test', body: { webhookUrl: 'https://hooks.slack.com/services/T/B/x' } });
    // Trying is not saving.
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('shows why the receiver could not be reached, and refuses a non-Slack address before sending', async () => {
    const { user, calls } = renderAt('/client/startups/nordlys/settings?opened-setting=slack', {
      'GET /api/companies/nordlys/settings': { status: 200, body: { ...empty, slackWebhookUrl: 'https://hooks.slack.com/services/T/B/saved' } },
      'POST /api/companies/nordlys/slack/test': { status: 200, body: { ok: false, status: null, body: null, error: 'connect ECONNREFUSED' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Send a test message' }));
    expect(await screen.findByText('Slack could not be reached: connect ECONNREFUSED')).toBeInTheDocument();

    const field = screen.getByLabelText('Slack incoming-webhook URL');
    await user.clear(field);
    await user.type(field, 'https://example.com/hook');
    await user.click(screen.getByRole('button', { name: 'Send a test message' }));
    expect(await screen.findByText(slackWebhookMessage)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});
