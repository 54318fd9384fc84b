import { siteConfigurationQueryOptions } from '@nordhub/api-client';
import { makeDigestSettings, makeUser, setUpTestApi } from '@nordhub/api-client/testing';
import { type DigestSettings, digestTexts, type User } from '@nordhub/contracts';
import { siteConfigurationFixture } from '@nordhub/contracts/testing/site-configuration-fixture';
import { createTestQueryClient, renderWithProviders } from '@nordhub/session/testing';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../paths';
import { EmailSignupPage, ProfileSettingsPage } from './job-alerts-pages';

const server = setUpTestApi();
const ok = (body: unknown, delayMs?: number) => ({ status: 200, body, ...(delayMs ? { delayMs } : {}) });
const key = '0123456789abcdef0123456789abcdef';

const settings = (overrides: Partial<DigestSettings> = {}): DigestSettings => makeDigestSettings({ settingsKey: key, ...overrides });

function renderAt(route: string, { user = null }: { user?: User | null } = {}) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(siteConfigurationQueryOptions().queryKey, {
    ...siteConfigurationFixture,
    site: { countries: [...siteConfigurationFixture.site.countries, { text: 'Northern Ireland', value: 'NI' }] },
  });
  return renderWithProviders(
    <Routes>
      <Route path={paths.emailSignup} element={<EmailSignupPage />} />
      <Route path={paths.profileSettings} element={<ProfileSettingsPage />} />
    </Routes>,
    { queryClient, route, user },
  );
}

