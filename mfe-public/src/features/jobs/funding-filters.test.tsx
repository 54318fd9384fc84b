import { makeInvestor, makeInvestorListItem, makeJobListItem, makeJobsAndFeatured, setUpTestApi } from '@nordhub/api-client/testing';
import { screen, within } from '@testing-library/react';
import { asNewVisitor, ok, renderJobsAt, searchCall as search, shownLocation as location } from './jobs-test-setup';

// Several selects, each a new search: more steps than the default 5 seconds allow on a busy machine.
jest.setTimeout(20_000);

const server = setUpTestApi();

const seedJob = makeJobListItem({ id: 'job-1', title: 'Backend developer at a growth startup' });
const backedJob = makeJobListItem({ id: 'job-2', title: 'Designer at a portfolio startup' });
const aurora = makeInvestorListItem({ key: 'aurora-capital', name: 'Aurora Capital' });

beforeEach(asNewVisitor);

describe('/jobs funding-aware filters', () => {
  it('filters by startup stage, funding round and funding status, kept in the URL', async () => {
    server.serve({
      [search()]: ok(makeJobsAndFeatured([seedJob, backedJob])),
      [search('stage=growth')]: ok(makeJobsAndFeatured([seedJob])),
      [search('stage=growth&fundingStage=seed')]: ok(makeJobsAndFeatured([seedJob])),
      [search('stage=growth&fundingStage=seed&funding=recently-funded')]: ok(makeJobsAndFeatured([])),
    });
    const { user } = renderJobsAt('/jobs');
    expect(await screen.findByText('2 jobs found')).toBeInTheDocument();
    // The stages and rounds are the site configuration's.
    const stage = screen.getByRole('combobox', { name: 'Startup stage' });
    expect(within(stage).getAllByRole('option').map((option) => option.textContent)).toEqual(['Any stage', 'Growth']);
    await user.selectOptions(stage, 'Growth');
    expect(location()).toHaveTextContent(/^\/jobs\?stage=growth$/);
    expect(await screen.findByText('1 job found')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Funding round' }), 'Seed');
    expect(location()).toHaveTextContent(/^\/jobs\?stage=growth&fundingStage=seed$/);
    const funding = screen.getByRole('combobox', { name: 'Funding' });
    expect(within(funding).getAllByRole('option').map((option) => option.textContent)).toEqual(['Any funding', 'Bootstrapped', 'Backed by investors', 'Recently funded']);
    await user.selectOptions(funding, 'Recently funded');
    expect(location()).toHaveTextContent(/^\/jobs\?stage=growth&fundingStage=seed&funding=recently-funded$/);
    expect(await screen.findByRole('heading', { name: 'No jobs match this search' })).toBeInTheDocument();
  });

  it('suggests investors by name and filters by the chosen one; the URL shows its key', async () => {
    server.serve({
      [search()]: ok(makeJobsAndFeatured([seedJob, backedJob])),
      'GET /api/investors?search=aur&pageSize=8': ok({ docs: [aurora], total: 1, page: 1, pageSize: 8 }),
      [search('investor=aurora-capital')]: ok(makeJobsAndFeatured([backedJob])),
      'GET /api/investors/aurora-capital': ok(makeInvestor({ key: 'aurora-capital', name: 'Aurora Capital' })),
    });
    const { user } = renderJobsAt('/jobs');
    expect(await screen.findByText('2 jobs found')).toBeInTheDocument();
    const box = screen.getByRole('combobox', { name: 'Backed by investor' });
    await user.type(box, 'aur');
    await user.click(await screen.findByRole('option', { name: /Aurora Capital/ }));
    expect(location()).toHaveTextContent(/^\/jobs\?investor=aurora-capital$/);
    expect(await screen.findByRole('link', { name: 'Designer at a portfolio startup' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Aurora Capital')).toBe(screen.getByRole('combobox', { name: 'Backed by investor' }));
    // "Any investor" clears the filter.
    await user.click(screen.getByRole('button', { name: 'Any investor' }));
    expect(location()).toHaveTextContent(/^\/jobs$/);
  });

  it('opens a shared link filtered by an investor with its name in the box', async () => {
    server.serve({
      [search('investor=aurora-capital')]: ok(makeJobsAndFeatured([backedJob])),
      'GET /api/investors/aurora-capital': ok(makeInvestor({ key: 'aurora-capital', name: 'Aurora Capital' })),
    });
    renderJobsAt('/jobs?investor=Aurora-Capital');
    expect(await screen.findByRole('link', { name: 'Designer at a portfolio startup' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Aurora Capital')).toBeInTheDocument();
  });
});
