import { makeJobListItem, makeJobsAndFeatured, setUpTestApi } from '@nordhub/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { mixFeatured } from './featured-mix';
import { asNewVisitor, ok, renderJobsAt, searchCall as search, shownLocation as location } from './jobs-test-setup';

const server = setUpTestApi();

const backend = makeJobListItem({ id: 'job-1', title: 'Backend developer', isRemote: true });
const designer = makeJobListItem({ id: 'job-2', title: 'Product designer', category: 'design' });
const tester = makeJobListItem({ id: 'job-3', title: 'Test engineer' });

beforeEach(asNewVisitor);

describe('/jobs results first', () => {
  it('offers the quick filters in one row with "All filters (N)", N the filters applied', async () => {
    server.serve({ [search('remote=true&responsive=true')]: ok(makeJobsAndFeatured([backend])) });
    renderJobsAt('/jobs?remote=true&responsive=true');
    expect(await screen.findByText('1 job found')).toBeInTheDocument();
    const quick = screen.getByRole('group', { name: 'Quick filters' });
    expect(within(quick).getByRole('combobox', { name: 'Remote' })).toHaveValue('true');
    expect(within(quick).getByRole('combobox', { name: 'Country' })).toBeInTheDocument();
    expect(within(quick).getByRole('combobox', { name: 'Category' })).toBeInTheDocument();
    expect(within(quick).getByRole('checkbox', { name: 'English is fine' })).not.toBeChecked();
    expect(within(quick).getByRole('checkbox', { name: 'Shows salary' })).not.toBeChecked();
    expect(within(quick).getByRole('button', { name: 'All filters (2)' })).toHaveAttribute('aria-haspopup', 'dialog');
    const chips = screen.getByRole('list', { name: 'Applied filters' });
    expect(within(chips).getAllByRole('button').map((chip) => chip.getAttribute('aria-label') ?? chip.textContent)).toEqual([
      'Remote only, remove this filter',
      'Startups that answer, remove this filter',
      'Clear all',
    ]);
    // The results header comes before the results; the sort is in it.
    const count = screen.getByText('1 job found');
    const results = screen.getByRole('region', { name: 'All jobs' });
    expect(count.compareDocumentPosition(results) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Sort by' }).compareDocumentPosition(results) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a chip removes its filter only, and "Clear all" every filter but the words', async () => {
    server.serve({
      [search('search=dev&remote=true&responsive=true')]: ok(makeJobsAndFeatured([backend])),
      [search('search=dev&responsive=true')]: ok(makeJobsAndFeatured([backend, designer])),
      [search('search=dev')]: ok(makeJobsAndFeatured([backend, designer, tester])),
    });
    const { user } = renderJobsAt('/jobs?search=dev&remote=true&responsive=true');
    expect(await screen.findByText('1 job found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remote only, remove this filter' }));
    expect(location()).toHaveTextContent(/^\/jobs\?search=dev&responsive=true$/);
    expect(await screen.findByText('2 jobs found')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Remote' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Startups that answer' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(location()).toHaveTextContent(/^\/jobs\?search=dev$/);
    expect(await screen.findByText('3 jobs found')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Applied filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All filters (0)' })).toBeInTheDocument();
  });

  it('the filter sheet shows the live count of the filters chosen and applies them with "Show N jobs"', async () => {
    const calls = server.serve({
      [search()]: ok(makeJobsAndFeatured([backend, designer])),
      [search('visaSponsorship=true')]: ok(makeJobsAndFeatured([backend])),
    });
    const { user } = renderJobsAt('/jobs');
    expect(await screen.findByText('2 jobs found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All filters (0)' }));
    const sheet = await screen.findByRole('dialog', { name: 'All filters' });
    expect(within(sheet).getByRole('button', { name: 'Show 2 jobs' })).toBeInTheDocument();
    await user.click(within(sheet).getByRole('checkbox', { name: 'Visa sponsorship' }));
    // Counted, not applied: the page still shows its search.
    expect(await within(sheet).findByRole('button', { name: 'Show 1 job' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/jobs$/);
    expect(calls.map((call) => call.url)).toContain('/api/v2/jobsandfeatured?visaSponsorship=true');

    await user.click(within(sheet).getByRole('button', { name: 'Show 1 job' }));
    expect(location()).toHaveTextContent(/^\/jobs\?visaSponsorship=true$/);
    expect(await screen.findByText('1 job found')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All filters (1)' })).toBeInTheDocument();
  });

  it('closing the sheet without applying keeps the search, and focus returns to "All filters"', async () => {
    server.serve({
      [search()]: ok(makeJobsAndFeatured([backend, designer])),
      [search('visaSponsorship=true')]: ok(makeJobsAndFeatured([backend])),
      [search('relocationSupport=true')]: ok(makeJobsAndFeatured([backend])),
    });
    const { user } = renderJobsAt('/jobs');
    expect(await screen.findByText('2 jobs found')).toBeInTheDocument();
    const open = screen.getByRole('button', { name: 'All filters (0)' });
    await user.click(open);
    let sheet = await screen.findByRole('dialog', { name: 'All filters' });
    await user.click(within(sheet).getByRole('checkbox', { name: 'Visa sponsorship' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toHaveTextContent(/^\/jobs$/);
    expect(screen.getByText('2 jobs found')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Visa sponsorship' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'All filters (0)' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'All filters (0)' }));
    sheet = await screen.findByRole('dialog', { name: 'All filters' });
    // Each opening starts from the search on screen.
    expect(within(sheet).getByRole('checkbox', { name: 'Visa sponsorship' })).not.toBeChecked();
    await user.click(within(sheet).getByRole('checkbox', { name: 'Relocation support' }));
    await user.click(within(sheet).getByRole('button', { name: 'Close the filters without applying them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toHaveTextContent(/^\/jobs$/);
  });

  it('without results, offers each filter to drop with the jobs that gives', async () => {
    server.serve({
      [search('remote=true&visaSponsorship=true')]: ok(makeJobsAndFeatured([], { total: 0 })),
      [search('visaSponsorship=true')]: ok(makeJobsAndFeatured([backend, designer, tester])),
      [search('remote=true')]: ok(makeJobsAndFeatured([backend])),
    });
    renderJobsAt('/jobs?remote=true&visaSponsorship=true');
    expect(await screen.findByText('0 jobs found')).toBeInTheDocument();
    const drop = await screen.findByRole('list', { name: 'Filters to drop' });
    expect(await within(drop).findByRole('link', { name: 'Without “Remote only”: 3 jobs' })).toHaveAttribute('href', '/jobs?visaSponsorship=true');
    expect(await within(drop).findByRole('link', { name: 'Without “Visa sponsorship”: 1 job' })).toHaveAttribute('href', '/jobs?remote=true');
  });
});

describe('mixFeatured', () => {
  const job = (id: string) => ({ id });
  const ids = (runs: ReturnType<typeof mixFeatured<{ id: string }>>) => runs.flatMap((run) => run.jobs.map((item) => (run.featured ? `*${item.id}` : item.id)));

  it('puts the featured jobs at positions 1, 5 and 9, at most three, each once', () => {
    const jobs = Array.from({ length: 10 }, (_, index) => job(`j${index + 1}`));
    const featured = [job('f1'), job('j2'), job('f3'), job('f4')];
    expect(ids(mixFeatured(jobs, featured))).toEqual(['*f1', 'j1', 'j3', 'j4', '*j2', 'j5', 'j6', 'j7', '*f3', 'j8', 'j9', 'j10']);
  });

  it('keeps the plain results as they are without featured jobs, and the featured ones when results are few', () => {
    expect(mixFeatured([job('a'), job('b')], [])).toEqual([{ featured: false, jobs: [job('a'), job('b')] }]);
    expect(ids(mixFeatured([job('a')], [job('f1'), job('f2')]))).toEqual(['*f1', 'a', '*f2']);
  });
});
