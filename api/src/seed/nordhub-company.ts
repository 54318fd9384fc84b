import { countryNames, type JobCategory, type PositionType } from '@nordhub/contracts';
import { confirmedOpenAt, DAY, daysAgo, HOUR, workConditions } from './jobs';
import type { City } from './nordic-data';
import type { Prng } from './prng';

type Row = Record<string, unknown>;

/**
 * Nordhub's own company: its open jobs are the /careers page. The API finds it by
 * NORDHUB_COMPANY_KEY, which defaults to this key.
 */
export const nordhubCompany = { key: 'nordhub', name: 'Nordhub' } as const;

const perks = [
  { icon: 'remote', text: 'Remote-friendly' },
  { icon: 'flexible-hours', text: 'Flexible hours' },
  { icon: 'equity', text: 'Employee stock options' },
  { icon: 'education', text: 'Learning budget' },
  { icon: 'parental-leave', text: 'Extended parental leave' },
];

const whatWeDo = [
  'Nordhub is the job marketplace for Nordic startups.',
  'We help global talent find jobs at startups in Denmark, Sweden, Norway, Finland and Iceland, give startups the tools to hire them, and help investors find the next generation of Nordic companies.',
  'We are a small, remote-friendly team based in Copenhagen.',
].join(' ');

interface NordhubJob {
  title: string;
  category: JobCategory;
  positionType: PositionType;
  tasks: string[];
  skills: string[];
  remote: boolean;
}

const jobs: NordhubJob[] = [
  {
    title: 'Senior Full-stack Engineer',
    category: 'fullstack',
    positionType: 'full-time',
    tasks: ['Build the job search, profiles and careers sites that thousands of startups use', 'Own features end to end, from database migration to React component', 'Keep the platform fast and accessible'],
    skills: ['Several years with TypeScript, React and Node.js', 'Good SQL and PostgreSQL habits', 'Care for tests and for the people who read your code'],
    remote: true,
  },
  {
    title: 'Product Designer',
    category: 'ux-ui-designer',
    positionType: 'full-time',
    tasks: ['Design the journeys of job seekers, startups and investors', 'Run user interviews with founders and candidates', 'Grow our design system together with the engineers'],
    skills: ['A portfolio of shipped product work', 'Accessibility as a habit, not an afterthought', 'Comfort with Figma and prototyping in code'],
    remote: true,
  },
  {
    title: 'Startup Success Manager',
    category: 'customer-success',
    positionType: 'full-time',
    tasks: ['Help Nordic startups write great job posts and hire well', 'Onboard new startups and partners', 'Turn what customers tell you into product ideas'],
    skills: ['Experience with startups or recruiting', 'Clear writing in English; a Nordic language is a plus', 'You enjoy talking to founders every day'],
    remote: false,
  },
  {
    title: 'Community and Content Intern',
    category: 'marketing',
    positionType: 'internship',
    tasks: ['Write stories about Nordic startups and the people who work there', 'Help run our community program and events', 'Grow our newsletter and social channels'],
    skills: ['Studying marketing, communication or journalism', 'A good eye for stories', 'Curiosity about startups'],
    remote: false,
  },
];

export interface NordhubSeed {
  company: Row;
  kanbanColumns: Row[];
  jobs: Row[];
}

export interface NordhubSeedOptions {
  now: Date;
  city: City;
  logoPath: string;
  /** Pipeline columns every startup gets (stage, name, colour, locked), in order. */
  columns: readonly { stage: string; name: string; color: string; locked: boolean }[];
}

