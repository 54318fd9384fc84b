import { countryNames, jobCategorySchema, type CountryCode, type JobCategory, type JobStatus, type PositionType } from '@nordhub/contracts';
import { DAY_MS, nordicCountryCodes, type NordicLanguage } from '@nordhub/domain';
import { demoFeed } from './demo';
import { jobContent, seniorityPrefixes } from './job-content';
import { cities, countryCurrency, salaryBands, type City } from './nordic-data';
import type { Prng } from './prng';

export type JobRow = Record<string, unknown>;

/** What a job needs to know about its startup. */
export interface JobCompany {
  id: string;
  key: string;
  name: string;
  city: City;
  status: string;
  whatWeDo: string;
  perks: readonly { icon: string; text: string }[];
}

export const DAY = DAY_MS;
export const HOUR = 3_600_000;

export const techCategories: readonly JobCategory[] = ['backend', 'frontend', 'fullstack', 'devops', 'mobile', 'data-science', 'qa', 'ux-ui-designer'];
const categories = jobCategorySchema.options;
const categoryWeights = categories.map((category) => [category, techCategories.includes(category) ? 6 : category === 'other' || category === 'legal' ? 1 : 3] as const);

export function pickCity(prng: Prng, countryCode?: CountryCode): City {
  const pool = countryCode ? cities.filter((city) => city.countryCode === countryCode) : cities;
  return prng.weighted(pool.map((city) => [city, city.weight] as const));
}

export function streetAddress(prng: Prng, city: City): string {
  return `${prng.pick(city.streets)} ${prng.int(1, 120)}, ${prng.pick(city.postcodes)} ${city.name}`;
}