describe('/emailsignup', () => {
  it('subscribes a guest to a weekly digest in Norwegian with keywords and a country, then asks to confirm by mail', async () => {
    server.serve({ 'POST /api/digest': { status: 202, body: { status: 'pending', settings: null } } });
    const { user } = renderAt('/emailsignup');
    expect(await screen.findByRole('heading', { name: 'Get new jobs by email' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'Maja@Example.com');
    const frequency = screen.getByLabelText('How often');
    expect(screen.getByRole('option', { name: 'Weekly' })).toHaveValue('onceweek');
    await user.selectOptions(frequency, 'Weekly');
    // The six languages, each named in itself; English unless chosen.
    const language = screen.getByLabelText('Language of the e-mails');
    expect(language).toHaveValue('en');
    expect(screen.getAllByRole('option', { name: /English|Dansk|Svenska|Norsk bokmål|Suomi|Íslenska/ })).toHaveLength(6);
    await user.selectOptions(language, 'Norsk bokmål');
    await user.type(screen.getByLabelText('Keywords (optional)'), 'react');
    const country = screen.getByLabelText('Country (optional)');
    // The site's countries and Remote; never NI.
    expect(screen.queryByRole('option', { name: 'Northern Ireland' })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Remote' })).toBeInTheDocument();
    await user.selectOptions(country, 'Denmark');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText(digestTexts.pending)).toBeInTheDocument();
    // The settings key reaches the person only through their mail.
    expect(screen.queryByRole('link', { name: 'Change your e-mail notifications' })).not.toBeInTheDocument();
    expect(server.calls().find((call) => call.method === 'POST')?.body).toEqual({
      email: 'maja@example.com',
      frequency: 'onceweek',
      language: 'nb',
      filters: { search: 'react', countryCode: 'DK' },
    });
  });

  it('subscribes the signed-in owner of a verified address at once and links to the settings', async () => {
    server.serve({
      'GET /api/digest/mail/maja%40example.com': ok({ settingsKey: null }),
      'POST /api/digest': { status: 201, body: { status: 'subscribed', settings: settings() } },
    });
    const { user } = renderAt('/emailsignup', { user: makeUser({ email: 'maja@example.com' }) });
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('maja@example.com'));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(digestTexts.subscribed, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change your e-mail notifications' })).toHaveAttribute('href', `/profile-settings/${key}`);
  });

  it('confirms the subscription from the mailed link once, then links to the settings', async () => {
    server.serve({ 'POST /api/digest/confirm': ok(settings()) });
    renderAt('/emailsignup?confirmKey=the-key');
    expect(await screen.findByText(digestTexts.confirmed, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change your e-mail notifications' })).toHaveAttribute('href', `/profile-settings/${key}`);
    expect(server.calls().filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ confirmKey: 'the-key' }]);
  });

  it('says when a confirmation link is used or expired', async () => {
    server.serve({
      'POST /api/digest/confirm': { status: 400, body: { statusCode: 400, code: 'E_INVALID_TOKEN', message: digestTexts.invalidConfirmKey } },
    });
    renderAt('/emailsignup?confirmKey=old-key');
    expect(await screen.findByText(digestTexts.invalidConfirmKey)).toBeInTheDocument();
  });

  it('checks the address before sending', async () => {
    server.serve({});
    const { user } = renderAt('/emailsignup');
    await user.type(await screen.findByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    expect(server.calls().filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('prefills the signed-in user’s address and links to their existing settings', async () => {
    server.serve({ 'GET /api/digest/mail/maja%40example.com': ok({ settingsKey: key }) });
    renderAt('/emailsignup', { user: makeUser({ email: 'maja@example.com' }) });
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('maja@example.com'));
    expect(await screen.findByText('You already get job digests.', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change your e-mail notifications' })).toHaveAttribute('href', `/profile-settings/${key}`);
  });

  it('shows and logs a failed subscribe; the server’s field message lands on its field', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.serve({
      'POST /api/digest': {
        status: 400,
        body: { statusCode: 400, code: 'E_VALIDATION', message: 'Invalid request', fields: [{ path: 'email', message: 'This address cannot receive mail' }] },
      },
    });
    const { user } = renderAt('/emailsignup');
    await user.type(await screen.findByLabelText('Email'), 'bounce@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('This address cannot receive mail')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('Job digest subscribe failed'), expect.objectContaining({ status: 400 }));

    server.serve({ 'POST /api/digest': { status: 500, body: { statusCode: 500, code: 'E_INTERNAL', message: 'Database is down' } } });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
  });
});

describe('/profile-settings/:settingsKey', () => {
  it('shows the digest and changes its frequency and language without logging in', async () => {
    server.serve({
      [`GET /api/digest/${key}`]: ok(settings()),
      [`PUT /api/digest/${key}`]: ok(settings({ frequency: 'onceweek', language: 'sv' })),
    });
    const { user } = renderAt(`/profile-settings/${key}`);
    expect(await screen.findByRole('heading', { name: 'Job digest for maja@example.com' })).toBeInTheDocument();
    expect(screen.getByText('New jobs matching “react” in Denmark.')).toBeInTheDocument();
    expect(screen.getByLabelText('How often')).toHaveValue('daily');
    await user.selectOptions(screen.getByLabelText('How often'), 'Weekly');
    expect(screen.getByLabelText('Language of the e-mails')).toHaveValue('en');
    await user.selectOptions(screen.getByLabelText('Language of the e-mails'), 'Svenska');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(digestTexts.saved)).toBeInTheDocument();
    expect(server.calls().find((call) => call.method === 'PUT')?.body).toEqual({ data: { frequency: 'onceweek', language: 'sv' }, mergeData: true });
  });

  it('unsubscribes, and can subscribe again', async () => {
    server.serve({
      [`GET /api/digest/${key}`]: ok(settings()),
      [`PUT /api/digest/${key}`]: (body) => ok(settings({ subscribed: (body as { data: { subscribed: boolean } }).data.subscribed })),
    });
    const { user } = renderAt(`/profile-settings/${key}`);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.getByText(digestTexts.unsubscribed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Subscribe again' }));
    expect(await screen.findByRole('heading', { name: 'Job digest for maja@example.com' })).toBeInTheDocument();
  });

  it('the unsubscribe link of a mail asks to confirm first', async () => {
    server.serve({
      [`GET /api/digest/${key}`]: ok(settings()),
      [`PUT /api/digest/${key}`]: ok(settings({ subscribed: false })),
    });
    const { user } = renderAt(`/profile-settings/${key}?unsubscribe=1`);
    expect(await screen.findByRole('heading', { name: 'Unsubscribe from job digests?' })).toBeInTheDocument();
    expect(server.calls().some((call) => call.method === 'PUT')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(server.calls().find((call) => call.method === 'PUT')?.body).toEqual({ data: { subscribed: false }, mergeData: true });
  });

  it('says the link is not valid for an unknown key, and logs the failed read', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.serve({});
    renderAt('/profile-settings/nope');
    expect(await screen.findByRole('alert')).toHaveTextContent(digestTexts.unknownKey);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('Job digest read settings failed'), expect.objectContaining({ status: 404 }));
  });

  it('shows and logs a failed update', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.serve({
      [`GET /api/digest/${key}`]: ok(settings()),
      [`PUT /api/digest/${key}`]: { status: 500, body: { statusCode: 500, code: 'E_INTERNAL', message: 'Database is down' } },
    });
    const { user } = renderAt(`/profile-settings/${key}`);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('Job digest update failed'), expect.objectContaining({ status: 500 }));
  });
});
