import { siteConfigurationSchema, type SiteConfiguration } from './site-configuration';

const configuration: SiteConfiguration = {
  site: { countries: [{ text: 'Denmark', value: 'DK' }] },
  ipDetectedCountryCode: 'DK',
  products: { headhunter: true, deals: false },
  job: {
    positionTypes: [{ text: 'Full-time', value: 'full-time' }],
    receiveApplicants: [{ text: 'On Nordhub', value: 'platform' }],
    status: [{ text: 'Active', value: 'ACTIVE' }],
    roles: [{ text: 'Backend', value: 'backend', icon: 'server', color: '#3f51b5' }],
    sorting: [{ text: 'Newest', value: 'newest' }],
  },
  interested: { status: [{ text: 'Interested', value: 'interested' }] },
  industries: [{ text: 'Fintech', value: 'fintech' }],
  sdgs: [{ text: 'Climate action', value: '13', icon: 'sdg-13' }],
  company: {
    funding: [{ text: 'Bootstrapped', value: 'bootstrapped' }],
    fundingStages: [{ text: 'Seed', value: 'seed' }],
    perks: [{ text: 'Free coffee', value: 'coffee', icon: 'coffee' }],
    stages: [{ text: 'Growth', value: 'growth' }],
    businessModels: [{ text: 'B2B', value: 'b2b' }],
    slackNotifications: [{ text: 'New applicant', value: 'new-applicant' }],
    numberOfEmployees: [{ text: '1-10', value: '1-10' }],
    keyFigureNames: [{ text: 'Revenue', value: 'revenue' }],
  },
  investor: {
    categories: [{ text: 'Seed', value: 'seed' }],
    investmentRanges: [{ text: '€100k-€500k', value: '100k-500k' }],
    markets: [{ text: 'Nordics', value: 'nordics' }],
    contactPreferences: [{ text: 'E-mail', value: 'EMAIL' }],
  },
  toolCategories: [{ text: 'Hiring', value: 'hiring' }],
  partnerCategories: [{ text: 'Legal', value: 'legal' }],
  emailPlaceholders: [{ text: 'First name', value: '{{firstName}}' }],
  uiFeatures: [{ text: 'Kanban intro', value: 'kanban-intro' }],
  kanban: { columnColors: ['#3f51b5', '#43a047'] },
};

describe('siteConfigurationSchema', () => {
  it('accepts a complete configuration', () => {
    expect(siteConfigurationSchema.parse(configuration)).toEqual(configuration);
  });

  it('accepts an unknown visitor country as null', () => {
    expect(siteConfigurationSchema.safeParse({ ...configuration, ipDetectedCountryCode: null }).success).toBe(true);
  });

  it('requires the headhunter product flag', () => {
    const result = siteConfigurationSchema.safeParse({ ...configuration, products: { deals: true } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['products', 'headhunter']);
  });

  it('rejects an option without a value', () => {
    const result = siteConfigurationSchema.safeParse({
      ...configuration,
      industries: [{ text: 'Fintech' }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['industries', 0, 'value']);
  });
});
