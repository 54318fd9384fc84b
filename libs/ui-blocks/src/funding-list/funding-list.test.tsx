import { type InvestorListItem } from '@nordhub/contracts';
import { renderWithProviders } from '@nordhub/session/testing';
import { screen, within } from '@testing-library/react';
import { FundingList } from './funding-list';

const investor = (n: number, extra: Partial<InvestorListItem> = {}): InvestorListItem => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  key: `fund-${n}`,
  name: `Fund ${n}`,
  type: 'VENTURES',
  logoImage: { path: `logo-${n}.png` },
  smallImage: { path: `small-${n}.png` },
  intro: 'x'.repeat(250),
  industries: [],
  countryCodes: ['DK', 'SE'],
  categories: [],
  investmentRanges: [],
  markets: [],
  platform: {} as InvestorListItem['platform'],
  ...extra,
});

const found = { isPending: false, isError: false, error: null, data: { docs: [investor(1), investor(2, { smallImage: null })], total: 45 } };

describe('FundingList', () => {
  it('shows the count, a card per investor linking to the page it is given, and the intro cut at 200 characters', () => {
    renderWithProviders(<FundingList investors={found} page={1} pageSize={20} onPage={() => undefined} hrefOf={(entry) => `/funding/${entry.key}`} />, { route: '/funding' });
    expect(screen.getByRole('status')).toHaveTextContent('45 investors');
    const list = screen.getByRole('list', { name: 'Investors' });
    const card = within(list).getByRole('article', { name: 'Fund 1' });
    expect(within(card).getByRole('link', { name: 'Fund 1' })).toHaveAttribute('href', '/funding/fund-1');
    expect(within(card).getByText(`${'x'.repeat(200)}…`)).toBeInTheDocument();
  });

  it('asks for another page through onPage', async () => {
    const pages: number[] = [];
    const { user } = renderWithProviders(<FundingList investors={found} page={1} pageSize={20} onPage={(page) => pages.push(page)} hrefOf={(entry) => entry.key} />, { route: '/' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(pages).toEqual([2]);
  });

  it('says it is loading, and shows a failed search’s message', () => {
    const { rerender } = renderWithProviders(<FundingList investors={{ isPending: true, isError: false, error: null }} page={1} pageSize={20} onPage={() => undefined} hrefOf={(entry) => entry.key} />, { route: '/' });
    expect(screen.getByText('Loading the investors…')).toBeInTheDocument();
    rerender(<FundingList investors={{ isPending: false, isError: true, error: new Error('Could not reach the server.') }} page={1} pageSize={20} onPage={() => undefined} hrefOf={(entry) => entry.key} />);
    expect(screen.getByText('Could not reach the server.')).toBeInTheDocument();
  });
});