/** Nordhub as a seeded startup with a profile and four open jobs; deterministic for a given prng. */
export function buildNordhubSeed(prng: Prng, { now, city, logoPath, columns }: NordhubSeedOptions): NordhubSeed {
  const id = prng.uuid();
  const company: Row = {
    id,
    key: nordhubCompany.key,
    name: nordhubCompany.name,
    website: 'https://www.nordhub.example',
    logo_path: logoPath,
    gallery_images: JSON.stringify([]),
    team: JSON.stringify([
      { name: 'Freja Holm', title: 'CEO and co-founder', image: null, linkedinUrl: null },
      { name: 'Mikko Virtanen', title: 'CTO and co-founder', image: null, linkedinUrl: null },
    ]),
    what_we_do: whatWeDo,
    quote: JSON.stringify({
      text: 'We build the place where Nordic startups and the people who want to work for them meet.',
      author: 'Freja Holm',
      authorTitle: 'CEO and co-founder',
      image: null,
    }),
    status: 'ACTIVE',
    country_codes: ['DK', 'SE', 'NO', 'FI', 'IS'],
    industries: ['hr-tech', 'saas'],
    sdgs: [],
    funding: 'under-500k',
    funding_stage: 'seed',
    stage: 'growth',
    business_model: 'marketplace',
    number_of_employees: '11-50',
    founded_year: 2019,
    perks: JSON.stringify(perks),
    key_figures: JSON.stringify([
      { name: 'founded', value: '2019' },
      { name: 'employees', value: '11-50' },
      { name: 'countries', value: '5' },
    ]),
    hq_locality: city.name,
    hq_address: `${city.streets[0] ?? 'Vesterbrogade'} 12, ${city.postcodes[0] ?? '1620'} ${city.name}`,
    hq_country: countryNames[city.countryCode],
    hq_country_code: city.countryCode,
    platform: JSON.stringify({ main: true, impact: true }),
    linkedin_id: null,
    careers_domain: null,
    careers_domain_status: 'pending',
    careers_domain_verified_at: null,
    views: 1240,
    created_at: new Date(now.getTime() - 1500 * DAY),
    updated_at: new Date(now.getTime() - 2 * DAY),
  };
  const kanbanColumns = columns.map((column, position) => ({ id: prng.uuid(), company_id: id, ...column, position }));
  const location = `${city.name}, ${countryNames[city.countryCode]}`;
  const jobRows = jobs.map((job, index) => {
    const createdAt = daysAgo(now, 2 + index * 5, prng);
    const approvedAt = new Date(createdAt.getTime() + 2 * HOUR);
    // Markdown, as the portal's job form writes it (seed/jobs.ts does the same).
    const description = [
      `## About ${nordhubCompany.name}`,
      '',
      whatWeDo,
      '',
      '## The role',
      '',
      `As ${/^[AEIOU]/.test(job.title) ? 'an' : 'a'} ${job.title} at Nordhub you will:`,
      '',
      ...job.tasks.map((task) => `- ${task}`),
      '',
      '## What you bring',
      '',
      ...job.skills.map((skill) => `- ${skill}`),
      '',
      '## What we offer',
      '',
      ...perks.map((perk) => `- ${perk.text}`),
      '',
      `Location: ${location}${job.remote ? ' (remote possible)' : ''}.`,
    ].join('\n');
    const jobId = prng.uuid();
    return {
      id: jobId,
      company_id: id,
      title: job.title,
      description,
      status: 'ACTIVE',
      category: job.category,
      position_type: job.positionType,
      locality: city.name,
      address: null,
      country: countryNames[city.countryCode],
      country_code: city.countryCode,
      is_remote: job.remote,
      salary_type: 'competitive',
      salary_min: null,
      salary_max: null,
      salary_currency: null,
      salary_period: null,
      other_compensation: job.positionType === 'internship' ? null : 'percentage',
      other_compensation_percentage: job.positionType === 'internship' ? null : 0.1,
      other_compensation_percentage_max: null,
      benefits: JSON.stringify(perks.slice(0, 4)),
      receive_applicants: 'platform',
      application_url: null,
      application_email: null,
      board: null,
      ...workConditions(jobId, city.countryCode, job.remote, true),
      // Nordhub's own jobs stay open: far enough ahead of any seed moment.
      expiration_date: new Date(now.getTime() + 120 * DAY),
      created_at: createdAt,
      updated_at: approvedAt,
      approved_at: approvedAt,
      first_published_at: approvedAt,
      boosting_expires_at: null,
      confirmed_at: confirmedOpenAt(jobId, approvedAt, now),
      views: 150 + index * 37,
    } satisfies Row;
  });
  return { company, kanbanColumns, jobs: jobRows };
}
