import { siteConfigurationQueryOptions } from '@nordhub/api-client';
import { makeTool, setUpTestApi } from '@nordhub/api-client/testing';
import { siteConfigurationFixture } from '@nordhub/contracts/testing/site-configuration-fixture';
import { createTestQueryClient, CurrentLocation, renderWithProviders } from '@nordhub/session/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../paths';
import { ToolPage, ToolsPage } from './tools-pages';

const api = setUpTestApi();
const ok = (body: unknown) => ({ status: 200, body });

const siteConfiguration = {
  ...siteConfigurationFixture,
  toolCategories: [
    { text: 'Hiring & HR', value: 'hiring' },
    { text: 'Finance & accounting', value: 'finance' },
  ],
};

function renderAt(route: string) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(siteConfigurationQueryOptions().queryKey, siteConfiguration);
  return renderWithProviders(
    <>
      <Routes>
        <Route path={paths.tools} element={<ToolsPage />} />
        <Route path={paths.tool} element={<ToolPage />} />
      </Routes>
      <CurrentLocation />
    </>,
    { queryClient, route, user: null },
  );
}

const hirely = makeTool();
const ledger = makeTool({ id: 'tool-2', key: 'ledgerleaf', name: 'LedgerLeaf', description: 'Bookkeeping', logo: null, category: 'finance' });
const loose = makeTool({ id: 'tool-3', key: 'misc', name: 'Misc', description: '', logo: null, category: null });

describe('the tools pages', () => {
  it('groups the tools under the category names of the site configuration, and filters by one category in the URL', async () => {
    const calls = api.serve({ 'GET /api/tools': ok([ledger, hirely, loose]), 'GET /api/tools?category=finance': ok([ledger]) });
    const { user } = renderAt('/tools');
    expect(screen.getByRole('heading', { level: 1, name: 'Tools for startups' })).toBeInTheDocument();
    const hiring = await screen.findByRole('region', { name: 'Hiring & HR' });
    expect(within(hiring).getByRole('link', { name: 'Hirely ATS' })).toHaveAttribute('href', '/tools/hirely-ats');
    expect(within(screen.getByRole('region', { name: 'Finance & accounting' })).getByText('Bookkeeping')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Other tools' })).getByRole('link', { name: 'Misc' })).toBeInTheDocument();
    // The site configuration's order, whatever order the API used.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Hiring & HR', 'Finance & accounting', 'Other tools']);

    await user.selectOptions(screen.getByLabelText('Category'), 'finance');
    expect(screen.getByLabelText('Current location')).toHaveTextContent('/tools?category=finance');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Hirely ATS' })).not.toBeInTheDocument());
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Finance & accounting']);
    expect(screen.getByRole('link', { name: 'LedgerLeaf' })).toBeInTheDocument();
    expect(calls.at(-1)?.url).toBe('/api/tools?category=finance');
  });

  it('says so when a category has no tools, and ignores a category the site does not have', async () => {
    api.serve({ 'GET /api/tools?category=hiring': ok([]), 'GET /api/tools': ok([hirely]) });
    renderAt('/tools?category=hiring');
    expect(await screen.findByRole('heading', { name: 'No tools in this category yet' })).toBeInTheDocument();
  });

  it('shows every tool for a category that is not in the site configuration', async () => {
    api.serve({ 'GET /api/tools': ok([hirely]) });
    renderAt('/tools?category=astrology');
    expect(await screen.findByRole('link', { name: 'Hirely ATS' })).toBeInTheDocument();
    expect(screen.getByLabelText('Category')).toHaveValue('');
  });

  it('shows one tool with its logo, description, category and website opening safely in a new tab', async () => {
    api.serve({ 'GET /api/tools/hirely-ats': ok(hirely) });
    renderAt('/tools/hirely-ats');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hirely ATS' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo of Hirely ATS' })).toHaveAttribute('src', '/api/images/thumbnail/tools/hirely-ats.png');
    expect(screen.getByText('Applicant tracking built for small teams.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hiring & HR' })).toHaveAttribute('href', '/tools?category=hiring');
    const website = screen.getByRole('link', { name: 'Visit the Hirely ATS website (opens in a new tab)' });
    expect(website).toHaveAttribute('href', 'https://www.hirely-ats.example/');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'All tools' })).toHaveAttribute('href', '/tools');
  });

  it('shows the not-found page for an unknown tool', async () => {
    api.serve({ 'GET /api/tools/nothing': { status: 404, body: { statusCode: 404, code: 'E_NOT_FOUND', message: 'No tool with the key nothing' } } });
    renderAt('/tools/nothing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
