import { makeJobListItem, setUpTestApi } from '@nordhub/api-client/testing';
import { renderWithProviders } from '@nordhub/session/testing';
import { screen, within } from '@testing-library/react';
import { JobCardList } from './job-card';

const server = setUpTestApi();

const danish = makeJobListItem({ id: 'job-1', title: 'Backend developer' });
const swedish = makeJobListItem({
  id: 'job-2',
  title: 'Data engineer',
  salary: { type: 'range', min: 550_000, max: 700_000, currency: 'SEK', period: 'yearly' },
});

describe('job cards’ pay', () => {
  it('shows the pay in the job’s own currency as a chip, without a conversion or the rates’ date (the job page has them)', () => {
    const calls = server.serve({});
    renderWithProviders(<JobCardList jobs={[danish, swedish]} />, { route: '/jobs' });
    const first = screen.getByRole('article', { name: 'Backend developer' });
    const second = screen.getByRole('article', { name: 'Data engineer' });
    expect(within(first).getByText('45,000–60,000 DKK a month')).toBeInTheDocument();
    expect(within(second).getByText('550,000–700,000 SEK a year')).toBeInTheDocument();
    expect(within(first).getByText('Pay range in the ad')).toBeInTheDocument();
    expect(first).not.toHaveTextContent(/rates of|≈/);
    // A list of cards asks for no currency rates.
    expect(calls.filter((call) => call.url === '/api/currency-rates')).toHaveLength(0);
  });
});
