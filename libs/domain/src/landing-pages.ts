import { type NordicCountryCode } from './countries';
import { type JobSearchParams, placeSlug } from './job-search-params';
import { metaDescription } from './meta';

/**
 * The fixed SEO landing pages of the product spec's screens and routes: "Many fixed SEO landing pages exist under /jobs/,
 * named by role and city or country". Each page is a pre-filtered job search with its own
 * heading, title and meta description, at /jobs/<role>-<place> (e.g. /jobs/backend-jobs-copenhagen).
 * Job ids are UUIDs, so a landing slug never collides with a job page (/jobs/:id).
 */

/** What a role pre-fills: free text and/or a category (or group) and a position type. */
export type JobLandingRoleFilters = Pick<JobSearchParams, 'search' | 'category' | 'categoryGroup' | 'positionType'>;

export interface JobLandingRole {
  /** Start of the slug, e.g. 'backend-jobs' or 'internships'. */
  slug: string;
  /** Heading noun phrase, e.g. 'Backend jobs'. */
  name: string;
  /** What the page lists, for the description, e.g. 'backend developer and engineer jobs'. */
  summary: string;
  filters: JobLandingRoleFilters;
}

export interface JobLandingPlace {
  /** End of the slug, ASCII, e.g. 'malmo'. */
  slug: string;
  /** As shown, e.g. 'Malmö'. */
  name: string;
  countryCode: NordicCountryCode;
  /** The city filter, as jobs store the locality; absent for a whole country. */
  city?: string;
}

export interface JobLandingPage {
  slug: string;
  /** '/jobs/<slug>' */
  path: string;
  role: JobLandingRole;
  place: JobLandingPlace;
  /** The h1 and the document title, e.g. 'Backend jobs in Copenhagen'. */
  title: string;
  /** Meta description (at most 200 characters) and the page's introduction. */
  description: string;
  /** The search the page runs: the role's filters plus the place. */
  filters: JobSearchParams;
}

/**
 * The roles of the product spec's screens and routes. Categories and groups are the contracts' slugs (a test in the API
 * checks every filter against the search query schema). Industries that are no job category
 * (e-commerce, foodtech, SaaS) search the job text, which carries the startup's pitch ('commerce'
 * also matches 'e-commerce': the parser indexes the parts of hyphenated words).
 */
export const jobLandingRoles: readonly JobLandingRole[] = [
  { slug: 'backend-jobs', name: 'Backend jobs', summary: 'backend developer and engineer jobs', filters: { category: 'backend' } },
  { slug: 'business-development-jobs', name: 'Business development jobs', summary: 'business development and partnership jobs', filters: { category: 'business-development' } },
  { slug: 'content-creator-jobs', name: 'Content creator jobs', summary: 'content creator and content marketing jobs', filters: { search: 'content', category: 'marketing' } },
  { slug: 'customer-success-jobs', name: 'Customer success jobs', summary: 'customer success and support jobs', filters: { category: 'customer-success' } },
  { slug: 'designer-jobs', name: 'Designer jobs', summary: 'product, graphic, brand and UX/UI designer jobs', filters: { categoryGroup: 'design' } },
  { slug: 'devops-jobs', name: 'DevOps jobs', summary: 'DevOps, platform and site reliability jobs', filters: { category: 'devops' } },
  { slug: 'e-commerce-jobs', name: 'E-commerce jobs', summary: 'jobs in e-commerce', filters: { search: 'commerce' } },
  { slug: 'financial-controller-jobs', name: 'Financial controller jobs', summary: 'financial controller jobs', filters: { search: 'controller', category: 'finance' } },
  { slug: 'foodtech-jobs', name: 'Foodtech jobs', summary: 'jobs in foodtech', filters: { search: 'food' } },
  { slug: 'graphic-design-internships', name: 'Graphic design internships', summary: 'graphic design and design internships', filters: { categoryGroup: 'design', positionType: 'internship' } },
  { slug: 'hr-jobs', name: 'HR jobs', summary: 'HR, people and recruiting jobs', filters: { category: 'hr' } },
  { slug: 'internships', name: 'Internships', summary: 'internships', filters: { positionType: 'internship' } },
  { slug: 'saas-jobs', name: 'SaaS jobs', summary: 'jobs in SaaS', filters: { search: 'saas' } },
  { slug: 'student-jobs', name: 'Student jobs', summary: 'student jobs', filters: { positionType: 'student' } },
  { slug: 'part-time-jobs', name: 'Part-time jobs', summary: 'part-time jobs', filters: { positionType: 'part-time' } },
  { slug: 'project-manager-jobs', name: 'Project manager jobs', summary: 'project manager jobs', filters: { category: 'project-management' } },
  { slug: 'marketing-internships', name: 'Marketing internships', summary: 'marketing internships', filters: { category: 'marketing', positionType: 'internship' } },
  { slug: 'ux-ui-designer-jobs', name: 'UX/UI designer jobs', summary: 'UX/UI designer jobs', filters: { category: 'ux-ui-designer' } },
];

