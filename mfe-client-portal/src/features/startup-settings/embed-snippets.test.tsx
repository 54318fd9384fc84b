import { makeUser, makeUserCompany, setUpTestApi } from '@nordhub/api-client/testing';
import { siteConfigurationFixture } from '@nordhub/contracts/testing/site-configuration-fixture';
import { renderWithProviders } from '@nordhub/session/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { StartupSettingsPage } from './startup-settings-page';

const api = setUpTestApi();
const manager = makeUser({ companies: [makeUserCompany({ key: 'nordlys', name: 'Nordlys' })] });

async function renderSettings(path = '/client/startups/nordlys/settings?opened-setting=embed') {
  api.serve({
    'GET /api/site/configuration-cached': { status: 200, body: siteConfigurationFixture },
    'GET /api/companies/nordlys/settings': { status: 200, body: { linkedinId: null, slackNotifications: [], slackWebhookUrl: null, careersDomain: null, careersDomainVerification: null } },
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/client/startups/:company/settings" element={<StartupSettingsPage />} />
    </Routes>,
    { user: manager, route: path },
  );
  // The other settings load meanwhile; the snippets need nothing from the server. Waiting for the
  // site configuration's Slack choices too keeps their late render out of the test's end.
  await screen.findByRole('group', { name: 'LinkedIn' });
  await screen.findByLabelText('New applicant');
  return view;
}

const origin = window.location.origin;

describe('embedding the startup jobs from the settings', () => {
  it('opens from ?opened-setting=embed with the widget iframe and a copy button that announces "Copied"', async () => {
    const { user } = await renderSettings();
    const section = screen.getByRole('group', { name: 'Embed your jobs' });
    expect(section).toHaveAttribute('open');
    const widget = within(section).getByRole('group', { name: 'Job-list widget (iframe)' });
    const code = within(widget).getByLabelText('Job-list widget (iframe) code');
    expect(code).toHaveTextContent(`<iframe src="${origin}/startups/joblistwidget/nordlys" title="Open jobs at Nordlys"`);
    await user.click(within(widget).getByRole('button', { name: 'Copy the widget snippet' }));
    const status = within(widget).getByRole('status');
    expect(status).toHaveTextContent('Copied');
    expect(status).toHaveAttribute('aria-live', 'polite');
    // user-event's clipboard stands in for the browser's.
    await expect(navigator.clipboard.readText()).resolves.toBe(code.textContent);
    expect(within(section).getByRole('link', { name: 'Preview the widget' })).toHaveAttribute('target', '_blank');
  });

  it('puts the colours picked into the career page script snippet and copies it', async () => {
    const { user } = await renderSettings();
    const script = screen.getByRole('group', { name: 'Career page script' });
    fireEvent.change(screen.getByLabelText('Accent colour'), { target: { value: '#aa3300' } });
    const expected =
      `<div id="nordhub-jobs"></div>\n<script src="${origin}/embed/career-page.js" data-company="nordlys" data-accent="#aa3300" data-text="#1a1f24" async></script>`;
    expect(within(script).getByLabelText('Career page script code').textContent).toBe(expected);
    await user.click(within(script).getByRole('button', { name: 'Copy the career page snippet' }));
    expect(within(script).getByRole('status')).toHaveTextContent('Copied');
    await expect(navigator.clipboard.readText()).resolves.toBe(expected);
  });

  it('stays closed until asked for', async () => {
    await renderSettings('/client/startups/nordlys/settings');
    expect(screen.getByRole('group', { name: 'Embed your jobs' })).not.toHaveAttribute('open');
  });
});
