import { makeJobDetail, makeJobListItem, makeJobsAndFeatured, setUpTestApi } from '@nordhub/api-client/testing';
import { screen, within } from '@testing-library/react';
import { asNewVisitor, ok, renderJobsAt, searchCall as search, shownLocation as location } from './jobs-test-setup';

// Nordic reality filters (docs/nordic-filters.md): the search filters and what jobs say about them.

const server = setUpTestApi();

const englishVisa = makeJobListItem({
  id: 'job-1',
  title: 'Backend developer',
  location: { locality: 'Stockholm', address: null, country: 'Sweden', countryCode: 'SE' },
  visaSponsorship: true,
  relocationSupport: true,
});
const danishOnly = makeJobListItem({ id: 'job-2', title: 'Account manager', workingLanguage: 'LOCAL_REQUIRED', requiredLanguages: ['da'] });

beforeEach(asNewVisitor);

describe('/jobs Nordic filters', () => {
  it('filters for English-friendly jobs with visa sponsorship, kept in the URL', async () => {
    server.serve({
      [search()]: ok(makeJobsAndFeatured([englishVisa, danishOnly])),
      [search('englishOk=true')]: ok(makeJobsAndFeatured([englishVisa])),
      [search('englishOk=true&visaSponsorship=true')]: ok(makeJobsAndFeatured([englishVisa])),
      [search('englishOk=true&visaSponsorship=true&remoteFrom=SE')]: ok(makeJobsAndFeatured([])),
    });
    const { user } = renderJobsAt('/jobs');
    expect(await screen.findByText('2 jobs found')).toBeInTheDocument();
    // The form is drawn anew for each search, so the group is looked up each time.
    const filters = () => screen.getByRole('group', { name: 'Working in the Nordics' });

    // "English is fine" is one of the quick filters over the results.
    await user.click(within(screen.getByRole('group', { name: 'Quick filters' })).getByRole('checkbox', { name: 'English is fine' }));
    expect(location()).toHaveTextContent(/^\/jobs\?englishOk=true$/);
    expect(await screen.findByText('1 job found')).toBeInTheDocument();
    await user.click(within(filters()).getByRole('checkbox', { name: 'Visa sponsorship' }));
    expect(location()).toHaveTextContent(/^\/jobs\?englishOk=true&visaSponsorship=true$/);
    // The working conditions themselves are on the job page (below); a card stays short.
    expect(await screen.findByRole('article', { name: 'Backend developer' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Account manager' })).not.toBeInTheDocument();

    await user.selectOptions(within(filters()).getByRole('combobox', { name: 'Remote from' }), 'Sweden');
    expect(location()).toHaveTextContent(/^\/jobs\?englishOk=true&visaSponsorship=true&remoteFrom=SE$/);
    expect(await screen.findByText('0 jobs found')).toBeInTheDocument();
  });

  it('shows the filters of a shared link as chosen, and unchecking drops them', async () => {
    server.serve({
      [search('relocationSupport=true&remoteFrom=FI')]: ok(makeJobsAndFeatured([englishVisa])),
      [search('remoteFrom=FI')]: ok(makeJobsAndFeatured([englishVisa, danishOnly])),
    });
    const { user } = renderJobsAt('/jobs?remoteFrom=fi&relocationSupport=true&visaSponsorship=false');
    expect(await screen.findByText('1 job found')).toBeInTheDocument();
    const filters = screen.getByRole('group', { name: 'Working in the Nordics' });
    expect(within(filters).getByRole('checkbox', { name: 'Relocation support' })).toBeChecked();
    expect(within(filters).getByRole('checkbox', { name: 'Visa sponsorship' })).not.toBeChecked();
    expect(within(filters).getByRole('combobox', { name: 'Remote from' })).toHaveValue('FI');
    await user.click(within(filters).getByRole('checkbox', { name: 'Relocation support' }));
    expect(location()).toHaveTextContent(/^\/jobs\?remoteFrom=FI$/);
    expect(await screen.findByText('2 jobs found')).toBeInTheDocument();
  });
});

describe('/jobs/:id working conditions', () => {
  const page = (id: string, job: ReturnType<typeof makeJobDetail>) =>
    server.serve({
      [`GET /api/jobs/single/${id}`]: ok(job),
      'GET /api/currency-rates': ok({ rates: [] }),
      [`GET /api/v2/jobs/${id}/related`]: ok([]),
      [`POST /api/jobs/${id}/view`]: ok({ views: 1, counted: true }),
    });

  it('shows the required language, visa sponsorship, relocation support and where a remote job may be done from', async () => {
    page('abc', makeJobDetail({
      id: 'abc',
      isRemote: true,
      workingLanguage: 'LOCAL_REQUIRED',
      requiredLanguages: ['da'],
      visaSponsorship: true,
      relocationSupport: true,
      remoteCountryCodes: ['SE', 'FI'],
    }));
    renderJobsAt('/jobs/abc');
    const conditions = await screen.findByRole('list', { name: 'Working conditions' });
    expect(within(conditions).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Danish required', 'Visa sponsorship', 'Relocation support']);
    expect(screen.getByText('Remote from').nextElementSibling).toHaveTextContent('Sweden, Finland');
  });

  it('says English is fine, and a remote job without stated countries is remote from its own country', async () => {
    page('def', makeJobDetail({ id: 'def', isRemote: true }));
    renderJobsAt('/jobs/def');
    const conditions = await screen.findByRole('list', { name: 'Working conditions' });
    expect(within(conditions).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['English is fine']);
    expect(screen.getByText('Remote from').nextElementSibling).toHaveTextContent('Denmark');
  });

  it('names no remote countries for an on-site job', async () => {
    page('ghi', makeJobDetail({ id: 'ghi' }));
    renderJobsAt('/jobs/ghi');
    expect(await screen.findByRole('list', { name: 'Working conditions' })).toBeInTheDocument();
    expect(screen.queryByText('Remote from')).not.toBeInTheDocument();
  });
});
