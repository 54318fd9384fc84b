import { siteConfigurationQueryOptions } from '@nordhub/api-client';
import { setUpTestApi } from '@nordhub/api-client/testing';
import { siteConfigurationFixture } from '@nordhub/contracts/testing/site-configuration-fixture';
import { createTestQueryClient, renderWithProviders } from '@nordhub/session/testing';
import { screen, within } from '@testing-library/react';
import { PricingPage } from './pricing-pages';

const server = setUpTestApi();
const visitorFrom = (countryCode: string | null) => ({
  'GET /api/site/visitor-country': { status: 200, body: { countryCode, source: countryCode ? 'header' : null } },
});

const clearPreferredCountry = () => {
  document.cookie = 'preferred-country-code=; Path=/; Max-Age=0';
};

function renderPricing({ headhunter = true } = {}) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(siteConfigurationQueryOptions().queryKey, { ...siteConfigurationFixture, products: { headhunter } });
  return renderWithProviders(<PricingPage />, { queryClient, route: '/pricing' });
}

const headlinePrice = async () => (await screen.findByTestId('headline-price')).textContent;

describe('PricingPage', () => {
  beforeEach(clearPreferredCountry);
  afterAll(clearPreferredCountry);

  it('shows a Danish visitor the Danish price in DKK', async () => {
    server.serve(visitorFrom('DK'));
    renderPricing();
    expect(await headlinePrice()).toBe('599 DKK');
    expect(screen.getByText('per published job for a startup in Denmark, VAT excluded')).toBeInTheDocument();
    expect(screen.getByText('Each job is listed for 60 days from its payment; to list it longer, publish it again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Show prices for')).toHaveValue('DK');
    expect(screen.getByRole('link', { name: 'pay transparency' })).toHaveAttribute('href', '/pay-transparency');
  });

  it('shows a Finnish visitor the price in EUR', async () => {
    server.serve(visitorFrom('FI'));
    renderPricing();
    expect(await headlinePrice()).toBe('79 EUR');
    expect(screen.getByLabelText('Show prices for')).toHaveValue('FI');
  });

  it('gives a visitor from elsewhere in the EU the EU price, and falls back to the site country when nothing is known', async () => {
    server.serve(visitorFrom('DE'));
    const { unmount } = renderPricing();
    expect(await headlinePrice()).toBe('79 EUR');
    expect(screen.getByLabelText('Show prices for')).toHaveValue('EU');
    unmount();
    server.serve(visitorFrom(null));
    renderPricing();
    expect(await headlinePrice()).toBe('599 DKK');
  });

  it('switches the prices shown and keeps the choice as the preferred country', async () => {
    server.serve(visitorFrom('DK'));
    const { user } = renderPricing();
    expect(await headlinePrice()).toBe('599 DKK');
    await user.selectOptions(screen.getByLabelText('Show prices for'), 'Finland');
    expect(await headlinePrice()).toBe('79 EUR');
    expect(document.cookie).toContain('preferred-country-code=FI');
    await user.selectOptions(screen.getByLabelText('Show prices for'), 'Iceland');
    expect(await headlinePrice()).toBe('11,500 ISK');
  });

  it('prefers the preferred country cookie to the detected country', async () => {
    document.cookie = 'preferred-country-code=NO; Path=/';
    server.serve(visitorFrom('DK'));
    renderPricing();
    expect(await headlinePrice()).toBe('879 NOK');
  });

  it('lists every country with its job and boost price, marking the one shown', async () => {
    server.serve(visitorFrom('SE'));
    renderPricing();
    await headlinePrice();
    const table = screen.getByRole('table', { name: 'Prices in every country' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual([
      'Denmark599 DKK599 DKK',
      'Norway879 NOK879 NOK',
      'Sweden Shown above849 SEK849 SEK',
      'Finland79 EUR79 EUR',
      'Iceland11,500 ISK11,500 ISK',
      'Another EU country79 EUR79 EUR',
      'Anywhere else79 EUR79 EUR',
    ]);
    expect(screen.getByRole('columnheader', { name: 'Boost a job (14 days)' })).toBeInTheDocument();
  });

  it('offers boosts, Scout only when the headhunter product is on, and posting a job', async () => {
    server.serve(visitorFrom('DK'));
    const { unmount } = renderPricing();
    await headlinePrice();
    expect(screen.getByRole('heading', { name: 'Boost a job' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read about Scout' })).toHaveAttribute('href', '/scout');
    // The checkout charges these prices (libs/domain scoutOrderPrice).
    expect(screen.getByText(/^Scout shortlist:/)).toHaveTextContent('Scout shortlist: 4,995 DKK for');
    expect(screen.getByText(/^Headhunter search:/)).toHaveTextContent('Headhunter search: 14,995 DKK for');
    expect(screen.getAllByRole('link', { name: 'Post a job' })[0]).toHaveAttribute('href', '/startups/join');
    unmount();
    renderPricing({ headhunter: false });
    await headlinePrice();
    expect(screen.queryByRole('link', { name: 'Read about Scout' })).not.toBeInTheDocument();
  });
});
