import { type Investor, type InvestorListItem } from '@nordhub/contracts';

/** An investor as the funding list shows it, for tests. */
export function makeInvestorListItem(overrides: Partial<InvestorListItem> = {}): InvestorListItem {
  return {
    id: 'i-1',
    key: 'aurora-capital',
    name: 'Aurora Capital',
    type: 'VENTURES',
    logoImage: null,
    smallImage: null,
    intro: 'Seed fund for climate',
    industries: ['impact'],
    countryCodes: ['DK'],
    categories: [],
    investmentRanges: ['100k-500k'],
    markets: ['nordics'],
    platform: { main: true },
    ...overrides,
  };
}

/** A public investor profile (GET /investors/{key}), for tests. */
export function makeInvestor(overrides: Partial<Investor> = {}): Investor {
  const item = makeInvestorListItem(overrides);
  return {
    ...item,
    website: 'http://aurora.example',
    logo: null,
    coverImage: null,
    keyPeople: [],
    investments: [],
    contactPreference: 'EMAIL',
    email: 'deals@aurora.example',
    views: 0,
    status: 'ACTIVE',
    adminUrl: `/client/investors/${item.key}`,
    createdAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}
