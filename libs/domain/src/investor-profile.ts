import type { PublishProblem } from './company-profile';

/** What an investor needs before it leaves DRAFT; the API and the profile form use the same list. */
export interface PublishableInvestor {
  name?: string | null;
  intro?: string | null;
  website?: string | null;
  email?: string | null;
  contactPreference?: 'EMAIL' | 'WEBSITE' | null;
  countryCodes?: readonly unknown[] | null;
  logoImage?: { path: string } | null;
}

export const investorPublishMessages = {
  name: 'Please enter the investor name',
  intro: 'Please write a short intro',
  email: 'Please enter the contact email address',
  website: 'Please enter the website',
  countries: 'Please choose at least one country',
  logo: 'Please upload a logo',
} as const;

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/**
 * The fields an investor must fill before publishing (DRAFT to ACTIVE). The spec names none;
 * these are what the funding list and the public profile cannot do without, and the contact
 * preference must have its address (EMAIL an e-mail, WEBSITE a website).
 */
export function investorPublishProblems(investor: PublishableInvestor): PublishProblem[] {
  const problems: PublishProblem[] = [];
  if (blank(investor.name)) problems.push({ path: 'name', message: investorPublishMessages.name });
  if (blank(investor.intro)) problems.push({ path: 'intro', message: investorPublishMessages.intro });
  if (investor.contactPreference === 'EMAIL' && blank(investor.email)) problems.push({ path: 'email', message: investorPublishMessages.email });
  if (investor.contactPreference !== 'EMAIL' && blank(investor.website)) problems.push({ path: 'website', message: investorPublishMessages.website });
  if (!investor.countryCodes?.length) problems.push({ path: 'countryCodes', message: investorPublishMessages.countries });
  if (!investor.logoImage?.path) problems.push({ path: 'logoImage', message: investorPublishMessages.logo });
  return problems;
}
