import { type Partner } from '@nordhub/contracts';

/** A partner of /partners (GET /partners/{key}), for tests. */
export function makePartner(overrides: Partial<Partner> = {}): Partner {
  return {
    id: 'partner-1',
    key: 'fjord-accelerator',
    name: 'Fjord Accelerator',
    website: 'https://www.fjord-accelerator.example',
    logo: { path: 'partners/fjord-accelerator.png' },
    category: 'accelerator',
    description: 'Fjord Accelerator works with Nordhub to connect talent with Nordic startups.',
    ...overrides,
  };
}
