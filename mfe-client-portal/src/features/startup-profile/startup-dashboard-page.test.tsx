import { makeUser, makeUserCompany, setUpTestApi } from '@nordhub/api-client/testing';
import { renderWithProviders } from '@nordhub/session/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { StartupDashboardPage } from './startup-dashboard-page';

const api = setUpTestApi();

const timeline = ['2026-11-21', '2026-11-22', '2026-11-23'].map((day, index) => ({ day, views: [3, 8, 5][index] ?? 0, applicants: [0, 2, 1][index] ?? 0 }));

describe('/client/startups/{company} dashboard', () => {
  it('shows jobs by status, applicants by board column (under the board\'s names), and a chart of views and applicants with its data table', async () => {
    api.serve({
      'GET /api/companies/fjord/hidden': { status: 404, body: { statusCode: 404, code: 'E_NOT_FOUND', message: 'Not here' } },
      'GET /api/companies/fjord/dashboard': {
        status: 200,
        body: {
          jobsByStatus: [{ status: 'ACTIVE', count: 2 }, { status: 'DRAFT', count: 1 }],
          applicantsByStage: [{ stage: 'applied', count: 3 }, { stage: 'custom', count: 33 }, { stage: 'hired', count: 1 }],
          applicantsByColumn: [
            { name: 'Applied', stage: 'applied', count: 3 },
            { name: 'Interview', stage: 'custom', count: 33 },
            { name: 'Hired', stage: 'hired', count: 1 },
          ],
          timeline,
          totals: { views: 16, applicants: 4, jobs: 3 },
        },
      },
    });
    renderWithProviders(
      <Routes>
        <Route path="/client/startups/:company" element={<StartupDashboardPage />} />
      </Routes>,
      { route: '/client/startups/fjord', user: makeUser({ companies: [makeUserCompany({ key: 'fjord' })] }) },
    );
    const jobs = await screen.findByRole('region', { name: 'Jobs by status' });
    expect(within(jobs).getByText('2')).toBeInTheDocument();
    const applicants = screen.getByRole('region', { name: 'Applicants by column' });
    expect(within(applicants).getByText('3')).toBeInTheDocument();
    // The custom stage's column under the company's name for it, as on the board; never 'Custom'.
    expect(within(applicants).getByText('Interview')).toBeInTheDocument();
    expect(within(applicants).queryByText('Custom')).not.toBeInTheDocument();
    const chart = screen.getByRole('figure', { name: 'Job views and applicants, last 3 days' });
    expect(within(chart).getByRole('img')).toHaveAccessibleName(
      'Job views and applicants, last 3 days, 2026-11-21 to 2026-11-23. Job views: 16 in total, Applicants: 3 in total.',
    );
    const row = within(within(chart).getByRole('table')).getByRole('row', { name: /2026-11-22/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['8', '2']);
  });

  it('says what will appear and how when the startup has no jobs, applicants or views yet', async () => {
    const quiet = timeline.map((day) => ({ ...day, views: 0, applicants: 0 }));
    api.serve({
      'GET /api/companies/fjord/hidden': { status: 404, body: { statusCode: 404, code: 'E_NOT_FOUND', message: 'Not here' } },
      'GET /api/companies/fjord/dashboard': { status: 200, body: { jobsByStatus: [], applicantsByStage: [], applicantsByColumn: [], timeline: quiet, totals: { views: 0, applicants: 0, jobs: 0 } } },
    });
    renderWithProviders(
      <Routes>
        <Route path="/client/startups/:company" element={<StartupDashboardPage />} />
      </Routes>,
      { route: '/client/startups/fjord', user: makeUser({ companies: [makeUserCompany({ key: 'fjord' })] }) },
    );
    expect(await screen.findByRole('heading', { name: 'No jobs yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No applicants yet' })).toBeInTheDocument();
    const chart = screen.getByRole('figure', { name: 'Job views and applicants, last 3 days' });
    expect(within(chart).getByRole('heading', { name: 'No job views yet' })).toBeInTheDocument();
    expect(within(chart).queryByRole('img')).not.toBeInTheDocument();
  });
});
