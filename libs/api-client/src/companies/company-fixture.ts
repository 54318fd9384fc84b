import { type Company, type CompanyResponseRecord, type StartupListItem } from '@nordhub/contracts';

/** A public startup profile (GET /companies/{key}) for tests; override what the test is about. */
export function makeCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: 'company-1',
    key: 'nordlys',
    name: 'Nordlys',
    website: 'https://nordlys.example',
    logoImage: null,
    galleryImages: [],
    team: [],
    investors: [],
    quote: null,
    countries: [{ countryCode: 'DK' }],
    numberOfActiveJobs: 0,
    views: 0,
    whatWeDo: { description: 'Northern lights for everyone' },
    status: 'ACTIVE',
    adminUrl: '/client/startups/nordlys',
    platform: { main: true },
    linkedinId: null,
    followed: false,
    industries: [],
    sdgs: [],
    perks: [],
    keyFigures: [],
    fundingStage: null,
    stage: null,
    businessModel: null,
    numberOfEmployees: null,
    foundedYear: null,
    headquarters: null,
    careersDomain: null,
    createdAt: '2026-11-23T10:00:00.000Z',
    ...overrides,
  };
}

/** A startup in GET /companies lists for tests. */
export function makeStartupListItem(overrides: Partial<StartupListItem> = {}): StartupListItem {
  const { id, key, name, logoImage, whatWeDo, countries, numberOfActiveJobs, industries, followed, platform } = makeCompany();
  return { id, key, name, logoImage, whatWeDo, countries, numberOfActiveJobs, industries, followed, platform, ...overrides };
}

/** A startup's response record (GET /companies/{key}/response-record) for tests: enough applications, answering well. */
export function makeResponseRecord(overrides: Partial<CompanyResponseRecord> = {}): CompanyResponseRecord {
  return {
    applications: 10,
    enough: true,
    medianDaysToAnswer: 4.2,
    shareAnsweredWithinWindow: 0.8,
    responsive: true,
    computedAt: '2026-11-23T12:00:00.000Z',
    ...overrides,
  };
}
