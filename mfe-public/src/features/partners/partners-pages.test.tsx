import { siteConfigurationQueryOptions } from '@nordhub/api-client';
import { makePartner, makeUser, setUpTestApi } from '@nordhub/api-client/testing';
import { siteConfigurationFixture } from '@nordhub/contracts/testing/site-configuration-fixture';
import { type User } from '@nordhub/contracts';
import { authModalAtom, pendingTargetAtom } from '@nordhub/session';
import { createTestQueryClient, renderWithProviders } from '@nordhub/session/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../paths';
import { PartnerPage, PartnersPage } from './partners-pages';

const api = setUpTestApi();
const ok = (body: unknown) => ({ status: 200, body });

const siteConfiguration = {
  ...siteConfigurationFixture,
  partnerCategories: [
    { text: 'Accelerators & incubators', value: 'accelerator' },
    { text: 'Communities', value: 'community' },
  ],
};

function renderAt(route: string, user: User | null = null) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(siteConfigurationQueryOptions().queryKey, siteConfiguration);
  return renderWithProviders(
    <Routes>
      <Route path={paths.partners} element={<PartnersPage />} />
      <Route path={paths.partner} element={<PartnerPage />} />
    </Routes>,
    { queryClient, route, user },
  );
}

const fjord = makePartner();
const arctic = makePartner({ id: 'partner-2', key: 'arctic-founders', name: 'Arctic Founders', logo: null, category: 'community', website: 'https://arctic.example', description: 'Founders helping founders' });

describe('the partners pages', () => {
  it('shows the body text and the partners by category with logos, landing page links and websites', async () => {
    api.serve({ 'GET /api/pages/partners': ok({ page: { partners: [arctic, fjord], content: { bodyText: 'Nordhub works with accelerators.\n\nTogether we help startups.' } } }) });
    renderAt('/partners');
    expect(screen.getByRole('heading', { level: 1, name: 'Partners' })).toBeInTheDocument();
    expect(await screen.findByText('Nordhub works with accelerators.')).toBeInTheDocument();
    expect(screen.getByText('Together we help startups.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Accelerators & incubators', 'Communities']);
    const accelerators = screen.getByRole('region', { name: 'Accelerators & incubators' });
    expect(within(accelerators).getByRole('link', { name: 'Fjord Accelerator' })).toHaveAttribute('href', '/partners/fjord-accelerator');
    expect(accelerators.querySelector('img')).toHaveAttribute('src', '/api/images/thumbnail/partners/fjord-accelerator.png');
    const website = within(accelerators).getByRole('link', { name: 'Fjord Accelerator website (opens in a new tab)' });
    expect(website).toHaveAttribute('href', 'https://www.fjord-accelerator.example/');
    expect(website.getAttribute('rel')).toContain('noopener');
    expect(within(screen.getByRole('region', { name: 'Communities' })).getByText('Founders helping founders')).toBeInTheDocument();
  });

  it('says so when there are no partners yet', async () => {
    api.serve({ 'GET /api/pages/partners': ok({ page: { partners: [], content: { bodyText: '' } } }) });
    renderAt('/partners');
    expect(await screen.findByRole('heading', { name: 'No partners yet' })).toBeInTheDocument();
  });

  it("shows a partner's landing page with a call to browse jobs or sign up", async () => {
    api.serve({ 'GET /api/partners/fjord-accelerator': ok(fjord) });
    const { user, store } = renderAt('/partners/fjord-accelerator');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fjord Accelerator' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo of Fjord Accelerator' })).toBeInTheDocument();
    expect(screen.getByText('Accelerators & incubators')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit the Fjord Accelerator website (opens in a new tab)' }).getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/jobs');
    expect(document.title).toContain('Fjord Accelerator');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(store.get(authModalAtom)).toEqual({ step: 'signup-landing', defaults: undefined });
    expect(store.get(pendingTargetAtom)).toBe('/jobs');
  });

  it('offers only the jobs to a signed-in visitor', async () => {
    api.serve({ 'GET /api/partners/fjord-accelerator': ok(fjord) });
    renderAt('/partners/fjord-accelerator', makeUser());
    expect(await screen.findByRole('link', { name: 'Browse jobs' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it('shows the not-found page for an unknown partner', async () => {
    api.serve({ 'GET /api/partners/nobody': { status: 404, body: { statusCode: 404, code: 'E_NOT_FOUND', message: 'No partner with the key nobody' } } });
    renderAt('/partners/nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
