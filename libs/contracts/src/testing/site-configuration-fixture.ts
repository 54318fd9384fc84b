import { type SiteConfiguration } from '../site-configuration';

/** A small but complete site configuration, as the API would send it. */
export const siteConfigurationFixture: SiteConfiguration = {
  site: { countries: [{ text: 'Denmark', value: 'DK' }, { text: 'Sweden', value: 'SE' }] },
  ipDetectedCountryCode: 'DK',
  products: { headhunter: true },
  job: {
    positionTypes: [{ text: 'Full-time', value: 'full-time' }],
    receiveApplicants: [{ text: 'On Nordhub', value: 'platform' }],
    status: [{ text: 'Active', value: 'ACTIVE' }],
    roles: [{ text: 'Backend', value: 'backend', icon: 'server', color: '#1d5f8f' }],
    sorting: [{ text: 'Newest', value: 'newest' }],
  },
  interested: { status: [{ text: 'Interested', value: 'interested' }] },
  industries: [{ text: 'Fintech', value: 'fintech' }],
  sdgs: [{ text: 'Climate action', value: '13' }],
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
  kanban: { columnColors: ['#1d5f8f', '#1f5e4e'] },
  linkedInSignIn: true,
  payTransparency: {
    rules: [
      { countryCode: 'DK', requirement: 'required', appliesFrom: '2026-06-07' },
      { countryCode: 'SE', requirement: 'required', appliesFrom: '2026-06-07' },
      { countryCode: 'NO', requirement: 'recommended', appliesFrom: '2026-06-07' },
    ],
  },
  nordhubCompanyKey: 'nordhub',
  jobReview: 'first-job',
};
