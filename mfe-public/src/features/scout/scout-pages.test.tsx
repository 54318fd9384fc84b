import { siteConfigurationQueryOptions } from '@nordhub/api-client';
import { makeUser, makeUserCompany, setUpTestApi } from '@nordhub/api-client/testing';
import { type ContentPage, type User } from '@nordhub/contracts';
import { siteConfigurationFixture } from '@nordhub/contracts/testing/site-configuration-fixture';
import { createSessionStore, selectedProfileAtom } from '@nordhub/session';
import { createTestQueryClient, renderWithProviders } from '@nordhub/session/testing';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../paths';
import { HeadhunterTermsPage, ScoutPage } from './scout-pages';

const api = setUpTestApi();

const scoutPage: ContentPage = {
  key: 'scout',
  title: 'Scout: let a headhunter find your next hire',
  bodyText: 'Your startup pays for a headhunter to find candidates.',
  sections: [],
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function renderAt(route: string, { headhunter, user = null, company = null }: { headhunter: boolean; user?: User | null; company?: string | null }) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(siteConfigurationQueryOptions().queryKey, { ...siteConfigurationFixture, products: { headhunter } });
  const store = createSessionStore();
  if (company) store.set(selectedProfileAtom, { type: 'company', key: company });
  return renderWithProviders(
    <Routes>
      <Route path={paths.scout} element={<ScoutPage />} />
      <Route path={paths.headhunterTerms} element={<HeadhunterTermsPage />} />
    </Routes>,
    { route, user, store, queryClient },
  );
}

describe('scout pages', () => {
  it('shows the scout page with a call to action for startups to get started', async () => {
    api.serve({ 'GET /api/pages/scout': { status: 200, body: scoutPage } });
    renderAt('/scout', { headhunter: true });
    expect(await screen.findByRole('heading', { level: 1, name: scoutPage.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get started as a startup' })).toHaveAttribute('href', '/startups/join');
    expect(screen.getByRole('button', { name: 'Log in to order' })).toBeInTheDocument();
  });

  it('sends a signed-in user without a startup to create one', async () => {
    api.serve({ 'GET /api/pages/scout': { status: 200, body: scoutPage } });
    renderAt('/scout', { headhunter: true, user: makeUser({ companies: [] }) });
    expect(await screen.findByRole('link', { name: 'Create a startup profile' })).toHaveAttribute('href', '/client/startups/new');
  });

  it("sends a startup's manager to the portal's headhunter steps", async () => {
    api.serve({ 'GET /api/pages/scout': { status: 200, body: scoutPage } });
    const founder = makeUser({ companies: [makeUserCompany({ key: 'acme', name: 'Acme' })] });
    renderAt('/scout', { headhunter: true, user: founder, company: 'acme' });
    expect(await screen.findByRole('link', { name: 'Start a Scout search' })).toHaveAttribute('href', '/client/startups/acme/hh-steps?kind=scout');
  });

  it('is a 404 page, without asking for the page, while the headhunter product is off', async () => {
    const calls = api.serve({ 'GET /api/pages/scout': { status: 200, body: scoutPage } });
    renderAt('/scout', { headhunter: false });
    expect(await screen.findByRole('heading', { name: /page could not be found|Page not found/i })).toBeInTheDocument();
    expect(screen.queryByText(scoutPage.title)).not.toBeInTheDocument();
    renderAt('/headhunter-terms', { headhunter: false });
    expect(await screen.findAllByRole('heading', { name: /page could not be found|Page not found/i })).toHaveLength(2);
    expect(calls).toEqual([]);
  });
});
