/** What a company needs before it leaves DRAFT; the API and the profile form use the same list. */
export interface PublishableCompany {
  name?: string | null;
  website?: string | null;
  whatWeDo?: { description?: string | null } | null;
  countries?: readonly unknown[] | null;
  logoImage?: { path: string } | null;
}

export interface PublishProblem {
  /** The form field (dotted path) that is missing. */
  path: string;
  message: string;
}

export const companyPublishMessages = {
  name: 'Please enter the startup name',
  website: 'Please enter the website',
  description: 'Please describe what the startup does',
  countries: 'Please choose at least one country',
  logo: 'Please upload a logo',
} as const;

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/**
 * The fields a company must fill before publishing (DRAFT to ACTIVE). The spec names no required
 * fields; these are what the public profile and the job cards cannot do without.
 */
export function companyPublishProblems(company: PublishableCompany): PublishProblem[] {
  const problems: PublishProblem[] = [];
  if (blank(company.name)) problems.push({ path: 'name', message: companyPublishMessages.name });
  if (blank(company.website)) problems.push({ path: 'website', message: companyPublishMessages.website });
  if (blank(company.whatWeDo?.description)) problems.push({ path: 'whatWeDo.description', message: companyPublishMessages.description });
  if (!company.countries?.length) problems.push({ path: 'countries', message: companyPublishMessages.countries });
  if (!company.logoImage?.path) problems.push({ path: 'logoImage', message: companyPublishMessages.logo });
  return problems;
}

/** A URL-safe key from a company name ("Acme Robotics ApS" -> "acme-robotics-aps"); '' if nothing is left. */
export function keyFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}
