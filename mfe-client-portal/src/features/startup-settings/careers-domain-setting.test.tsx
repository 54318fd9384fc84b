import { makeUser, makeUserCompany, setUpTestApi, type TestRoutes } from '@nordhub/api-client/testing';
import { siteConfigurationFixture } from '@nordhub/contracts/testing/site-configuration-fixture';
import { renderWithProviders } from '@nordhub/session/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { StartupSettingsPage } from './startup-settings-page';

const api = setUpTestApi();
const manager = makeUser({ companies: [makeUserCompany({ key: 'nordlys', name: 'Nordlys' })] });
const empty = { linkedinId: null, slackNotifications: [], slackWebhookUrl: null, careersDomain: null, careersDomainVerification: null };

async function renderSettings(routes: TestRoutes, user = manager) {
  const calls = api.serve({ 'GET /api/site/configuration-cached': { status: 200, body: siteConfigurationFixture }, ...routes });
  const view = renderWithProviders(
    <Routes>
      <Route path="/client/startups/:company/settings" element={<StartupSettingsPage />} />
    </Routes>,
    { user, route: '/client/startups/nordlys/settings?opened-setting=careers-domain' },
  );
  // The page is settled once the site configuration's Slack options are in.
  await screen.findByLabelText('New applicant');
  return { ...view, calls };
}

describe('the careers domain setting', () => {
  it('saves the domain, shows it pending with the TXT record and the file, and verifies it', async () => {
    const challenge = {
      recordName: '_nordhub-challenge.careers.nordlys.no',
      recordValue: 'nordhub-verification=0123456789abcdef0123456789abcdef',
      fileUrl: 'http://careers.nordlys.no/.well-known/nordhub-verification.txt',
    };
    const pending = { ...empty, careersDomain: 'careers.nordlys.no', careersDomainVerification: { status: 'pending', ...challenge, verifiedAt: null } };
    const notFound = 'We could not verify this domain: no TXT record "nordhub-verification=0123456789abcdef0123456789abcdef" at _nordhub-challenge.careers.nordlys.no (found none)';
    let attempts = 0;
    const { user, calls } = await renderSettings({
      'GET /api/companies/nordlys/settings': { status: 200, body: empty },
      'PUT /api/companies/nordlys/settings': { status: 200, body: pending },
      'POST /api/companies/nordlys/careers-domain/verify': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 409, body: { statusCode: 409, code: 'E_CONFLICT', message: notFound, fields: [{ path: 'careersDomain', message: notFound }] } }
          : { status: 200, body: { ...pending, careersDomainVerification: { ...pending.careersDomainVerification, status: 'verified', verifiedAt: '2026-03-01T10:00:00.000Z' } } };
      },
    });
    const section = await screen.findByRole('group', { name: 'Careers site' });
    expect(section).toHaveAttribute('open');
    const input = within(section).getByLabelText('Careers domain');
    expect(within(section).getByText(/add a CNAME record from it to localhost/)).toBeInTheDocument();
    await user.type(input, 'Careers.Nordlys.no');
    await user.click(within(section).getByRole('button', { name: 'Save careers domain' }));
    expect(await within(section).findByText(/will be at careers\.nordlys\.no once the domain is verified/)).toBeInTheDocument();
    expect(within(section).getByText('Pending verification')).toBeInTheDocument();
    expect(within(section).getByLabelText('TXT record')).toHaveTextContent(`${challenge.recordName}. TXT "${challenge.recordValue}"`);
    expect(within(section).getByText(new RegExp(challenge.fileUrl.replaceAll('.', '\\.')))).toBeInTheDocument();
    expect(input).toHaveValue('careers.nordlys.no');
    expect(calls).toContainEqual({ method: 'PUT', url: '/api/companies/nordlys/settings', body: { careersDomain: 'Careers.Nordlys.no' } });

    await user.click(within(section).getByRole('button', { name: 'Verify careers.nordlys.no' }));
    expect(await within(section).findByText(notFound)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Verify careers.nordlys.no' }));
    expect(await within(section).findByText('Verified')).toBeInTheDocument();
    expect(within(section).getByText(/Your careers site, with your open jobs in your branding, is at careers\.nordlys\.no\./)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Verify careers.nordlys.no' })).not.toBeInTheDocument();
    // Revoking is for admins: a manager is not offered it.
    expect(within(section).queryByRole('button', { name: 'Revoke careers.nordlys.no' })).not.toBeInTheDocument();
  });

  it('lets an admin revoke a verified domain, which then shows as revoked', async () => {
    const verification = {
      status: 'verified',
      recordName: '_nordhub-challenge.careers.nordlys.no',
      recordValue: 'nordhub-verification=0123456789abcdef0123456789abcdef',
      fileUrl: 'http://careers.nordlys.no/.well-known/nordhub-verification.txt',
      verifiedAt: '2026-03-01T10:00:00.000Z',
    };
    const verified = { ...empty, careersDomain: 'careers.nordlys.no', careersDomainVerification: verification };
    const admin = makeUser({ isAdmin: true, companies: [] });
    const { user, calls } = await renderSettings(
      {
        'GET /api/companies/nordlys/settings': { status: 200, body: verified },
        'POST /api/companies/nordlys/careers-domain/revoke': { status: 200, body: { ...verified, careersDomainVerification: { ...verification, status: 'revoked' } } },
      },
      admin,
    );
    const section = await screen.findByRole('group', { name: 'Careers site' });
    await user.click(await within(section).findByRole('button', { name: 'Revoke careers.nordlys.no' }));
    expect(await within(section).findByText('Revoked')).toBeInTheDocument();
    expect(within(section).getByText(/An administrator revoked careers\.nordlys\.no/)).toBeInTheDocument();
    expect(calls).toContainEqual(expect.objectContaining({ method: 'POST', url: '/api/companies/nordlys/careers-domain/revoke' }));
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
