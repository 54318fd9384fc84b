import { makeJobListItem, setUpTestApi } from '@nordhub/api-client/testing';
import { PREFERRED_COUNTRY_COOKIE } from '@nordhub/domain';
import { renderWithProviders } from '@nordhub/session/testing';
import { render, screen, within } from '@testing-library/react';
import { JobCardList } from './job-card';
import { CardPay } from './job-pay';

const server = setUpTestApi();

const danish = makeJobListItem({ id: 'job-1', title: 'Backend developer' });
const swedish = makeJobListItem({
  id: 'job-2',
  title: 'Data engineer',
  salary: { type: 'range', min: 550_000, max: 700_000, currency: 'SEK', period: 'yearly' },
});

afterEach(() => {
  document.cookie = `${PREFERRED_COUNTRY_COOKIE}=; Path=/; Max-Age=0`;
});

describe('job cards’ pay', () => {
  it('converts every card of a list into the visitor’s currency, from one read of the rates', async () => {
    const calls = server.serve({
      'GET /api/currency-rates': {
        status: 200,
        body: {
          rates: [
            { base: 'EUR', quote: 'DKK', rate: 7.4592, source: 'European Central Bank reference rates', asOf: '2026-11-20' },
            { base: 'EUR', quote: 'SEK', rate: 10.9855, source: 'European Central Bank reference rates', asOf: '2026-11-20' },
          ],
        },
      },
    });
    document.cookie = `${PREFERRED_COUNTRY_COOKIE}=FI; Path=/`;
    renderWithProviders(<JobCardList jobs={[danish, swedish]} />, { route: '/jobs' });
    const first = screen.getByRole('article', { name: 'Backend developer' });
    const second = screen.getByRole('article', { name: 'Data engineer' });
    expect(within(first).getByText('45,000–60,000 DKK a month')).toBeInTheDocument();
    expect(await within(first).findByText('≈ 6,030–8,040 EUR a month (rates of 20 Nov 2026)')).toBeInTheDocument();
    expect(within(second).getByText('≈ 50,100–63,700 EUR a year (rates of 20 Nov 2026)')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/currency-rates')).toHaveLength(1);
  });

  it('says what is missing when a card’s pay renders outside a card list', () => {
    // React reports the render error too; the thrown error is what this checks.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => render(<CardPay job={danish} />)).toThrow('CardPay renders inside CardPayConversion (JobCardList provides it).');
    } finally {
      reported.mockRestore();
    }
  });
});
