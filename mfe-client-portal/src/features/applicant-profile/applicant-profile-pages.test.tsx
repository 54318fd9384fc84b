import { makeJobListItem, makeUser, setUpTestApi } from '@nordhub/api-client/testing';
import { createSessionStore, pendingTargetAtom, selectedProfileAtom } from '@nordhub/session';
import { renderWithProviders } from '@nordhub/session/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ApplicantPage, ApplicantSettingsPage, FollowedStartupsPage } from './applicant-profile-pages';

jest.setTimeout(20_000);

const api = setUpTestApi();
const ok = (body: unknown, delayMs?: number) => ({ status: 200, body, ...(delayMs ? { delayMs } : {}) });
const applicant = makeUser({ applicant: { enabled: true, platform: { main: true } } });
const settings = {
  phone: '+45 1234 5678',
  pitch: null,
  links: [],
  cvFile: null,
  workPermit: null,
  countryCodes: ['DK'],
  openToRemote: false,
  willingToRelocate: false,
  ready: false,
};
const storedCv = { path: 'files/cv.pdf', url: '/api/files/files/cv.pdf', name: 'cv.pdf', size: 11, contentType: 'application/pdf' };
const pdf = () => new File(['%PDF-1.4 CV'], 'cv.pdf', { type: 'application/pdf' });

function Where() {
  return <output aria-label="Location">{useLocation().pathname}</output>;
}

describe('/client/applicant/settings', () => {
  it('loads the settings, checks links, uploads a PDF CV with progress and saves everything', async () => {
    const calls = api.serve({
      'GET /api/applicant/settings': ok(settings),
      'POST /api/upload/file': { status: 201, body: storedCv, delayMs: 200 },
      'PUT /api/applicant/settings': (body) => ok({ ...(body as object), ready: true }),
    });
    const { user } = renderWithProviders(<ApplicantSettingsPage />, { route: '/client/applicant/settings', user: applicant });
    const form = await screen.findByRole('form', { name: 'Quick apply settings' });
    expect(within(form).getByLabelText('Phone')).toHaveValue('+45 1234 5678');
    expect(within(form).getByLabelText('Denmark')).toBeChecked();

    await user.click(within(form).getByRole('button', { name: 'Add a link' }));
    await user.type(within(form).getByLabelText('Link 1 label'), 'GitHub');
    await user.type(within(form).getByLabelText('Link 1 address'), 'github.com/astrid');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please enter a valid link starting with https://')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(within(form).getByLabelText('Link 1 address'));
    await user.type(within(form).getByLabelText('Link 1 address'), 'https://github.com/astrid');
    await user.upload(within(form).getByLabelText('CV'), pdf());
    expect(await within(form).findByRole('progressbar')).toBeInTheDocument();
    expect(await within(form).findByRole('link', { name: 'cv.pdf' })).toHaveAttribute('href', '/api/files/files/cv.pdf');
    await user.type(within(form).getByLabelText('Short pitch'), 'Backend engineer.');
    await user.selectOptions(within(form).getByLabelText('Work permit'), 'I need visa sponsorship');
    await user.click(within(form).getByLabelText('Remote'));
    await user.click(within(form).getByLabelText('Open to remote work'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      phone: '+45 1234 5678',
      pitch: 'Backend engineer.',
      links: [{ label: 'GitHub', url: 'https://github.com/astrid' }],
      cvFile: { path: 'files/cv.pdf', name: 'cv.pdf', size: 11, contentType: 'application/pdf' },
      workPermit: 'sponsorship',
      countryCodes: ['DK', 'REMOTE'],
      openToRemote: true,
      willingToRelocate: false,
    });
  });

  it('cancels a running CV upload: nothing is stored', async () => {
    api.serve({ 'GET /api/applicant/settings': ok(settings), 'POST /api/upload/file': { status: 201, body: storedCv, delayMs: 3000 } });
    const { user } = renderWithProviders(<ApplicantSettingsPage />, { route: '/client/applicant/settings', user: applicant });
    const form = await screen.findByRole('form', { name: 'Quick apply settings' });
    await user.upload(within(form).getByLabelText('CV'), pdf());
    await user.click(await within(form).findByRole('button', { name: 'Cancel upload' }));
    expect(within(form).queryByRole('progressbar')).toBeNull();
    expect(within(form).queryByRole('link', { name: 'cv.pdf' })).toBeNull();
  });
});

describe('/client/applicant?create=1', () => {
  it('creates the applicant profile, selects it and returns to the job the user wanted to apply to', async () => {
    const calls = api.serve({ 'POST /api/applicant': { status: 201, body: applicant } });
    const store = createSessionStore();
    store.set(pendingTargetAtom, '/jobs/abc?apply=1');
    renderWithProviders(
      <Routes>
        <Route path="/client/applicant" element={<ApplicantPage />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { route: '/client/applicant?create=1', user: makeUser(), store },
    );
    expect(await screen.findByRole('status', { name: 'Location' })).toHaveTextContent('/jobs/abc');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/api/applicant']);
    expect(store.get(selectedProfileAtom)).toEqual({ type: 'applicant', key: null });
    expect(store.get(pendingTargetAtom)).toBeNull();
  });
});

describe('/client/applicant', () => {
  it('shows the profile and asks to set up quick apply while no CV is stored', async () => {
    api.serve({
      'GET /api/applicant': ok({
        name: { first: 'Astrid', last: 'Holm' },
        email: 'astrid@example.com',
        settings: { ...settings, workPermit: 'citizen' },
        counts: { applications: 2, followedStartups: 1 },
        createdAt: '2026-03-01T10:00:00.000Z',
      }),
    });
    renderWithProviders(<ApplicantPage />, { route: '/client/applicant', user: applicant });
    const details = await screen.findByRole('article', { name: 'Your details' });
    expect(within(details).getByRole('heading', { name: 'Astrid Holm' })).toBeInTheDocument();
    expect(within(details).getByText('EU/EEA citizen or permanent right to work')).toBeInTheDocument();
    expect(within(details).getByText('No CV yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up quick apply' })).toHaveAttribute('href', '/client/applicant/settings');
  });
});

describe('/client/followed-startups', () => {
  it('lists followed startups with their new jobs, linked to their pages', async () => {
    api.serve({
      'GET /api/applicant/followed-startups': ok([
        {
          key: 'nordlys',
          name: 'Nordlys',
          logoUrl: null,
          followedAt: '2026-03-01T10:00:00.000Z',
          newJobs: [makeJobListItem({ id: 'job-1', title: 'Grid engineer' })],
        },
        { key: 'fjord', name: 'Fjord', logoUrl: null, followedAt: '2026-02-01T10:00:00.000Z', newJobs: [] },
      ]),
    });
    renderWithProviders(<FollowedStartupsPage />, { route: '/client/followed-startups', user: applicant });
    const nordlys = await screen.findByRole('article', { name: 'Nordlys' });
    expect(within(nordlys).getByRole('link', { name: 'Nordlys' })).toHaveAttribute('href', '/startups/nordlys');
    expect(within(nordlys).getByRole('link', { name: 'Grid engineer' })).toHaveAttribute('href', '/jobs/job-1');
    expect(within(screen.getByRole('article', { name: 'Fjord' })).getByText('No new jobs in the last 30 days.')).toBeInTheDocument();
  });
});
