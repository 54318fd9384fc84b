import { siteConfigurationQueryOptions } from '@nordhub/api-client';
import { makeInvestor, makeInvestorListItem, setUpTestApi } from '@nordhub/api-client/testing';
import { siteConfigurationFixture } from '@nordhub/contracts/testing/site-configuration-fixture';
import { createTestQueryClient, CurrentLocation, renderWithProviders } from '@nordhub/session/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../paths';
import { FundingInvestorPage, FundingPage, InvestorsJoinPage } from './funding-pages';
import { FundingQuizPage, FundingQuizResultsPage } from './funding-quiz-pages';

const api = setUpTestApi();
const ok = (body: unknown) => ({ status: 200, body });

const siteConfiguration = { ...siteConfigurationFixture, industries: [...siteConfigurationFixture.industries, { text: 'Impact', value: 'impact' }] };

function renderAt(route: string) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(siteConfigurationQueryOptions().queryKey, siteConfiguration);
  return renderWithProviders(
    <>
      <Routes>
        <Route path={paths.funding} element={<FundingPage />} />
        <Route path={paths.fundingInvestor} element={<FundingInvestorPage />} />
        <Route path={paths.fundingQuiz} element={<FundingQuizPage />} />
        <Route path={paths.fundingQuizResults} element={<FundingQuizResultsPage />} />
        <Route path={paths.investorsJoin} element={<InvestorsJoinPage />} />
      </Routes>
      <CurrentLocation />
    </>,
    { queryClient, route, user: null },
  );
}

const aurora = makeInvestorListItem();
const detail = makeInvestor({
  website: 'http://aurora.example',
  logo: null,
  coverImage: { path: 'covers/aurora.png' },
  keyPeople: [{ name: 'Anna Berg', title: 'Partner', image: null, linkedinUrl: null }],
  investments: [
    { id: 'e-1', company: { id: 'c-1', key: 'fjord-solar', name: 'Fjord Solar', logoImage: null }, investor: null, name: 'Fjord Solar', website: '', category: null, logoImageUrl: null, basicInfo: { intro: '' } },
    { id: 'e-2', company: null, investor: null, name: 'Outside Oy', website: 'http://outside.example', category: 'Cleantech', logoImageUrl: null, basicInfo: { intro: 'Heat pumps' } },
  ],
  contactPreference: 'EMAIL',
  email: 'deals@aurora.example',
  views: 1500,
  status: 'ACTIVE',
  adminUrl: '/client/investors/aurora-capital',
  createdAt: '2026-01-01T10:00:00.000Z',
});

