import { makeJobListItem, makeJobsAndFeatured, setUpTestApi } from '@nordhub/api-client/testing';
import { screen, within } from '@testing-library/react';
import { BackButton } from '@nordhub/session/testing';
import { asNewVisitor, ok, renderJobsAt, searchCall as search, shownLocation as location } from './jobs-test-setup';

const server = setUpTestApi();

const backend = makeJobListItem({ id: 'job-1', title: 'Backend developer' });
const designer = makeJobListItem({ id: 'job-2', title: 'Product designer', category: 'design' });

beforeEach(asNewVisitor);

describe('/jobs category filters', () => {
  it('filters by the coarser category group and offers only the categories inside it', async () => {
    server.serve({
      [search('category=design')]: ok(makeJobsAndFeatured([designer])),
      [search('categoryGroup=development')]: ok(makeJobsAndFeatured([backend])),
      [search('category=backend&categoryGroup=development')]: ok(makeJobsAndFeatured([backend])),
    });
    const { user } = renderJobsAt('/jobs?category=design');
    expect(await screen.findByText('1 job found')).toBeInTheDocument();
    const group = screen.getByRole('combobox', { name: 'Category group' });
    expect(within(group).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All groups',
      'Business development',
      'Customer success',
      'Design',
      'Development',
      'Mobile development',
      'Operations',
      'Marketing',
      'Project management',
      'Sales',
    ]);
    // Design is not in Development, so choosing the group drops it rather than matching nothing.
    await user.selectOptions(group, 'Development');
    expect(location()).toHaveTextContent(/^\/jobs\?categoryGroup=development$/);
    expect(await screen.findByRole('link', { name: 'Backend developer' })).toBeInTheDocument();
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(within(category).getAllByRole('option').map((option) => option.textContent)).toEqual(['All categories', 'Backend']);
    await user.selectOptions(category, 'Backend');
    expect(location()).toHaveTextContent(/^\/jobs\?category=backend&categoryGroup=development$/);
  });
});

describe('/jobs and the Back button', () => {
  it('restores the previous filters, in the URL, the form and the results', async () => {
    server.serve({
      [search()]: ok(makeJobsAndFeatured([backend, designer])),
      [search('search=designer')]: ok(makeJobsAndFeatured([designer])),
      [search('search=designer&country=SE&withSalary=true')]: ok(makeJobsAndFeatured([])),
    });
    const { user } = renderJobsAt('/jobs', { extra: <BackButton /> });
    expect(await screen.findByText('2 jobs found')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Job title, skill or startup' }), 'designer');
    await user.click(screen.getByRole('button', { name: 'Search jobs' }));
    expect(await screen.findByText('1 job found')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Sweden');
    // Sweden is in the EU: "Shows salary" comes on with it.
    expect(location()).toHaveTextContent(/^\/jobs\?search=designer&country=SE&withSalary=true$/);
    expect(await screen.findByText('0 jobs found')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(location()).toHaveTextContent(/^\/jobs\?search=designer$/);
    expect(await screen.findByText('1 job found')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Job title, skill or startup' })).toHaveValue('designer');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(location()).toHaveTextContent(/^\/jobs$/);
    expect(await screen.findByText('2 jobs found')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Job title, skill or startup' })).toHaveValue('');
  });
});