export function daysAgo(now: Date, days: number, prng: Prng): Date {
  return new Date(now.getTime() - days * DAY - prng.int(0, 23) * HOUR - prng.int(0, 59) * 60_000);
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function articleFor(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

export interface BuildJobOptions {
  now: Date;
  /** Position in the seed: the first rounds walk every category so each one is present. */
  index: number;
  /** Force ACTIVE (the demo startups' first jobs). */
  forceActive?: boolean;
}

/** One realistic job row (columns of the jobs table) for a startup. */
export function buildJob(prng: Prng, company: JobCompany, { now, index, forceActive = false }: BuildJobOptions): JobRow {
  const category: JobCategory = index < categories.length * 3 ? (categories[index % categories.length] as JobCategory) : prng.weighted(categoryWeights);
  const content = jobContent[category];
  const baseTitle = prng.pick(content.titles);
  const canHaveSeniority =
    !/^(Head|Chief|Co-founder|Senior|Junior|Lead)\b/.test(baseTitle) && !/(Intern|Student)/.test(baseTitle) && category !== 'cxo';
  const title = `${canHaveSeniority ? prng.weighted(seniorityPrefixes) : ''}${baseTitle}`;
  const positionType: PositionType = /Intern/.test(title)
    ? 'internship'
    : /Student/.test(title)
      ? 'student'
      : prng.weighted([['full-time', 80], ['part-time', 8], ['freelance', 5], ['internship', 4], ['student', 3]] as const);
  const status: JobStatus =
    company.status !== 'ACTIVE'
      ? 'DRAFT'
      : forceActive
        ? 'ACTIVE'
        : prng.weighted([['ACTIVE', 78], ['STOPPED', 5], ['EXPIRED', 6], ['DRAFT', 4], ['PENDING_PAYMENT', 4], ['PENDING_COMPANY_APPROVAL', 3]] as const);
  const city = prng.chance(0.75) ? company.city : prng.chance(0.7) ? pickCity(prng, company.city.countryCode) : pickCity(prng);
  const address = city === company.city ? null : streetAddress(prng, city);
  const isRemote = prng.chance(0.15);

  let createdAt: Date;
  let approvedAt: Date | null = null;
  let expirationDate: Date | null = null;
  let boostingExpiresAt: Date | null = null;
  const approve = (created: Date) => new Date(Math.min(created.getTime() + prng.int(1, 48) * HOUR, now.getTime()));
  if (status === 'ACTIVE') {
    createdAt = daysAgo(now, prng.int(0, 45), prng);
    approvedAt = approve(createdAt);
    expirationDate = new Date(createdAt.getTime() + prng.int(50, 90) * DAY);
    if (prng.chance(0.08)) boostingExpiresAt = new Date(now.getTime() + prng.int(1, 14) * DAY + prng.int(0, 23) * HOUR);
    else if (prng.chance(0.04)) boostingExpiresAt = daysAgo(now, prng.int(1, 20), prng);
  } else if (status === 'EXPIRED') {
    createdAt = daysAgo(now, prng.int(70, 240), prng);
    approvedAt = approve(createdAt);
    expirationDate = new Date(createdAt.getTime() + prng.int(30, 60) * DAY);
  } else if (status === 'STOPPED') {
    createdAt = daysAgo(now, prng.int(5, 90), prng);
    approvedAt = approve(createdAt);
    expirationDate = new Date(createdAt.getTime() + prng.int(60, 90) * DAY);
  } else {
    createdAt = daysAgo(now, prng.int(0, 30), prng);
  }

  const country = city.countryCode;
  const [low, high, step] = salaryBands[country];
  let salaryType: 'competitive' | 'unpaid' | 'range' = prng.chance(0.45) ? 'range' : 'competitive';
  if (positionType === 'internship' && prng.chance(0.4)) salaryType = 'unpaid';
  const scale = positionType === 'internship' || positionType === 'student' ? 0.45 : /Senior|Lead|Head|Chief|CTO|Staff/.test(title) ? 1.25 : 1;
  const min = salaryType === 'range' ? roundTo((low + prng.next() * (high - low) * 0.6) * scale, step) : null;
  const max = min !== null ? roundTo(min * (1.15 + prng.next() * 0.3), step) : null;
  const otherCompensation = prng.weighted([[null, 55], ['percentage', 20], ['negotiated', 15], ['undisclosed', 10]] as const);
  const receive = prng.weighted([['platform', 80], ['url', 10], ['email', 10]] as const);
  const benefits = prng.sample(company.perks, prng.int(2, Math.max(2, Math.min(5, company.perks.length))));
  const location = `${city.name}, ${countryNames[country]}`;
  // Markdown, as the portal's job form writes it: "## " section titles, "- " lists.
  const description = [
    `## About ${company.name}`,
    '',
    company.whatWeDo,
    '',
    '## The role',
    '',
    `As ${articleFor(title)} ${title} at ${company.name} you will:`,
    '',
    ...prng.sample(content.tasks, 3).map((task) => `- ${task}`),
    '',
    '## What you bring',
    '',
    ...prng.sample(content.skills, 3).map((skill) => `- ${skill}`),
    '',
    '## What we offer',
    '',
    ...benefits.map((perk) => `- ${perk.text}`),
    '',
    // Where remote work may be done from is a field of its own (workConditions below).
    `Location: ${location}${isRemote ? ' (remote possible)' : ''}.`,
  ].join('\n');
  const id = prng.uuid();
  return {
    id,
    company_id: company.id,
    title,
    description,
    status,
    category,
    position_type: positionType,
    locality: city.name,
    address,
    country: countryNames[country],
    country_code: country,
    is_remote: isRemote,
    salary_type: salaryType,
    salary_min: min,
    salary_max: max,
    salary_currency: salaryType === 'range' ? countryCurrency[country] : null,
    // The bands are monthly pay (nordic-data.ts).
    salary_period: salaryType === 'range' ? 'monthly' : null,
    other_compensation: otherCompensation,
    // Drawn here, in its old place among the draws, so the other seeded values stay as they were.
    ...equityOffer(otherCompensation === 'percentage' ? prng.int(5, 100) / 100 : null),
    benefits: JSON.stringify(benefits),
    receive_applicants: receive,
    application_url: receive === 'url' ? `https://www.${company.key}.example/careers` : null,
    application_email: receive === 'email' ? `jobs@${company.key}.example` : null,
    board: techCategories.includes(category) && prng.chance(0.1) ? demoFeed.key : null,
    ...workConditions(id, country, isRemote, techCategories.includes(category)),
    expiration_date: expirationDate,
    created_at: createdAt,
    updated_at: approvedAt ?? createdAt,
    approved_at: approvedAt,
    // Every job that has been approved went live then (JOB_REVIEW=first-job reads it).
    first_published_at: approvedAt,
    boosting_expires_at: boostingExpiresAt,
    confirmed_at: confirmedOpenAt(id, approvedAt ?? createdAt, now),
    views: status === 'DRAFT' || status === 'PENDING_PAYMENT' ? 0 : Math.floor(prng.next() ** 3 * 4000),
  };
}

/**
 * A seeded equity offer from its lowest share, without another random draw (so every other
 * seeded value stays as it was): every other share is a range up to three times it, the rest a
 * single share.
 */
function equityOffer(low: number | null): { other_compensation_percentage: number | null; other_compensation_percentage_max: number | null } {
  const top = low === null || Math.round(low * 100) % 2 === 1 ? null : Math.min(100, Math.round(low * 300) / 100);
  return { other_compensation_percentage: low, other_compensation_percentage_max: top };
}

/**
 * When the seeded startup last confirmed the job open (docs/fresh-jobs.md), from its id without
 * another random draw: about a quarter were never confirmed after going live (those older than
 * 30 days are stale), the rest within the last ten days.
 */
export function confirmedOpenAt(id: string, liveAt: Date, now: Date): Date {
  const pct = parseInt(id.replace(/-/g, '').slice(8, 12), 16) % 100;
  if (pct < 25) return liveAt;
  const recent = now.getTime() - ((pct % 10) * DAY + (pct % 24) * HOUR);
  return new Date(Math.max(liveAt.getTime(), recent));
}

/** The local language of each country (Finland's second language, Swedish, is added at times). */
const localLanguage: Record<CountryCode, NordicLanguage> = { DK: 'da', SE: 'sv', NO: 'no', FI: 'fi', IS: 'is' };

/**
 * A seeded job's Nordic working conditions (docs/nordic-filters.md), derived from its id without
 * another random draw, so every other seeded value stays as it was: about seven jobs in ten are
 * English-friendly (more in tech); about a third of those sponsor a visa and a third help with
 * relocation; a remote job names its countries in most cases (its own and its neighbours, or the
 * Nordics) and leaves them unstated in the rest.
 */
export function workConditions(id: string, country: CountryCode, isRemote: boolean, tech: boolean) {
  // Four independent percentiles from the id's hex digits.
  const digits = id.replace(/-/g, '');
  const pct = (at: number) => parseInt(digits.slice(at, at + 4), 16) % 100;
  const english = pct(20) < (tech ? 80 : 55);
  const languages: NordicLanguage[] = english ? [] : country === 'FI' && pct(24) < 20 ? ['fi', 'sv'] : [localLanguage[country]];
  const remote = !isRemote ? [] : pct(28) < 25 ? [] : pct(28) < 60 ? [...nordicCountryCodes] : country === 'IS' ? ['IS'] : [country, ...(country === 'SE' ? ['FI', 'NO'] : country === 'DK' ? ['SE'] : ['SE'])];
  return {
    working_language: english ? 'ENGLISH' : 'LOCAL_REQUIRED',
    required_languages: languages,
    visa_sponsorship: english ? pct(12) < 35 : pct(12) < 5,
    relocation_support: pct(16) < (english ? 35 : 10),
    remote_country_codes: remote,
  };
}

export const jobCasts = { benefits: 'jsonb', required_languages: 'text[]', remote_country_codes: 'text[]' };