describe('the public funding pages', () => {
  it('lists investors and filters them by type, industry (impact), market, range and country in the URL', async () => {
    const calls = api.serve({
      'GET /api/investors?page=1&pageSize=20': ok({ docs: [aurora], total: 1, page: 1, pageSize: 20 }),
      'GET /api/investors?type=VENTURES&page=1&pageSize=20': ok({ docs: [aurora], total: 1, page: 1, pageSize: 20 }),
      'GET /api/investors?type=VENTURES&industry=impact&page=1&pageSize=20': ok({ docs: [], total: 0, page: 1, pageSize: 20 }),
    });
    const { user } = renderAt('/funding');
    expect(await screen.findByRole('article', { name: 'Aurora Capital' })).toHaveTextContent('Venture capital · DK');
    expect(screen.getByRole('link', { name: 'Aurora Capital' })).toHaveAttribute('href', '/funding/aurora-capital');
    await user.selectOptions(screen.getByLabelText('Type'), 'VENTURES');
    await user.selectOptions(screen.getByLabelText('Industry'), 'impact');
    expect(await screen.findByText('0 investors')).toBeInTheDocument();
    expect(screen.getByLabelText('Current location')).toHaveTextContent('/funding?type=VENTURES&industry=impact');
    expect(screen.getByLabelText('Market')).toBeInTheDocument();
    expect(screen.getByLabelText('Investment range')).toBeInTheDocument();
    expect(screen.getByLabelText('Country')).toBeInTheDocument();
    expect(calls.at(-1)?.url).toContain('industry=impact');
  });

  it('shows an investor with cover, people, e-mail contact, abbreviated views and investments linking startups or outside sites, and counts the view', async () => {
    const calls = api.serve({ 'GET /api/investors/aurora-capital': ok(detail), 'POST /api/investors/aurora-capital/views': ok({ ok: true }) });
    renderAt('/funding/aurora-capital');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aurora Capital' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cover image of Aurora Capital' })).toBeInTheDocument();
    expect(screen.getByText(/1\.5k views/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'E-mail Aurora Capital' })).toHaveAttribute('href', 'mailto:deals@aurora.example');
    expect(within(screen.getByRole('list', { name: 'Key people' })).getByText(/Anna Berg/)).toHaveTextContent('Anna Berg, Partner');
    const investments = screen.getByRole('list', { name: 'Investments' });
    expect(within(investments).getByRole('link', { name: 'Fjord Solar' })).toHaveAttribute('href', '/startups/fjord-solar');
    expect(within(investments).getByRole('link', { name: 'Outside Oy' })).toHaveAttribute('href', 'http://outside.example');
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/views'))).toBe(true));
  });

  it('shows the not-found page for an investor that is missing or hidden', async () => {
    api.serve({ 'GET /api/investors/gone-capital': { status: 404, body: { statusCode: 404, code: 'E_NOT_FOUND', message: 'No investor with the key gone-capital' } } });
    renderAt('/funding/gone-capital');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('turns the quiz answers into the shareable results address, which ranks the investors', async () => {
    api.serve({
      'GET /api/investors/quiz?stage=seed&industry=impact&amount=100k-500k&market=nordics': ok({ docs: [{ investor: aurora, score: 5, reasons: ['Invests in your industry', 'Typical investor for your stage'] }] }),
    });
    const { user } = renderAt('/funding/quiz');
    await user.selectOptions(screen.getByLabelText('What stage is your startup at?'), 'seed');
    await user.selectOptions(screen.getByLabelText('Which industry are you in?'), 'impact');
    await user.selectOptions(screen.getByLabelText('How much are you raising?'), '100k-500k');
    await user.selectOptions(screen.getByLabelText('Which market do you serve?'), 'nordics');
    await user.click(screen.getByRole('button', { name: 'See my investors' }));
    await waitFor(() => expect(screen.getByLabelText('Current location')).toHaveTextContent('/funding/quiz/results?stage=seed&industry=impact&amount=100k-500k&market=nordics'));
    const match = await screen.findByRole('article', { name: 'Aurora Capital' });
    expect(match).toHaveTextContent('Match score 5 · Invests in your industry · Typical investor for your stage');
    expect(screen.getByLabelText('Share these results')).toHaveValue('http://localhost/funding/quiz/results?stage=seed&industry=impact&amount=100k-500k&market=nordics');
  });

  it('refuses a blank quiz: each unanswered question says so, tied to its field, and the first takes the focus', async () => {
    const { user } = renderAt('/funding/quiz');
    await user.selectOptions(screen.getByLabelText('Which industry are you in?'), 'impact');
    await user.click(screen.getByRole('button', { name: 'See my investors' }));
    const stage = screen.getByLabelText('What stage is your startup at?');
    await waitFor(() => expect(stage).toHaveAttribute('aria-invalid', 'true'));
    expect(stage).toHaveAccessibleDescription('Please answer “What stage is your startup at?”');
    expect(stage).toHaveFocus();
    expect(screen.getByLabelText('Which industry are you in?')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Which market do you serve?')).toHaveAccessibleDescription('Please answer “Which market do you serve?”');
    expect(screen.getByLabelText('Current location')).toHaveTextContent('/funding/quiz');
    expect(screen.getByLabelText('Current location')).not.toHaveTextContent('results');
  });

  it('invites investors to create a profile, asking guests to sign up first', async () => {
    renderAt('/investors/join');
    expect(screen.getByRole('heading', { level: 1, name: 'Join Nordhub as an investor' })).toBeInTheDocument();
    expect(await screen.findByText('You sign up first; your new profile page opens right after.')).toBeInTheDocument();
  });
});
