import { makeJobListItem } from '@nordhub/api-client/testing';
import { renderWithProviders } from '@nordhub/session/testing';
import { screen, within } from '@testing-library/react';
import { JobCardList } from './job-card';
import { PayRangeMark } from './pay-range-mark';

describe('PayRangeMark', () => {
  it('marks an ad that states a pay range with its currency', () => {
    renderWithProviders(<PayRangeMark salary={{ type: 'range', min: 45_000, max: 55_000, currency: 'SEK', period: 'monthly' }} />);
    expect(screen.getByText('Pay range in the ad')).toBeInTheDocument();
  });

  it('marks a starting pay (lowest only) too, and nothing without a range or a currency', () => {
    const { rerender } = renderWithProviders(<PayRangeMark salary={{ type: 'range', min: 45_000, max: null, currency: 'SEK', period: null }} />);
    expect(screen.getByText('Pay range in the ad')).toBeInTheDocument();
    rerender(<PayRangeMark salary={{ type: 'competitive', min: null, max: null, currency: null, period: null }} />);
    expect(screen.queryByText('Pay range in the ad')).not.toBeInTheDocument();
    rerender(<PayRangeMark salary={{ type: 'range', min: 45_000, max: 55_000, currency: null, period: 'monthly' }} />);
    expect(screen.queryByText('Pay range in the ad')).not.toBeInTheDocument();
  });

  it('is on the cards of jobs with a pay range, and only on those', async () => {
    const jobs = [
      makeJobListItem({ id: 'paid', title: 'Paid role' }),
      makeJobListItem({ id: 'vague', title: 'Vague role', salary: { type: 'competitive', min: null, max: null, currency: null, period: null } }),
    ];
    renderWithProviders(<JobCardList jobs={jobs} aria-label="Jobs" />, { route: '/' });
    const paid = await screen.findByRole('article', { name: 'Paid role' });
    expect(within(paid).getByText('Pay range in the ad')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Vague role' })).queryByText('Pay range in the ad')).not.toBeInTheDocument();
  });
});
