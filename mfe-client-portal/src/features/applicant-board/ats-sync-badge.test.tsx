import { atsConnectionQueryOptions, siteConfigurationQueryOptions } from '@nordhub/api-client';
import { makeUser, setUpTestApi } from '@nordhub/api-client/testing';
import { type Application, type ApplicantsResponse, type AtsConnection } from '@nordhub/contracts';
import { siteConfigurationFixture } from '@nordhub/contracts/testing/site-configuration-fixture';
import { createTestQueryClient, renderWithProviders } from '@nordhub/session/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { ApplicantsBoard } from './applicant-board';

const server = setUpTestApi();

const application = (id: string, name: string, atsSync: Application['atsSync']): Application => ({
  id,
  job: { id: 'job-1', title: 'Backend Engineer' },
  applicant: { id: `applicant-${id}`, name, email: `${id}@example.com`, phone: null, imageUrl: null, linkedinUrl: null },
  stage: 'applied',
  columnId: 'col-applied',
  message: 'Hello',
  answers: [],
  cvFile: null,
  cvUrl: null,
  noteCount: 0,
  atsSync,
  createdAt: '2026-05-05T10:00:00.000Z',
  updatedAt: '2026-05-05T10:00:00.000Z',
  stageChangedAt: '2026-05-05T10:00:00.000Z',
  lastNoteAt: null,
});

const board: ApplicantsResponse = {
  columns: [{ id: 'col-applied', stage: 'applied', name: 'Applied', color: '#1d5f8f', locked: false, position: 0 }],
  applications: [
    application('app-1', 'Astrid Holm', { status: 'synced', attempts: 1, lastError: null }),
    application('app-2', 'Björn Berg', { status: 'retrying', attempts: 2, lastError: 'The applicant-tracking service answered 503: busy' }),
    application('app-3', 'Cecilia Dahl', { status: 'failed', attempts: 6, lastError: 'The applicant-tracking service answered 401: bad token' }),
    application('app-4', 'Dag Eng', { status: 'pending', attempts: 0, lastError: null }),
  ],
};

const connection = (connected: boolean): AtsConnection => ({ configured: true, provider: 'Nordhub ATS', connected, scope: connected ? 'candidates:write' : null, connectedAt: null });

function renderBoard(connected: boolean) {
  server.serve({
    'GET /api/companies/fjord-labs/applicants': { status: 200, body: board },
    'GET /api/companies/fjord-labs/jobs': { status: 200, body: [] },
    'GET /api/companies/fjord-labs/ats': { status: 200, body: connection(connected) },
    'GET /api/applications/app-2/notes': { status: 200, body: [] },
  });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(siteConfigurationQueryOptions().queryKey, siteConfigurationFixture);
  return renderWithProviders(<ApplicantsBoard company="fjord-labs" />, { route: '/client/startups/fjord-labs/applicants', user: makeUser(), queryClient });
}

describe('the applicant-tracking sync on the board', () => {
  it('shows each card as sent, sending, retrying or failed while a service is connected, and the last error in the drawer', async () => {
    const { user } = renderBoard(true);
    expect(await within(await screen.findByRole('article', { name: 'Astrid Holm' })).findByText('Sent to your ATS')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Björn Berg' })).getByText('ATS: retrying')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Cecilia Dahl' })).getByText('ATS: failed')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Dag Eng' })).getByText('ATS: sending')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Björn Berg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Björn Berg' });
    expect(within(dialog).getByText('ATS: retrying (The applicant-tracking service answered 503: busy)')).toBeInTheDocument();
  });

  it('shows no sync status when no service is connected', async () => {
    const { queryClient } = renderBoard(false);
    await screen.findByRole('article', { name: 'Astrid Holm' });
    // The connection's answer has arrived and still nothing is shown.
    await waitFor(() => expect(queryClient.getQueryState(atsConnectionQueryOptions('fjord-labs').queryKey)?.status).toBe('success'));
    expect(screen.queryByText('Sent to your ATS')).not.toBeInTheDocument();
    expect(screen.queryByText(/^ATS:/)).not.toBeInTheDocument();
  });
});
