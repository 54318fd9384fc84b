import { siteConfigurationQueryOptions } from '@nordhub/api-client';
import { makeInvestor, makeJobListItem, setUpTestApi } from '@nordhub/api-client/testing';
import { siteConfigurationFixture } from '@nordhub/contracts/testing/site-configuration-fixture';
import { createTestQueryClient, renderWithProviders } from '@nordhub/session/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../paths';
import { FundingInvestorPage, InvestorJobBoardPage } from './funding-pages';

const api = setUpTestApi();
const ok = (body: unknown) => ({ status: 200, body });

function renderAt(route: string) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(siteConfigurationQueryOptions().queryKey, siteConfigurationFixture);
  return renderWithProviders(
    <Routes>
      <Route path={paths.fundingInvestor} element={<FundingInvestorPage />} />
      <Route path={paths.fundingInvestorJobBoard} element={<InvestorJobBoardPage />} />
    </Routes>,
    { queryClient, route, user: null },
  );
}

const aurora = makeInvestor({ key: 'aurora-capital', name: 'Aurora Capital' });
const jobs = [
  makeJobListItem({ id: 'job-1', title: 'Solar engineer', company: { id: 'c-1', key: 'fjord-solar', name: 'Fjord Solar', logoImage: null } }),
  makeJobListItem({ id: 'job-2', title: 'Battery chemist', company: { id: 'c-2', key: 'volt-labs', name: 'Volt Labs', logoImage: null } }),
];
const page = (docs: typeof jobs, total: number, extra: object = {}) => ({ docs, total, page: 1, pageSize: 5, ...extra });

describe('an investor page’s portfolio jobs', () => {
  it('lists the newest open jobs of the portfolio and links "See all N jobs" to the job search filtered by the investor', async () => {
    api.serve({
      'GET /api/investors/aurora-capital': ok(aurora),
      'POST /api/investors/aurora-capital/views': ok({ ok: true }),
      'GET /api/investors/aurora-capital/portfolio-jobs?pageSize=5': ok(page(jobs, 12)),
    });
    renderAt('/funding/aurora-capital');
    const list = await screen.findByRole('list', { name: 'Open jobs at startups backed by Aurora Capital' });
    expect(within(list).getByRole('link', { name: 'Solar engineer' })).toHaveAttribute('href', '/jobs/job-1');
    expect(within(list).getByRole('link', { name: 'Battery chemist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all 12 jobs' })).toHaveAttribute('href', '/jobs?investor=aurora-capital');
  });

  it('says so when no portfolio startup is hiring', async () => {
    api.serve({
      'GET /api/investors/aurora-capital': ok(aurora),
      'POST /api/investors/aurora-capital/views': ok({ ok: true }),
      'GET /api/investors/aurora-capital/portfolio-jobs?pageSize=5': ok(page([], 0)),
    });
    renderAt('/funding/aurora-capital');
    expect(await screen.findByRole('heading', { name: 'No startup backed by Aurora Capital is hiring on Nordhub right now' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /See all/ })).not.toBeInTheDocument();
  });
});

describe('the embeddable portfolio job board', () => {
  it('is a compact list whose links open the job pages in a new tab, paged', async () => {
    const second = makeJobListItem({ id: 'job-21', title: 'Grid analyst', company: { id: 'c-3', key: 'grid-co', name: 'Grid Co', logoImage: null } });
    api.serve({
      'GET /api/investors/aurora-capital': ok(aurora),
      'GET /api/investors/aurora-capital/portfolio-jobs?page=1&pageSize=20': ok({ ...page(jobs, 21), pageSize: 20 }),
      'GET /api/investors/aurora-capital/portfolio-jobs?page=2&pageSize=20': ok({ ...page([second], 21), page: 2, pageSize: 20 }),
    });
    const { user } = renderAt('/funding/aurora-capital/job-board');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jobs at Aurora Capital portfolio startups' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Portfolio jobs' });
    const link = within(list).getByRole('link', { name: 'Solar engineer (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/jobs/job-1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(list).getByText('Fjord Solar', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all 21 jobs on Nordhub (opens in a new tab)' })).toHaveAttribute('href', '/jobs?investor=aurora-capital');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Grid analyst (opens in a new tab)' })).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('shows the not-found page for a missing or hidden investor', async () => {
    const missing = { status: 404, body: { statusCode: 404, code: 'E_NOT_FOUND', message: 'No investor with the key gone-capital' } };
    api.serve({ 'GET /api/investors/gone-capital': missing, 'GET /api/investors/gone-capital/portfolio-jobs?page=1&pageSize=20': missing });
    renderAt('/funding/gone-capital/job-board');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
