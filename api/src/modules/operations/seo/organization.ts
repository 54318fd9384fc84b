import { countryNames, type Company } from '@nordhub/contracts';
import { websiteUrl } from './job-posting';

export interface OrganizationLinks {
  /** The profile page's canonical URL. */
  url: string;
  /** Absolute URL of the logo, if there is one. */
  logoUrl: string | null;
}

const countryName = (code: string) => (countryNames as Record<string, string | undefined>)[code] ?? code;

/** schema.org Organization for a startup's profile page (/startups/{key}). */
export function organizationJsonLd(company: Company, links: OrganizationLinks): object {
  const sameAs = websiteUrl(company.website);
  const hq = company.headquarters;
  const employees = company.numberOfEmployees ? /^(\d+)(?:-(\d+)|\+)?$/.exec(company.numberOfEmployees) : null;
  return {
    '@context': 'https://schema.org/',
    '@type': 'Organization',
    name: company.name,
    url: links.url,
    ...(company.whatWeDo.description ? { description: company.whatWeDo.description } : {}),
    ...(links.logoUrl ? { logo: links.logoUrl } : {}),
    ...(sameAs ? { sameAs: [sameAs] } : {}),
    ...(company.foundedYear ? { foundingDate: String(company.foundedYear) } : {}),
    ...(employees
      ? {
          numberOfEmployees: {
            '@type': 'QuantitativeValue',
            minValue: Number(employees[1]),
            ...(employees[2] ? { maxValue: Number(employees[2]) } : {}),
          },
        }
      : {}),
    ...(hq && (hq.locality || hq.countryCode)
      ? {
          address: {
            '@type': 'PostalAddress',
            ...(hq.address ? { streetAddress: hq.address } : {}),
            ...(hq.locality ? { addressLocality: hq.locality } : {}),
            ...(hq.countryCode ? { addressCountry: hq.countryCode } : {}),
          },
        }
      : {}),
    ...(company.countries.length > 0
      ? { areaServed: company.countries.map(({ countryCode }) => ({ '@type': 'Country', name: countryName(countryCode) })) }
      : {}),
  };
}
