import { siteConfigurationQueryOptions } from '@nordhub/api-client';
import { siteConfigurationFixture } from '@nordhub/contracts/testing/site-configuration-fixture';
import { createTestQueryClient, renderWithProviders } from '@nordhub/session/testing';
import { screen, within } from '@testing-library/react';
import { PayTransparencyPage } from './pay-transparency-page';

type Rules = typeof siteConfigurationFixture.payTransparency.rules;

function renderPage(rules: Rules) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(siteConfigurationQueryOptions().queryKey, { ...siteConfigurationFixture, payTransparency: { rules } });
  return renderWithProviders(<PayTransparencyPage />, { queryClient, route: '/pay-transparency' });
}

describe('/pay-transparency', () => {
  it("says what the directive asks of an ad and how Nordhub applies it", () => {
    renderPage([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Pay transparency on Nordhub' })).toBeInTheDocument();
    expect(document.title).toContain('Pay transparency on Nordhub');
    const directive = screen.getByRole('region', { name: 'What the directive asks of a job ad' });
    expect(within(directive).getByText(/before the first interview/)).toBeInTheDocument();
    expect(within(directive).getByText(/no pay-history questions/)).toBeInTheDocument();
    expect(within(directive).getByText(/gender-neutral/, { selector: 'li:last-child' })).toBeInTheDocument();
    const nordhub = screen.getByRole('region', { name: 'How Nordhub applies it' });
    expect(within(nordhub).getByText(/refuses "Competitive"/)).toBeInTheDocument();
    expect(within(nordhub).getByText(/"Pay range in the ad"/)).toBeInTheDocument();
  });

  it("lists the countries of the site configuration's rules, required first, with the day each applies from", () => {
    renderPage([
      { countryCode: 'NO', requirement: 'recommended', appliesFrom: '2026-06-07' },
      { countryCode: 'SE', requirement: 'required', appliesFrom: '2026-06-07' },
      { countryCode: 'DK', requirement: 'required', appliesFrom: '2027-01-01' },
    ]);
    const items = within(screen.getByRole('list', { name: 'Pay transparency by country' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Sweden: Required: a job there is published only with its pay in the ad, from 07 Jun 2026.',
      'Denmark: Required: a job there is published only with its pay in the ad, from 01 Jan 2027.',
      'Norway: Recommended: the job form asks for the pay, and the startup may go on without it, from 07 Jun 2026.',
    ]);
  });

  it('says so when no country has a rule', () => {
    renderPage([]);
    expect(screen.getByText('No country has a pay transparency rule on Nordhub at the moment.')).toBeInTheDocument();
  });
});
