import { makeJobListItem, makeJobsAndFeatured, setUpTestApi } from '@nordhub/api-client/testing';
import { screen } from '@testing-library/react';
import { asNewVisitor, ok, renderJobsAt, searchCall as search, shownLocation as location } from './jobs-test-setup';

const server = setUpTestApi();

const answering = makeJobListItem({ id: 'job-1', title: 'Backend developer' });
const silent = makeJobListItem({ id: 'job-2', title: 'Product designer' });

beforeEach(asNewVisitor);

describe('/jobs "Startups that answer"', () => {
  it('ticking it asks only for jobs at startups that answer, explains the rule and keeps it in the URL', async () => {
    const calls = server.serve({
      [search()]: ok(makeJobsAndFeatured([answering, silent])),
      [search('responsive=true')]: ok(makeJobsAndFeatured([answering])),
    });
    const { user } = renderJobsAt('/jobs');
    expect(await screen.findByText('2 jobs found')).toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: 'Startups that answer' });
    expect(box).toHaveAccessibleDescription('70% of at least 5 applications answered within 14 days');
    await user.click(box);
    expect(location()).toHaveTextContent(/^\/jobs\?responsive=true$/);
    expect(await screen.findByText('1 job found')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/v2/jobsandfeatured?responsive=true');

    await user.click(screen.getByRole('checkbox', { name: 'Startups that answer' }));
    expect(location()).toHaveTextContent(/^\/jobs$/);
    expect(await screen.findByText('2 jobs found')).toBeInTheDocument();
  });

  it('opens ticked from a shared link', async () => {
    server.serve({ [search('responsive=true')]: ok(makeJobsAndFeatured([answering])) });
    renderJobsAt('/jobs?responsive=true');
    expect(await screen.findByText('1 job found')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Startups that answer' })).toBeChecked();
  });
});
