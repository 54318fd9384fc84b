/** The documented demo data: accounts, the careers-site startup and the white-label feed. */

export const DEMO_PASSWORD = 'Nordhub-demo-1';

export type DemoRole = 'admin' | 'company' | 'investor' | 'applicant' | 'all-profiles';

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  role: DemoRole;
  description: string;
}

export const demoAccounts: readonly DemoAccount[] = [
  { email: 'admin@nordhub.test', firstName: 'Ingrid', lastName: 'Holm', role: 'admin', description: 'administrator (passes every company and investor guard)' },
  { email: 'company@nordhub.test', firstName: 'Mikkel', lastName: 'Jensen', role: 'company', description: 'manager of the startup Nordlys' },
  { email: 'investor@nordhub.test', firstName: 'Sofia', lastName: 'Lindqvist', role: 'investor', description: 'manager of the investor Fjordvik Ventures' },
  { email: 'applicant@nordhub.test', firstName: 'Elias', lastName: 'Virtanen', role: 'applicant', description: 'job seeker with an applicant profile' },
  { email: 'multi@nordhub.test', firstName: 'Freja', lastName: 'Nielsen', role: 'all-profiles', description: 'company (Havbrise), investor (Freja Nielsen) and applicant profiles' },
];

/** The seeded startup with its own careers domain. */
export const demoCareersCompany = {
  key: 'nordlys',
  name: 'Nordlys',
  domain: 'careers.nordlys.localhost',
  /** The careers site's hero (the careers_sites row): its jobs grouped by team. */
  hero: {
    headline: 'Light up the Nordic energy grid with us',
    pitch: 'We build the software that balances wind, water and sun across the Nordics. Small teams, real ownership, and work that cuts emissions every day.',
    job_grouping: 'team',
  },
  /** The careers site speaks Norwegian (bokmål) and offers English too. */
  languages: { default_language: 'nb', languages: ['nb', 'en'] },
} as const;

/** The seeded startup managed by the all-profiles account. */
export const demoMultiCompany = { key: 'havbrise', name: 'Havbrise' } as const;

export const demoInvestor = { key: 'fjordvik-ventures', name: 'Fjordvik Ventures' } as const;
export const demoAngel = { key: 'freja-nielsen', name: 'Freja Nielsen' } as const;

/** The seeded white-label feed. */
export const demoFeed = {
  key: 'nordic-tech-jobs',
  name: 'Nordic Tech Jobs',
  domain: 'jobs.feeds.localhost',
  description: 'Hand-picked engineering, data and design jobs at Nordic startups, brought to you by the Nordic Tech Jobs community.',
} as const;

/** The seeded white-label feed in Finnish: every word around its jobs, and its applicants' mails, in Finnish. */
export const demoFinnishFeed = {
  key: 'pohjolan-startup-tyot',
  name: 'Pohjolan startup-työt',
  domain: 'tyopaikat.feeds.localhost',
  description: 'Pohjoismaisten startup-yritysten avoimet työpaikat yhdessä paikassa, suomalaisen startup-yhteisön kokoamana.',
  language: 'fi',
} as const;
