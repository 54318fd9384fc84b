import { setUpTestApi } from '@nordhub/api-client/testing';
import { type EmbedCompanyJobs } from '@nordhub/contracts';
import { renderWithProviders } from '@nordhub/session/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../paths';
import { JobListWidgetPage } from './startups-pages';

const api = setUpTestApi();

const nordlys: EmbedCompanyJobs = {
  company: { key: 'nordlys', name: 'Nordlys', url: 'https://nordhub.example/startups/nordlys' },
  jobs: [
    {
      id: 'j1',
      title: '<b>Backend</b> & data',
      location: 'Copenhagen, Denmark · Remote',
      isRemote: true,
      positionType: 'full-time',
      createdAt: '2026-11-20T10:00:00.000Z',
      url: 'https://nordhub.example/jobs/j1',
    },
    { id: 'j2', title: 'Designer', location: '', isRemote: false, positionType: 'part-time', createdAt: '2026-11-19T10:00:00.000Z', url: 'https://nordhub.example/jobs/j2' },
  ],
  language: 'en',
  texts: {
    heading: 'Open jobs at Nordlys',
    noJobs: 'Nordlys has no open jobs right now.',
    poweredBy: 'Jobs by Nordhub',
    positionTypes: { 'full-time': 'Full-time', 'part-time': 'Part-time', internship: 'Internship', student: 'Student job', freelance: 'Freelance' },
  },
};

function renderWidget(key: string) {
  return renderWithProviders(
    <Routes>
      <Route path={paths.jobListWidget} element={<JobListWidgetPage />} />
    </Routes>,
    { route: `/startups/joblistwidget/${key}` },
  );
}

describe('the job-list widget', () => {
  it("lists the startup's open jobs, each opening its page on the main site in a new tab", async () => {
    api.serve({ 'GET /api/embed/companies/nordlys/jobs': { status: 200, body: nordlys } });
    renderWidget('nordlys');
    const widget = await screen.findByRole('main', { name: 'Open jobs at Nordlys' });
    const links = within(widget).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')])).toEqual([
      ['<b>Backend</b> & data', 'https://nordhub.example/jobs/j1', '_blank', 'noopener'],
      ['Designer', 'https://nordhub.example/jobs/j2', '_blank', 'noopener'],
      ['Jobs by Nordhub', 'https://nordhub.example/startups/nordlys', '_blank', 'noopener'],
    ]);
    // The title is text, not markup.
    expect(widget.querySelector('b')).toBeNull();
    expect(within(widget).getByText('Copenhagen, Denmark · Remote · Full-time')).toBeInTheDocument();
    expect(within(widget).getByText('Part-time')).toBeInTheDocument();
    expect(document.title).toContain('Open jobs at Nordlys');
  });

  it('says so when the startup has no open jobs', async () => {
    api.serve({ 'GET /api/embed/companies/nordlys/jobs': { status: 200, body: { ...nordlys, jobs: [] } } });
    renderWidget('nordlys');
    expect(await screen.findByText('Nordlys has no open jobs right now.')).toBeInTheDocument();
  });

  it('gives a short clear message for an unknown startup', async () => {
    api.serve({ 'GET /api/embed/companies/nobody/jobs': { status: 404, body: { code: 'E_NOT_FOUND', message: 'No published startup with the key nobody' } } });
    renderWidget('nobody');
    expect(await screen.findByRole('alert')).toHaveTextContent('Nordhub has no published startup with the key "nobody".');
  });
});