/** The Nordic countries and their largest startup cities. */
export const jobLandingPlaces: readonly JobLandingPlace[] = [
  { slug: 'denmark', name: 'Denmark', countryCode: 'DK' },
  { slug: 'sweden', name: 'Sweden', countryCode: 'SE' },
  { slug: 'norway', name: 'Norway', countryCode: 'NO' },
  { slug: 'finland', name: 'Finland', countryCode: 'FI' },
  { slug: 'iceland', name: 'Iceland', countryCode: 'IS' },
  { slug: 'copenhagen', name: 'Copenhagen', countryCode: 'DK', city: 'Copenhagen' },
  { slug: 'aarhus', name: 'Aarhus', countryCode: 'DK', city: 'Aarhus' },
  { slug: 'stockholm', name: 'Stockholm', countryCode: 'SE', city: 'Stockholm' },
  { slug: 'gothenburg', name: 'Gothenburg', countryCode: 'SE', city: 'Gothenburg' },
  { slug: 'malmo', name: 'Malmö', countryCode: 'SE', city: 'Malmö' },
  { slug: 'oslo', name: 'Oslo', countryCode: 'NO', city: 'Oslo' },
  { slug: 'bergen', name: 'Bergen', countryCode: 'NO', city: 'Bergen' },
  { slug: 'helsinki', name: 'Helsinki', countryCode: 'FI', city: 'Helsinki' },
  { slug: 'reykjavik', name: 'Reykjavík', countryCode: 'IS', city: 'Reykjavík' },
];

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function landingPage(role: JobLandingRole, place: JobLandingPlace): JobLandingPage {
  const slug = `${role.slug}-${place.slug}`;
  return {
    slug,
    path: `/jobs/${slug}`,
    role,
    place,
    title: `${role.name} in ${place.name}`,
    description: metaDescription(
      `${capitalize(role.summary)} at startups in ${place.name}. Every open position on Nordhub, the job board for Nordic startups, with salary, location and how to apply.`,
    ),
    // Keys in the URL's order (jobSearchParamKeys), so the search equals the one /jobs would run.
    filters: {
      ...(role.filters.search ? { search: role.filters.search } : {}),
      country: place.countryCode,
      ...(place.city ? { city: place.city } : {}),
      ...(role.filters.category ? { category: role.filters.category } : {}),
      ...(role.filters.categoryGroup ? { categoryGroup: role.filters.categoryGroup } : {}),
      ...(role.filters.positionType ? { positionType: role.filters.positionType } : {}),
    },
  };
}

let allPages: readonly JobLandingPage[] | null = null;

/**
 * Every landing page: each role in each place (the sitemap's list). Made on the first call, not
 * as the module loads: the pages of the browser's job search import this module, and making
 * the few hundred pages and their descriptions was a tenth of the public remote's start-up on a
 * phone.
 */
export function jobLandingPages(): readonly JobLandingPage[] {
  allPages ??= jobLandingRoles.flatMap((role) => jobLandingPlaces.map((place) => landingPage(role, place)));
  return allPages;
}

/** The landing page at /jobs/<slug> (case-insensitive), if there is one: made for that slug alone. */
export function jobLandingPageBySlug(slug: string): JobLandingPage | undefined {
  const wanted = slug.toLowerCase();
  for (const role of jobLandingRoles) {
    if (!wanted.startsWith(`${role.slug}-`)) continue;
    const place = jobLandingPlaces.find((candidate) => wanted === `${role.slug}-${candidate.slug}`);
    if (place) return landingPage(role, place);
  }
  return undefined;
}

/** Title of /jobs/location/:country(/:city): 'Jobs in Denmark', 'Jobs in Copenhagen, Denmark'. */
export function jobsInPlaceTitle(country: string, city?: string): string {
  return city ? `Jobs in ${city}, ${country}` : `Jobs in ${country}`;
}

/** Meta description of a location page. */
export function jobsInPlaceDescription(country: string, city?: string): string {
  const place = city ? `${city}, ${country}` : country;
  return metaDescription(`Open jobs at startups in ${place}: developers, designers, marketing, sales and more. Find your next job at a Nordic startup on Nordhub.`);
}

/** /jobs/location/<country>(/<city>), as the sitemap and links write it. */
export function jobsInPlacePath(country: string, city?: string): string {
  const countryPart = encodeURIComponent(placeSlug(country));
  return city ? `/jobs/location/${countryPart}/${encodeURIComponent(placeSlug(city))}` : `/jobs/location/${countryPart}`;
}
